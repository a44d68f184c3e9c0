import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { signInPathFor } from '@/lib/redirect-target';
import { cn } from '@/lib/cn';
import { notifyInfo } from '@/lib/notify';
import { useSession } from '@/lib/session-store';
import { useToggleLike } from '../api/toggle-like';
import { rememberPendingLike } from '../pending-like';

/**
 * The heart: filled red when liked. A visitor is asked to sign in and brought back here, and the
 * like is applied once they are in (features/auth/use-finish-sign-in.ts).
 */
export function LikeButton({
  productId,
  productName,
  className,
}: {
  productId: string;
  productName: string;
  className?: string;
}) {
  const user = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const toggle = useToggleLike();
  const liked = user?.liked_products?.includes(productId) ?? false;

  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={liked ? `Unlike ${productName}` : `Like ${productName}`}
      className={cn(
        'grid size-9 place-items-center rounded-full border bg-background/90 shadow-sm backdrop-blur transition-colors hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      onClick={() => {
        if (!user) {
          rememberPendingLike(productId);
          notifyInfo(`Sign in and we'll add ${productName} to your liked products.`, 'Sign in to like');
          void navigate(signInPathFor(`${pathname}${search}`));
          return;
        }
        toggle.mutate(productId);
      }}
    >
      <Heart
        aria-hidden="true"
        className={cn('size-4.5 transition-colors', liked ? 'fill-red-500 text-red-500' : 'text-muted-foreground')}
      />
    </button>
  );
}

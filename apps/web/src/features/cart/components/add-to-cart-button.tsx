import { ShoppingCart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { signInPathFor } from '@/features/auth/redirect-target';
import { useSession } from '@/lib/session-store';
import { useAddToCart } from '../api/add-to-cart';

type AddToCartButtonProps = {
  productId: string;
  variantId?: string;
  quantity?: number;
  inStock: boolean;
  /** The product's name, so each card's button has its own accessible name. */
  productName?: string;
} & Pick<ButtonProps, 'className' | 'size'>;

/** Add to Cart for a signed-in shopper; a visitor is sent to sign in and brought back here. */
export function AddToCartButton({
  productId,
  variantId,
  quantity,
  inStock,
  productName,
  className,
  size,
}: AddToCartButtonProps) {
  const user = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const add = useAddToCart();

  return (
    <Button
      type="button"
      size={size}
      className={className}
      disabled={!inStock || add.isPending}
      onClick={() => {
        if (!user) {
          void navigate(signInPathFor(`${pathname}${search}`));
          return;
        }
        add.mutate({ product_id: productId, variant: variantId || undefined, quantity });
      }}
    >
      <ShoppingCart aria-hidden="true" />
      Add to Cart
      {/* Names the product for screen readers while keeping the visible words first in the name. */}
      {productName ? <span className="sr-only">{`: ${productName}`}</span> : null}
    </Button>
  );
}

import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { ProductCard, type RenderCardActions } from '@/components/product-card';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session-store';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useLikedProducts } from '../api/find-liked-products';

/**
 * The signed-in shopper's liked products, as cards with Add to Cart and the heart to unlike; the
 * route hands over `cardActions` (app/product-card-actions.tsx).
 */
export function LikedPage({ cardActions }: { cardActions: RenderCardActions }) {
  useDocumentMeta({ title: 'Liked Products' });
  const liked = useLikedProducts();
  const likedIds = useSession()?.liked_products ?? [];
  // An unliked card leaves at once, before the list is fetched again.
  const products = liked.data?.data.filter((product) => likedIds.includes(product._id));

  return (
    <div className="container-page py-6 sm:py-10">
      <PageHeading title="Liked Products">
        {products?.length ? `${products.length} ${products.length === 1 ? 'product' : 'products'}` : null}
      </PageHeading>
      {liked.isError ? (
        <StatusState
          icon={Heart}
          title="We couldn't load your liked products"
          actions={
            <Button variant="outline" onClick={() => void liked.refetch()}>
              Try again
            </Button>
          }
        >
          {liked.error.message}
        </StatusState>
      ) : !products ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="aspect-[3/4] w-full" />
          ))}
        </div>
      ) : products.length === 0 ? (
        <StatusState
          icon={Heart}
          title="No liked products yet"
          actions={
            <Button asChild>
              <Link to={paths.shop()}>Browse the Shop</Link>
            </Button>
          }
        >
          Tap the heart on a product to keep it here.
        </StatusState>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4" aria-label="Liked products">
          {products.map((product) => (
            <li key={product._id}>
              <ProductCard product={product} className="h-full" actions={cardActions(product)} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { RenderCardActions } from '@/components/product-card';
import { ProductRow } from '@/components/product-row';
import { useRecentlyViewed } from '@/lib/recently-viewed';
import { useProductsByIds } from '../api/list-products-by-ids';

/**
 * 'Recently viewed': the products this browser opened last, newest first, as cards from the server
 * (docs/decisions/073). `excludeId` leaves out the product on screen. Hidden while there is nothing
 * to show, and when the cards cannot be loaded: it is a convenience, not a page's content.
 */
export function RecentlyViewedRow({
  excludeId,
  cardActions,
  className,
}: {
  excludeId?: string;
  cardActions: RenderCardActions;
  className?: string;
}) {
  const ids = useRecentlyViewed().filter((id) => id !== excludeId);
  const cards = useProductsByIds(ids);
  if (ids.length === 0 || cards.isError) return null;
  // While another product's list loads, the last answer stands in; it may hold this product.
  const products = cards.data?.data.filter((card) => card._id !== excludeId);
  return (
    <ProductRow
      id="recently-viewed"
      title="Recently viewed"
      products={products}
      cardActions={cardActions}
      className={className}
    />
  );
}

import type { RenderCardActions } from '@/components/product-card';
import { ProductRow } from '@/components/product-row';
import { useRelatedProducts } from '../api/list-related-products';

/**
 * 'Related products': others from the product's category, those fitting the same bikes first
 * (docs/decisions/073). Hidden when there are none or they cannot be loaded.
 */
export function RelatedProducts({ productId, cardActions }: { productId: string; cardActions: RenderCardActions }) {
  const related = useRelatedProducts(productId);
  if (related.isError) return null;
  return (
    <ProductRow
      id="related-products"
      title="Related products"
      products={related.data?.data}
      cardActions={cardActions}
    />
  );
}

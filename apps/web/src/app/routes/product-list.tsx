import { productCardActions } from '@/app/product-card-actions';
import { ProductListPage } from '@/features/product-list/components/product-list-page';

export function Component() {
  return <ProductListPage cardActions={productCardActions} />;
}

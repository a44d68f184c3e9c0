import { ProductListPage } from '@/features/product-list/components/product-list-page';

export function Component() {
  return <ProductListPage />;
}

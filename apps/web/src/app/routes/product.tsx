import { ProductPage } from '@/features/product/components/product-page';

export function Component() {
  return <ProductPage />;
}

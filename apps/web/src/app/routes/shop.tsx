import { ShopPage } from '@/features/shop/components/shop-page';

export function Component() {
  return <ShopPage />;
}

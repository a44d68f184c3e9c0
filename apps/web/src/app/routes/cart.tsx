import { CartPage } from '@/features/cart/components/cart-page';

export function Component() {
  return <CartPage />;
}

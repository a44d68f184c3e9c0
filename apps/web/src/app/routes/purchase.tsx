import { CheckoutPage } from '@/features/checkout/components/checkout-page';

export function Component() {
  return <CheckoutPage />;
}

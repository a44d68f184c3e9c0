import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { createAddress } from '@/features/profile/api/save-address';

export function Component() {
  return <CheckoutPage saveAddress={createAddress} />;
}

import { PayAgainButton } from '@/features/checkout/components/pay-again-button';
import { OrderDetailsPage } from '@/features/orders/components/order-details-page';

export function Component() {
  return <OrderDetailsPage payAgain={(orderId) => <PayAgainButton orderId={orderId} />} />;
}

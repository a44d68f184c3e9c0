import { PayAgainButton } from '@/features/checkout/components/pay-again-button';
import { OrderDetailsPage } from '@/features/orders/components/order-details-page';
import { OrderReturnsSection } from '@/features/returns/components/order-returns-section';

export function Component() {
  return (
    <OrderDetailsPage
      payAgain={(orderId) => <PayAgainButton orderId={orderId} />}
      returns={(order) => <OrderReturnsSection order={order} />}
    />
  );
}

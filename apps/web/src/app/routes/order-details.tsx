import { OrderDetailsPage } from '@/features/orders/components/order-details-page';

export function Component() {
  return <OrderDetailsPage />;
}

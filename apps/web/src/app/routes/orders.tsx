import { PayAgainButton } from '@/features/checkout/components/pay-again-button';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { ReviewDialog } from '@/features/reviews/components/review-dialog';

export function Component() {
  return (
    <OrdersPage
      payAgain={(orderId) => <PayAgainButton orderId={orderId} size="sm" />}
      reviewDialog={({ productId, productName, onClose }) => (
        <ReviewDialog
          open
          productId={productId}
          productName={productName}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          onSaved={onClose}
        />
      )}
    />
  );
}

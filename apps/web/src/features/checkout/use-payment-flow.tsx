import { ORDER_MESSAGES, type CreateOrderResponse, type Raz } from '@store/contracts/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { cartQueryKey, ordersQueryRoot } from '@/lib/query-keys';
import { setCounts } from '@/lib/session-store';
import { reportPaymentFailure, verifyOrder } from './api/create-order';
import { TestPaymentDialog } from './components/test-payment-dialog';
import { openRazorpay, type PaymentOutcome } from './razorpay-checkout';

/** The store's orange, for Razorpay's window. */
const BRAND_COLOR = '#E8621C';
/** 'payment failed' is shown with the title failed (docs/product.md, Error messages). */
export const PAYMENT_FAILED = { title: 'failed', message: ORDER_MESSAGES.paymentFailed } as const;

/**
 * What a shopper reads when a payment did not go through: 'payment failed', what happened as the
 * window said it, and what to do next (issue 42): the order waits to be paid, and a payment the bank took anyway still counts.
 */
export function paymentFailedText(reason: string): string {
  const said =
    reason.trim() && reason.trim().toLowerCase() !== ORDER_MESSAGES.paymentFailed ? `: ${reason.trim()}` : '';
  return `${ORDER_MESSAGES.paymentFailed}${said}. Your order is kept: pay for it again from its page. If your bank took the money anyway, the order is marked paid when the payment reaches us.`;
}

type PendingTestWindow = { raz: Raz; resolve: (outcome: PaymentOutcome) => void };

/**
 * The checkout flow after an order exists (docs/architecture.md, Flows that must be exact): open the payment window (Razorpay,
 * or the TEST MODE window), verify a returned payment, clear the cart count for a cart order and
 * go to /success/{id}; a window closed without payment records why, shows 'payment failed' and
 * leads to the order, where it can be paid again. Render `paymentWindow` in the page.
 */
export function usePaymentFlow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [testWindow, setTestWindow] = useState<PendingTestWindow | null>(null);
  const [paying, setPaying] = useState(false);

  const openWindow = (raz: Raz): Promise<PaymentOutcome> =>
    raz.test_mode
      ? new Promise<PaymentOutcome>((resolve) => setTestWindow({ raz, resolve }))
      : openRazorpay(raz, BRAND_COLOR);

  const pay = async (created: CreateOrderResponse) => {
    const orderId = created.data._id;
    setPaying(true);
    try {
      let outcome: PaymentOutcome;
      try {
        outcome = await openWindow(created.raz);
      } catch (cause) {
        outcome = { status: 'closed', reason: cause instanceof Error ? cause.message : FALLBACK_ERROR_MESSAGE };
      }
      if (outcome.status === 'paid') {
        const verified = await verifyOrder(outcome.result);
        if (verified.data.type === 'cart') {
          // Lines the order did not buy stay (decision 074): the server counts what is left.
          setCounts({ cart_count: verified.data.cart_count });
          queryClient.removeQueries({ queryKey: cartQueryKey });
        }
        void queryClient.invalidateQueries({ queryKey: ordersQueryRoot });
        notifySuccess(verified.message);
        await navigate(paths.success(verified.data._id), { replace: true });
        return;
      }
      if (!outcome.recorded) await reportPaymentFailure(orderId, outcome.reason).catch(() => undefined);
      notifyError(paymentFailedText(outcome.reason), PAYMENT_FAILED.title);
      void queryClient.invalidateQueries({ queryKey: ordersQueryRoot });
      await navigate(paths.orderDetails(orderId), { replace: true });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : FALLBACK_ERROR_MESSAGE, PAYMENT_FAILED.title);
      void queryClient.invalidateQueries({ queryKey: ordersQueryRoot });
      await navigate(paths.orderDetails(orderId), { replace: true });
    } finally {
      setPaying(false);
    }
  };

  const paymentWindow = testWindow ? (
    <TestPaymentDialog
      raz={testWindow.raz}
      onDone={(outcome) => {
        setTestWindow(null);
        testWindow.resolve(outcome);
      }}
    />
  ) : null;

  return { pay, paying, paymentWindow };
}

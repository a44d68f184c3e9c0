import { CreditCard, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { retryPayment } from '../api/create-order';
import { usePaymentFlow } from '../use-payment-flow';

/**
 * An unpaid order paid again: a fresh payment window, then the same verify and success path. The
 * orders pages show it through their routes (app/routes/orders.tsx, app/routes/order-details.tsx).
 */
export function PayAgainButton({
  orderId,
  size,
  className,
}: { orderId: string } & Pick<ButtonProps, 'size' | 'className'>) {
  const flow = usePaymentFlow();
  const [opening, setOpening] = useState(false);
  const busy = opening || flow.paying;

  const payAgain = async () => {
    setOpening(true);
    try {
      await flow.pay(await retryPayment(orderId));
    } catch (error) {
      notifyError(error instanceof ApiError ? error.message : FALLBACK_ERROR_MESSAGE, 'failed');
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      <Button size={size} className={className} disabled={busy} onClick={() => void payAgain()}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
        {busy ? 'Opening payment...' : 'Pay Now'}
      </Button>
      {flow.paymentWindow}
    </>
  );
}

import { formatInr } from '@store/contracts/money';
import type { Raz } from '@store/contracts/orders';
import { FlaskConical, Loader2, ShieldCheck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { testFail, testPay } from '../api/create-order';
import type { PaymentOutcome } from '../razorpay-checkout';

/**
 * The store's own payment window when no Razorpay keys are set (docs/decisions/011). Pay comes
 * back signed exactly as Razorpay signs, so the same verify call runs; Fail records a failed attempt.
 */
export function TestPaymentDialog({ raz, onDone }: { raz: Raz; onDone: (outcome: PaymentOutcome) => void }) {
  const [busy, setBusy] = useState<'pay' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: 'pay' | 'fail') => {
    setBusy(action);
    setError(null);
    try {
      if (action === 'pay') {
        const { data } = await testPay(raz.order_id);
        onDone({ status: 'paid', result: data });
      } else {
        await testFail(raz.order_id, 'Payment declined (test mode)');
        onDone({ status: 'closed', reason: 'Payment declined (test mode)', recorded: true });
      }
    } catch (cause) {
      setBusy(null);
      setError(cause instanceof ApiError ? cause.message : 'Something went wrong');
    }
  };

  return (
    <Dialog
      open
      dismissible={busy === null}
      onOpenChange={() => onDone({ status: 'closed', reason: 'Payment window closed' })}
      title={
        <span className="flex items-center gap-2">
          <span className="rounded bg-amber-400 px-2 py-0.5 text-xs font-extrabold tracking-widest text-black">
            TEST MODE
          </span>
          Payment
        </span>
      }
      description="No money moves. This window stands in for Razorpay until the shop's payment keys are set."
    >
      <dl className="rounded-xl border bg-muted/40 p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Pay to</dt>
          <dd className="font-semibold">{raz.name}</dd>
        </div>
        <div className="mt-2 flex justify-between gap-4">
          <dt className="text-muted-foreground">For</dt>
          <dd className="text-right">{raz.description}</dd>
        </div>
        <div className="mt-2 flex justify-between gap-4 border-t pt-2 text-base">
          <dt className="font-semibold">Amount</dt>
          <dd className="font-bold tabular-nums" data-testid="test-payment-amount">
            {formatInr(raz.amount)}
          </dd>
        </div>
      </dl>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="outline" size="lg" disabled={busy !== null} onClick={() => void run('fail')}>
          {busy === 'fail' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <XCircle aria-hidden="true" />}
          Fail
        </Button>
        <Button size="lg" disabled={busy !== null} onClick={() => void run('pay')}>
          {busy === 'pay' ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <ShieldCheck aria-hidden="true" />
          )}
          Pay {formatInr(raz.amount)}
        </Button>
      </div>
      <p className="mt-4 flex items-center gap-1.5 text-xs text-muted-foreground">
        <FlaskConical className="size-3.5" aria-hidden="true" />
        Order reference {raz.order_id}
      </p>
    </Dialog>
  );
}

import { OTP_LENGTH, RESEND_COOLDOWN_SECONDS } from '@store/contracts/auth';
import { formatInr } from '@store/contracts/money';
import { Loader2, MailCheck, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { OtpInput } from '@/components/otp-input';
import { ResendCode } from '@/components/resend-code';
import { Button } from '@/components/ui/button';
import type { CodOrderFlow, PendingCodOrder } from '../use-cod-order';

/**
 * The cash on delivery order's code, entered where Place Order was (docs/decisions/111): where the
 * code went, what the order comes to in cash, the code's boxes, Confirm order, a new code once the
 * server's minute is up, and a way back to change the order.
 */
export function CodCodeStep({ flow, pending }: { flow: CodOrderFlow; pending: PendingCodOrder }) {
  const hintId = useId();
  const errorId = useId();
  const busy = flow.confirming;
  const { sent } = pending;
  return (
    <section
      aria-labelledby="cod-code-heading"
      className="mt-5 rounded-xl border border-primary/40 bg-primary/5 p-4"
      data-testid="cod-code-step"
    >
      <h3 id="cod-code-heading" className="flex items-center gap-2 font-bold">
        <MailCheck className="size-5 text-primary" aria-hidden="true" /> Confirm your cash on delivery order
      </h3>
      <p id={hintId} className="mt-1 text-sm">
        Enter the {OTP_LENGTH}-digit code we sent to{' '}
        <strong className="font-semibold break-words">{sent.sent_to}</strong>. You pay{' '}
        <strong className="font-semibold tabular-nums" data-testid="cod-total">
          {formatInr(sent.total)}
        </strong>{' '}
        in cash when the parcel arrives
        {sent.cod_fee > 0 ? `, including the ${formatInr(sent.cod_fee)} cash on delivery fee` : ''}.
      </p>
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void flow.confirm();
        }}
      >
        <OtpInput
          value={flow.code}
          onChange={flow.changeCode}
          invalid={Boolean(flow.codeError)}
          disabled={busy}
          label="Order code"
          describedBy={flow.codeError ? `${hintId} ${errorId}` : hintId}
          autoFocus
        />
        {flow.codeError ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {flow.codeError}
          </p>
        ) : null}
        <Button type="submit" variant="premium" size="lg" className="w-full" disabled={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
          {busy ? 'Placing order...' : 'Confirm order'}
        </Button>
      </form>
      <ResendCode
        className="mt-4"
        label="Send a new code"
        busy={flow.resending}
        disabled={busy}
        onResend={(restart) => void flow.resend(restart)}
        initialSeconds={RESEND_COOLDOWN_SECONDS}
      />
      <p className="mt-2 text-center text-sm">
        <Button variant="link" className="h-auto p-0 font-semibold" disabled={busy} onClick={flow.cancel}>
          Change the order or pay online
        </Button>
      </p>
    </section>
  );
}

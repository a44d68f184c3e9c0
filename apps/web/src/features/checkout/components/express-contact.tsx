import { OTP_LENGTH, RESEND_COOLDOWN_SECONDS, SIGN_UP_FIELD_MAX } from '@store/contracts/auth';
import { CircleCheck, Loader2, Mail, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { FormField } from '@/components/form-field';
import { OtpInput } from '@/components/otp-input';
import { ResendCode } from '@/components/resend-code';
import { Button } from '@/components/ui/button';
import type { ExpressCheckout } from '../use-express-checkout';

type ExpressContactProps = {
  express: ExpressCheckout;
  signInTo: string;
  /** Place Order's own work: with the code entered, it confirms it and places the order. */
  onConfirm: () => void;
  busy: boolean;
  /** The code's button: it pays online, or goes on to confirm a cash on delivery order. */
  confirmLabel?: string;
};

/**
 * Express checkout's Contact: the buyer's e-mail, then the 4-digit code mailed to it, entered here
 * rather than on a screen of its own, with its own button (on a phone Place Order is a long scroll
 * away), then who is signed in. A shopper with an account may sign in instead and come back.
 */
export function ExpressContact({
  express,
  signInTo,
  onConfirm,
  busy,
  confirmLabel = 'Confirm Code and Pay',
}: ExpressContactProps) {
  const codeHint = useId();
  const codeError = useId();
  return (
    <section aria-labelledby="contact-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="contact-heading" className="flex items-center gap-2 text-lg font-bold">
          <Mail className="size-5 text-primary" aria-hidden="true" /> Contact
        </h2>
        {express.stage === 'email' ? (
          <p className="text-sm text-muted-foreground">
            Have an account?{' '}
            <Link to={signInTo} className="font-semibold text-brand underline-offset-4 hover:underline">
              Sign in
            </Link>
          </p>
        ) : null}
      </div>
      {express.stage === 'email' ? (
        <FormField
          className="mt-4"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          maxLength={SIGN_UP_FIELD_MAX}
          value={express.email}
          onChange={(e) => express.changeEmail(e.target.value)}
          error={express.emailError}
          hint="Order updates come here. We will send a 4-digit code to confirm it: no password needed."
        />
      ) : express.stage === 'code' ? (
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy && express.code.length === OTP_LENGTH) onConfirm();
          }}
        >
          <div className="text-sm">
            <p id={codeHint}>
              Enter the {OTP_LENGTH}-digit code we sent to{' '}
              <strong className="font-semibold break-words">{express.email}</strong>.
            </p>
            <Button variant="link" className="h-auto p-0 font-semibold" disabled={busy} onClick={express.editEmail}>
              Change e-mail
            </Button>
          </div>
          <OtpInput
            value={express.code}
            onChange={express.changeCode}
            invalid={Boolean(express.codeError)}
            disabled={busy}
            label="Checkout code"
            describedBy={express.codeError ? `${codeHint} ${codeError}` : codeHint}
            autoFocus
          />
          {express.codeError ? (
            <p id={codeError} role="alert" className="text-sm font-medium text-destructive">
              {express.codeError}
            </p>
          ) : null}
          <Button
            type="submit"
            variant="premium"
            size="lg"
            className="w-full"
            disabled={busy || express.code.length !== OTP_LENGTH}
          >
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
            {busy ? 'Placing order...' : confirmLabel}
          </Button>
          <ResendCode
            busy={express.resending}
            disabled={busy}
            onResend={(restart) => void express.resend(restart)}
            initialSeconds={RESEND_COOLDOWN_SECONDS}
          />
        </form>
      ) : (
        <p className="mt-4 flex items-center gap-2 text-sm">
          <CircleCheck className="size-4 text-success" aria-hidden="true" />
          Signed in as <strong className="font-semibold break-words">{express.email}</strong>
        </p>
      )}
    </section>
  );
}

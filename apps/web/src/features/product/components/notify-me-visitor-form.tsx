import { OTP_LENGTH, RESEND_COOLDOWN_SECONDS, SIGN_UP_FIELD_MAX } from '@store/contracts/auth';
import { BellRing, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { FormField } from '@/components/form-field';
import { OtpInput } from '@/components/otp-input';
import { ResendCode } from '@/components/resend-code';
import { Button } from '@/components/ui/button';
import type { VisitorStockAlert } from '../use-visitor-stock-alert';

/**
 * A visitor's 'Notify me': the e-mail, then the 4-digit code mailed to it, both in place on the
 * product page. The code proves the e-mail is theirs before anything is mailed to it again.
 */
export function NotifyMeVisitorForm({ visitor }: { visitor: VisitorStockAlert }) {
  const codeHint = useId();
  const codeError = useId();
  if (visitor.stage === 'email') {
    return (
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          if (!visitor.busy) void visitor.requestCode();
        }}
      >
        <FormField
          className="flex-1"
          label="Your e-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          maxLength={SIGN_UP_FIELD_MAX}
          value={visitor.email}
          onChange={(e) => visitor.changeEmail(e.target.value)}
          error={visitor.emailError}
          hint="We will send a 4-digit code to confirm it."
        />
        <Button type="submit" className="h-11 sm:mt-7" disabled={visitor.busy}>
          {visitor.busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BellRing aria-hidden="true" />}
          Notify me
        </Button>
      </form>
    );
  }
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void visitor.confirm();
      }}
    >
      <div className="text-sm">
        <p id={codeHint}>
          Enter the {OTP_LENGTH}-digit code we sent to{' '}
          <strong className="font-semibold break-words">{visitor.email}</strong>.
        </p>
        <Button variant="link" className="h-auto p-0 font-semibold" disabled={visitor.busy} onClick={visitor.editEmail}>
          Change e-mail
        </Button>
      </div>
      <OtpInput
        value={visitor.code}
        onChange={visitor.changeCode}
        invalid={Boolean(visitor.codeError)}
        disabled={visitor.busy}
        label="Alert code"
        describedBy={visitor.codeError ? `${codeHint} ${codeError}` : codeHint}
        autoFocus
      />
      {visitor.codeError ? (
        <p id={codeError} role="alert" className="text-sm font-medium text-destructive">
          {visitor.codeError}
        </p>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={visitor.busy || visitor.code.length !== OTP_LENGTH}>
        {visitor.busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <BellRing aria-hidden="true" />}
        Confirm and notify me
      </Button>
      <ResendCode
        busy={visitor.busy}
        onResend={(restart) => void visitor.requestCode().then((sent) => sent && restart())}
        initialSeconds={RESEND_COOLDOWN_SECONDS}
      />
    </form>
  );
}

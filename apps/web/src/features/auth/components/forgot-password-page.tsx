import { LOGIN_FIELD_MAX, PASSWORD_MAX, forgotPasswordBody, forgotPasswordEmailBody } from '@store/contracts/auth';
import { KeyRound, Loader2, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useResendOtp } from '../api/resend-otp';
import { useResetPassword } from '../api/reset-password';
import { useSendResetCode } from '../api/send-reset-code';
import { AuthShell } from './auth-shell';
import { OtpInput } from '@/components/otp-input';
import { ResendCode } from '@/components/resend-code';

/** /forgot-password: step 1 mails a code; step 2 (after a 200) sets the new password with it. */
export function ForgotPasswordPage() {
  useDocumentMeta({ title: 'Forgot Password' });
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [values, setValues] = useState({ otp: '', password: '', confirm_password: '' });
  const { errors, formError, setErrors, clear, fromServer } = useFormErrors();
  const sendCode = useSendResetCode();
  const reset = useResetPassword();
  const resend = useResendOtp();

  const onSendCode = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(forgotPasswordEmailBody, { email });
    if (result.errors) return setErrors(result.errors);
    sendCode.mutate(result.data, {
      onSuccess: ({ status, message, data }) => {
        if (status !== 200) return;
        notifySuccess(message);
        setSentTo(data.email);
      },
      onError: fromServer,
    });
  };

  const change = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  const onReset = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(forgotPasswordBody, { email: sentTo, ...values });
    if (result.errors) return setErrors(result.errors);
    reset.mutate(result.data, {
      onSuccess: ({ message }) => {
        notifySuccess(message, 'Password changed');
        void navigate(paths.signIn());
      },
      onError: (error) => {
        setValues((v) => ({ ...v, otp: '' }));
        fromServer(error);
      },
    });
  };

  const onResend = (restart: () => void) =>
    sentTo &&
    resend.mutate(
      { email: sentTo, purpose: 'reset_password' },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          restart();
        },
        onError: (error) => notifyError(error.message),
      },
    );

  if (!sentTo) {
    return (
      <AuthShell title="Forgot Password" subtitle="Enter your account's e-mail and we'll send you a 4-digit code.">
        <form noValidate onSubmit={onSendCode} className="space-y-5">
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            maxLength={LOGIN_FIELD_MAX}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              clear('email');
            }}
            error={errors.email}
          />
          <FormAlert message={formError} />
          <Button type="submit" size="lg" className="w-full" disabled={sendCode.isPending}>
            {sendCode.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            {sendCode.isPending ? 'Sending...' : 'Send OTP'}
          </Button>
        </form>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          Remembered it?{' '}
          <Link to={paths.signIn()} className="font-semibold text-brand hover:underline">
            Back to Sign In
          </Link>
        </p>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="New Password"
      subtitle={
        <>
          If <strong className="font-semibold break-words text-foreground">{sentTo}</strong> has an account, a code is
          on its way.{' '}
          <button type="button" className="font-semibold text-brand hover:underline" onClick={() => setSentTo(null)}>
            Change e-mail
          </button>
        </>
      }
    >
      <form noValidate onSubmit={onReset} className="space-y-5">
        <div className="space-y-1.5">
          <p className="text-sm font-semibold" id="reset-otp-label">
            OTP
          </p>
          <OtpInput
            value={values.otp}
            onChange={(otp) => change('otp', otp)}
            invalid={Boolean(errors.otp)}
            label="OTP"
            describedBy={errors.otp ? 'reset-otp-error' : undefined}
            autoFocus
          />
          {errors.otp ? (
            <p id="reset-otp-error" className="text-center text-sm font-medium text-destructive">
              {errors.otp}
            </p>
          ) : null}
        </div>
        <FormField
          label="New Password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          hint="6+ characters, letters and numbers"
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
          error={errors.password}
        />
        <FormField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={values.confirm_password}
          onChange={(e) => change('confirm_password', e.target.value)}
          error={errors.confirm_password}
        />
        <FormAlert message={formError} />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
          {reset.isPending ? 'Saving...' : 'Create New Password'}
        </Button>
      </form>
      <ResendCode busy={resend.isPending} onResend={onResend} />
    </AuthShell>
  );
}

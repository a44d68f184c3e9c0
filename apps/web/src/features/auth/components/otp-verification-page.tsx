import { OTP_LENGTH, RESEND_COOLDOWN_SECONDS } from '@store/contracts/auth';
import { Loader2, MailCheck, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { StatusState } from '@/components/status-state';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import type { SignInStep } from '@/lib/sign-in-step';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { useFinishSignIn } from '../use-finish-sign-in';
import { AuthShell } from './auth-shell';
import { OtpInput } from '@/components/otp-input';
import { ResendCode } from '@/components/resend-code';

/**
 * What sign-up, or a sign-in that found the sign-up never confirmed, hands over in router state:
 * the e-mail the code went to. The name and password already wait on the server with the code.
 */
export type SignUpState = { email: string };

function readState(state: unknown): SignUpState | null {
  const s = state as Partial<SignUpState> | null;
  return s && typeof s.email === 'string' && s.email ? (s as SignUpState) : null;
}

/**
 * /otp-verification: the 4-digit code mailed at sign-up; the right one creates the account and signs
 * in, running `signInSteps` (app/sign-in-steps.ts) on the way.
 */
export function OtpVerificationPage({ signInSteps }: { signInSteps: readonly SignInStep[] }) {
  useDocumentMeta({ title: 'Check your inbox' });
  const signUp = readState(useLocation().state);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyOtp();
  const finish = useFinishSignIn(signInSteps);
  // Verifying covers carrying the visitor's cart and a pending like into the new account.
  const verifying = verify.isPending || finish.isPending;
  const resend = useResendOtp();

  if (!signUp) {
    return (
      <section className="container-page py-16">
        <StatusState
          icon={MailCheck}
          title="Start with the sign-up form"
          headingLevel={1}
          actions={
            <Button asChild>
              <Link to={paths.signUp()}>Go to Sign Up</Link>
            </Button>
          }
        >
          The code is sent after you fill in the sign-up form.
        </StatusState>
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH || verifying) return;
    verify.mutate(
      { email: signUp.email, otp: code },
      {
        onSuccess: ({ data }) =>
          finish.mutate({ session: data, welcome: `Welcome to the ride, ${data.name}!`, title: 'Account created' }),
        onError: (failure) => {
          // A failed code clears what was entered (docs/product.md, Authentication screens).
          setCode('');
          setError(failure.message);
        },
      },
    );
  };

  const onResend = (restart: () => void) =>
    resend.mutate(
      { email: signUp.email, purpose: 'sign_up' },
      {
        onSuccess: ({ message }) => {
          setCode('');
          setError(null);
          notifySuccess(message);
          restart();
        },
        onError: (failure) => notifyError(failure.message),
      },
    );

  return (
    <AuthShell
      title="Check your inbox"
      subtitle={
        <>
          Enter the {OTP_LENGTH}-digit code we sent to{' '}
          <strong className="font-semibold break-words text-foreground">{signUp.email}</strong>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <OtpInput
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
          disabled={verifying}
          invalid={Boolean(error)}
          autoFocus
        />
        <FormAlert message={error} />
        <Button type="submit" size="lg" className="w-full" disabled={code.length !== OTP_LENGTH || verifying}>
          {verifying ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
          {verifying ? 'Verifying...' : 'Verify Code'}
        </Button>
      </form>
      <ResendCode busy={resend.isPending} onResend={onResend} initialSeconds={RESEND_COOLDOWN_SECONDS} />
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Wrong e-mail?{' '}
        <Link to={paths.signUp()} className="font-semibold whitespace-nowrap text-brand hover:underline">
          Change it
        </Link>{' '}
        ·{' '}
        <Link to={paths.signIn()} className="font-semibold whitespace-nowrap text-brand hover:underline">
          Back to Login
        </Link>
      </p>
    </AuthShell>
  );
}

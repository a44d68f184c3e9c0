import { AUTH_MESSAGES, LOGIN_FIELD_MAX, logInBody } from '@store/contracts/auth';
import { SHOP_NAME } from '@store/contracts/constants';
import { Loader2, LogIn } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifyInfo } from '@/lib/notify';
import { paths } from '@/lib/paths';
import type { SignInStep } from '@/lib/sign-in-step';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useGoogleSignIn } from '../api/google-sign-in';
import { useLogIn } from '../api/log-in';
import { useFinishSignIn } from '../use-finish-sign-in';
import { AuthShell } from './auth-shell';
import { GoogleSignInButton } from './google-sign-in-button';
import type { SignUpState } from './otp-verification-page';

/**
 * /signin: e-mail and password, or Google. Leaving the screen is GuestOnly's job once signed in.
 * `signInSteps` is what the other features do as the shopper signs in (app/sign-in-steps.ts).
 */
export function SignInPage({ signInSteps }: { signInSteps: readonly SignInStep[] }) {
  useDocumentMeta({ title: 'Sign In', description: `Sign in to your ${SHOP_NAME} account.` });
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', password: '' });
  const { errors, formError, setErrors, clear, fromServer } = useFormErrors();
  const logIn = useLogIn();
  const google = useGoogleSignIn();
  const finish = useFinishSignIn(signInSteps);

  const change = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  // Kept on the way to the code screen, so the shopper still comes back to where they were.
  const query = searchParams.toString();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(logInBody, values);
    if (result.errors) return setErrors(result.errors);
    logIn.mutate(result.data, {
      onSuccess: ({ data, message }) => {
        if ('confirm_email' in data) {
          // The sign-up was never confirmed: its code screen finishes it (docs/decisions/074).
          notifyInfo(message, 'Confirm your e-mail');
          const state: SignUpState = { email: data.email };
          void navigate(`${paths.otpVerification()}${query ? `?${query}` : ''}`, { state });
          return;
        }
        finish.mutate({ session: data, welcome: `Welcome back, ${data.name}` });
      },
      onError: fromServer,
    });
  };

  const onGoogle = (credential: string) =>
    google.mutate(
      { credential },
      {
        onSuccess: ({ data }) => finish.mutate({ session: data, welcome: `Welcome, ${data.name}` }),
        // A failed identity sign-in is only logged (docs/product.md, Error messages).
        onError: (error) => console.warn(AUTH_MESSAGES.googleFailed, error.message),
      },
    );

  // The visitor's cart and a pending like are carried over before the shopper leaves this screen.
  const signingIn = logIn.isPending || finish.isPending;
  const busy = signingIn || google.isPending;
  return (
    <AuthShell title="Sign In" subtitle="Sign in to your cart, likes and orders.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          maxLength={LOGIN_FIELD_MAX}
          value={values.email}
          onChange={(e) => change('email', e.target.value)}
          error={errors.email}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={LOGIN_FIELD_MAX}
          value={values.password}
          onChange={(e) => change('password', e.target.value)}
          error={errors.password}
          labelAside={
            <Link to={paths.forgotPassword()} className="text-sm font-medium text-brand hover:underline">
              Forgot password?
            </Link>
          }
        />
        <FormAlert message={formError} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {signingIn ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogIn aria-hidden="true" />}
          {signingIn ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <GoogleSignInButton onCredential={onGoogle} />
      <p className="mt-8 text-center text-sm text-muted-foreground">
        New here?{' '}
        <Link to={`${paths.signUp()}${query ? `?${query}` : ''}`} className="font-semibold text-brand hover:underline">
          Create an account
        </Link>
      </p>
    </AuthShell>
  );
}

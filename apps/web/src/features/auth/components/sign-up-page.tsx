import { AUTH_MESSAGES, SIGN_UP_FIELD_MAX, signUpBody } from '@store/contracts/auth';
import { SHOP_NAME } from '@store/contracts/constants';
import { Loader2, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useSignUp } from '../api/sign-up';
import { AuthShell } from './auth-shell';
import type { SignUpState } from './otp-verification-page';

const EMPTY = { fullName: '', email: '', password: '', confirmPassword: '' };

/** /signup: the form of docs/product.md, Validation rules; a valid one mails a code and moves on to the OTP step. */
export function SignUpPage() {
  useDocumentMeta({ title: 'Sign Up', description: `Create your ${SHOP_NAME} account.` });
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState(EMPTY);
  const [terms, setTerms] = useState(false);
  const { errors, formError, setErrors, clear, fromServer } = useFormErrors();
  const signUp = useSignUp();

  const change = (field: keyof typeof EMPTY, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(signUpBody, values);
    const found = { ...result.errors, ...(terms ? {} : { terms: AUTH_MESSAGES.termsRequired }) };
    if (result.errors || !terms) return setErrors(found);
    const { otp: _otp, ...body } = result.data;
    signUp.mutate(body, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        // The OTP step gets the e-mail through router state: never written to local storage.
        const state: SignUpState = { email: body.email };
        const query = searchParams.toString();
        void navigate(`${paths.otpVerification()}${query ? `?${query}` : ''}`, { state });
      },
      onError: fromServer,
    });
  };

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
    error: errors[name],
    maxLength: SIGN_UP_FIELD_MAX,
  });

  return (
    <AuthShell title="Sign Up" subtitle="Create an account to keep a cart, like parts and track your orders.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField label="Full Name" autoComplete="name" placeholder="Your name" {...field('fullName')} />
        <FormField label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...field('email')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="6+ characters, letters and numbers"
            {...field('password')}
          />
          <FormField
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </div>
        <div>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={terms}
              onChange={(e) => {
                setTerms(e.target.checked);
                clear('terms');
              }}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'terms-error' : undefined}
              className={cn('mt-0.5 size-4 shrink-0 accent-primary', errors.terms && 'outline-2 outline-destructive')}
            />
            <span>
              I agree to the{' '}
              <Link to={paths.terms()} target="_blank" className="font-semibold text-brand hover:underline">
                Terms &amp; Conditions
              </Link>
            </span>
          </label>
          {errors.terms ? (
            <p id="terms-error" className="mt-1.5 text-sm font-medium text-destructive">
              {errors.terms}
            </p>
          ) : null}
        </div>
        <FormAlert message={formError} />
        <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          {signUp.isPending ? 'Sending code...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link
          to={`${paths.signIn()}${searchParams.size ? `?${searchParams.toString()}` : ''}`}
          className="font-semibold text-brand hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthShell>
  );
}

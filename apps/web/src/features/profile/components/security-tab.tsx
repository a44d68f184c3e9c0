import { AUTH_MESSAGES, changePasswordForm, PASSWORD_MAX, profilePasswordBody } from '@store/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { profileQueryKey } from '@/lib/query-keys';
import { useEditProfilePassword } from '../api/edit-profile-password';
import { useProfile } from '../api/get-profile';

const EMPTY = { current_password: '', new_password: '', confirm_new_password: '' };

/**
 * Security: change the password, or set the first one of an account made at express checkout or
 * with Google (it has none to give as the current one); the answer's fresh token replaces the
 * stored one.
 */
export function SecurityTab() {
  const [values, setValues] = useState(EMPTY);
  const { errors, formError, setErrors, clear, fromServer } = useFormErrors();
  const change = useEditProfilePassword();
  const queryClient = useQueryClient();
  // Until the profile says otherwise the account is taken to have a password, as most have.
  const firstPassword = useProfile().data?.data.has_password === false;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(firstPassword ? profilePasswordBody : changePasswordForm, values);
    if (result.errors) return setErrors(result.errors);
    change.mutate(firstPassword ? { ...result.data, current_password: undefined } : result.data, {
      onSuccess: ({ message }) => {
        setValues(EMPTY);
        notifySuccess(
          firstPassword
            ? 'Password set. You can now sign in with it.'
            : `${message}. Other devices have been signed out.`,
        );
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      },
      onError: (error) => {
        if (error.message === AUTH_MESSAGES.currentPasswordWrong) {
          setErrors({ current_password: error.message });
        } else fromServer(error);
      },
    });
  };

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      clear(name);
    },
    error: errors[name],
    maxLength: PASSWORD_MAX,
  });

  return (
    <div className="max-w-xl rounded-2xl border bg-card p-6 sm:p-8">
      <h2 className="text-lg font-bold">{firstPassword ? 'Set a password' : 'Change password'}</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {firstPassword
          ? 'Your account has no password yet: you signed in with a code or with Google. Set one to sign in with your e-mail and password.'
          : 'Changing it signs you out on your other devices.'}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        {firstPassword ? null : (
          <FormField
            label="Current Password"
            type="password"
            autoComplete="current-password"
            {...field('current_password')}
          />
        )}
        <FormField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="6+ characters, letters and numbers"
          {...field('new_password')}
        />
        <FormField
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          {...field('confirm_new_password')}
        />
        <FormAlert message={formError} />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
          {change.isPending ? 'Saving...' : firstPassword ? 'Set Password' : 'Change Password'}
        </Button>
      </form>
    </div>
  );
}

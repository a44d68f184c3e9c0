import { AUTH_MESSAGES, PASSWORD_MAX, profilePasswordBody } from '@store/contracts/auth';
import { KeyRound, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useEditProfilePassword } from '../api/edit-profile-password';

const EMPTY = { current_password: '', new_password: '', confirm_new_password: '' };

/** Security: change the password; the answer's fresh token replaces the stored one. */
export function SecurityTab() {
  const [values, setValues] = useState(EMPTY);
  const { errors, formError, setErrors, clear, fromServer } = useFormErrors();
  const change = useEditProfilePassword();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(profilePasswordBody, values);
    if (result.errors) return setErrors(result.errors);
    change.mutate(result.data, {
      onSuccess: ({ message }) => {
        setValues(EMPTY);
        notifySuccess(`${message}. Other devices have been signed out.`);
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
      <h2 className="text-lg font-bold">Change password</h2>
      <p className="mt-1 text-sm text-muted-foreground">Changing it signs you out on your other devices.</p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5">
        <FormField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          {...field('current_password')}
        />
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
          {change.isPending ? 'Saving...' : 'Change Password'}
        </Button>
      </form>
    </div>
  );
}

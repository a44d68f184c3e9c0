import { NAME_MAX, profileNameBody } from '@store/contracts/auth';
import { Check, Loader2, Mail, Pencil, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useEditProfileName } from '../api/edit-profile-name';
import { useProfile } from '../api/get-profile';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The name and e-mail; Edit turns the name into a field with the profile-name rules. */
export function NameCard() {
  const { data, isPending } = useProfile();
  const [draft, setDraft] = useState<string | null>(null);
  const { errors, formError, setErrors, clear, fromServer } = useFormErrors();
  const edit = useEditProfileName();
  const profile = data?.data;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(profileNameBody, { name: draft });
    if (result.errors) return setErrors(result.errors);
    edit.mutate(result.data, {
      onSuccess: ({ message }) => {
        setDraft(null);
        notifySuccess(message);
      },
      onError: fromServer,
    });
  };

  return (
    <div className="rounded-2xl border bg-card p-6">
      <div className="flex items-center gap-4">
        <span className="grid size-16 shrink-0 place-items-center rounded-full bg-asphalt font-display text-2xl font-extrabold text-primary italic">
          {profile ? initials(profile.name) : ''}
        </span>
        <div className="min-w-0">
          {isPending || !profile ? (
            <>
              <Skeleton className="h-6 w-36" />
              <Skeleton className="mt-2 h-4 w-48" />
            </>
          ) : (
            <>
              <p className="truncate text-xl font-bold">{profile.name}</p>
              <p className="flex items-center gap-1.5 text-sm break-all text-muted-foreground">
                <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                {profile.email}
              </p>
            </>
          )}
        </div>
      </div>
      {draft === null ? (
        <Button
          variant="outline"
          className="mt-6 w-full"
          disabled={!profile}
          onClick={() => {
            setDraft(profile?.name ?? '');
            setErrors({});
          }}
        >
          <Pencil aria-hidden="true" /> Edit name
        </Button>
      ) : (
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          <FormField
            label="Name"
            autoComplete="name"
            autoFocus
            maxLength={NAME_MAX}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              clear('name');
            }}
            error={errors.name}
          />
          <FormAlert message={formError} />
          <div className="flex gap-2">
            <Button type="submit" className="flex-1" disabled={edit.isPending}>
              {edit.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
              {edit.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button variant="ghost" onClick={() => setDraft(null)} disabled={edit.isPending}>
              <X aria-hidden="true" /> Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

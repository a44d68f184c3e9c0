import {
  STAFF_NOTICE_KINDS,
  STAFF_NOTICE_LABELS,
  staffNoticesBody,
  type StaffNotices,
} from '@store/contracts/staff-notices';
import { Loader2, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { AdminPage, Panel } from '../../components/admin-page';
import { TextField, Toggle } from '../../components/fields';
import { useSaveStaffNotices, useStaffNotices } from '../api/staff-notices';

type Form = Omit<StaffNotices, 'admin_email' | 'low_stock_level'> & { low_stock_level: string };

/** Mails to staff when something needs a person: where they go and which are sent. */
export function StaffNoticesPage() {
  const notices = useStaffNotices();
  return (
    <AdminPage
      title="Staff notices"
      description="Mails to the shop when something needs a person: a new order to pack, a return to look at, stock running low, mails that could not be sent."
    >
      {notices.data ? (
        // Not keyed by the answer: saving would mount a new form, and the old one's `mutate`
        // callbacks (the saved notice) would never run.
        <NoticesForm initial={notices.data.data} />
      ) : (
        <Skeleton className="h-96 w-full" aria-label="Loading staff notices" />
      )}
    </AdminPage>
  );
}

function NoticesForm({ initial }: { initial: StaffNotices }) {
  const [form, setForm] = useState<Form>(() => ({ ...initial, low_stock_level: String(initial.low_stock_level) }));
  const { errors, formError, setErrors, clear, fromServer } = useFormErrors();
  const save = useSaveStaffNotices();
  const fallback = initial.admin_email;
  const sendsTo = form.notice_email.trim() || fallback;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(staffNoticesBody, form);
    if (checked.errors) return setErrors(checked.errors);
    save.mutate(checked.data, { onSuccess: ({ message }) => notifySuccess(message), onError: fromServer });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Panel title="Where they go">
        <div className="space-y-4">
          <TextField
            label="Notice address"
            type="email"
            autoComplete="email"
            value={form.notice_email}
            placeholder={fallback ?? 'orders@your-shop.in'}
            onChange={(e) => {
              setForm((f) => ({ ...f, notice_email: e.target.value }));
              clear('notice_email');
            }}
            error={errors.notice_email}
            hint={
              fallback
                ? `Empty: they go to ${fallback}, the server's ADMIN_EMAIL.`
                : 'The server has no ADMIN_EMAIL, so without an address here no notice is sent.'
            }
          />
          <TextField
            label="Low-stock level"
            inputMode="numeric"
            maxLength={4}
            inputClassName="max-w-40"
            value={form.low_stock_level}
            onChange={(e) => {
              setForm((f) => ({ ...f, low_stock_level: e.target.value }));
              clear('low_stock_level');
            }}
            error={errors.low_stock_level}
            hint="An option with this many or fewer is low: the dashboard lists it and a sale that takes it there sends a notice."
          />
          {!sendsTo ? (
            <p role="status" className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm">
              No notice is sent until there is an address.
            </p>
          ) : null}
        </div>
      </Panel>
      <Panel title="Which are sent">
        <ul className="divide-y">
          {STAFF_NOTICE_KINDS.map((kind) => (
            <li key={kind} className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0 text-sm">
                <p className="font-medium">{STAFF_NOTICE_LABELS[kind].title}</p>
                <p className="text-muted-foreground">{STAFF_NOTICE_LABELS[kind].detail}</p>
              </div>
              <Toggle
                label="Send"
                checked={form.kinds[kind]}
                onChange={(on) => setForm((f) => ({ ...f, kinds: { ...f.kinds, [kind]: on } }))}
                className="w-24 shrink-0"
              />
            </li>
          ))}
        </ul>
      </Panel>
      <div className="space-y-3 lg:col-span-2">
        <FormAlert message={formError} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {save.isPending ? 'Saving…' : 'Save notices'}
        </Button>
      </div>
    </form>
  );
}

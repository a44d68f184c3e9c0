import { shopDetailsBody, type AdminShopDetails, type PolicyId } from '@store/contracts/shop-details';
import { Loader2, Plus, Save, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { AdminPage, Panel } from '../../components/admin-page';
import { Field, TextArea, TextField } from '../../components/fields';
import { adminPaths } from '../../lib/admin-paths';
import { useAdminShopDetails, useSaveShopDetails } from '../api/shop-details';
import { PoliciesPanel } from './policies-panel';
import { dateOf, type SetShopDetailsForm, type ShopDetailsForm as Form } from './shop-details-form';

const formOf = (details: AdminShopDetails): Form => ({
  phone: details.phone,
  whatsapp: details.whatsapp ?? '',
  email: details.email,
  directions: details.directions ?? '',
  hours: details.hours,
  policies: Object.fromEntries(details.policies.map((p) => [p.id, p.markdown])) as Record<PolicyId, string>,
});

/**
 * What shoppers see of the shop: contact details, opening hours and the policy pages, shown by
 * the storefront, the mails and the invoices as soon as they are saved (docs/decisions/106).
 */
export function ShopDetailsPage() {
  const details = useAdminShopDetails();
  return (
    <AdminPage
      title="Shop details"
      description="The phone, e-mail, hours and policy pages shoppers see: in the footer, on the contact and policy pages, under every mail and on invoices. Saved here, they show at once."
    >
      {details.data ? (
        // Not keyed by the answer: saving would mount a new form, and the old one's `mutate`
        // callbacks (the saved notice) would never run.
        <DetailsForm initial={details.data.data} />
      ) : (
        <Skeleton className="h-[32rem] w-full" aria-label="Loading shop details" />
      )}
    </AdminPage>
  );
}

function DetailsForm({ initial }: { initial: AdminShopDetails }) {
  const [form, setForm] = useState<Form>(() => formOf(initial));
  const { errors, formError, setErrors, clear, fromServer } = useFormErrors();
  const save = useSaveShopDetails();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...form,
      // The store's own text, untouched, stays the default: it follows the store's updates.
      policies: Object.fromEntries(
        initial.policies.map((p) => {
          const text = form.policies[p.id].trim();
          return [p.id, text === p.default_markdown.trim() ? null : text];
        }),
      ),
    };
    const checked = validateForm(shopDetailsBody, body);
    if (checked.errors) return setErrors(checked.errors);
    save.mutate(checked.data, { onSuccess: ({ message }) => notifySuccess(message), onError: fromServer });
  };
  const field = (name: 'phone' | 'whatsapp' | 'email' | 'directions') => ({
    value: form[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [name]: e.target.value }));
      clear(name);
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Panel title="Contact details">
        <div className="space-y-4">
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            {...field('phone')}
            hint="Shown as typed; links dial +91 and the ten digits."
          />
          <TextField
            label="WhatsApp number"
            type="tel"
            {...field('whatsapp')}
            placeholder="98470 12345"
            hint="A mobile number. Empty: no WhatsApp link."
          />
          <TextField label="E-mail for shoppers" type="email" autoComplete="email" {...field('email')} />
          <Field
            label="How to find the shop"
            error={errors.directions}
            hint="Under the address on the contact page. Empty: none."
          >
            {(control) => <TextArea {...control} {...field('directions')} rows={6} />}
          </Field>
          <p className="text-sm text-muted-foreground">
            The address and GSTIN are the registered ones in{' '}
            <Link to={adminPaths.shopSettings()} className="font-medium text-brand hover:underline">
              Shop and tax
            </Link>
            . Write the address there a line per line as it should print.
          </p>
        </div>
      </Panel>
      <HoursPanel
        form={form}
        setForm={setForm}
        error={errors.hours ?? firstError(errors, 'hours.')}
        clear={() =>
          setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !key.startsWith('hours'))))
        }
      />
      <PoliciesPanel initial={initial} form={form} setForm={setForm} errors={errors} clear={clear} />
      <div className="space-y-3 lg:col-span-2">
        {initial.reviewed_at ? (
          <p className="text-sm text-muted-foreground">Last saved {dateOf(initial.reviewed_at)}.</p>
        ) : (
          <p role="status" className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm">
            Not reviewed yet: these are the demo&apos;s details. Read them through, make them the shop&apos;s own and
            save; the go-live checklist waits for it.
          </p>
        )}
        <FormAlert message={formError} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {save.isPending ? 'Saving…' : 'Save shop details'}
        </Button>
      </div>
    </form>
  );
}

/** The first error of a nested field (`hours.1.days`), for a panel that shows one. */
const firstError = (errors: Partial<Record<string, string>>, prefix: string) =>
  Object.entries(errors).find(([key]) => key.startsWith(prefix))?.[1];

function HoursPanel({
  form,
  setForm,
  error,
  clear,
}: {
  form: Form;
  setForm: SetShopDetailsForm;
  error?: string;
  clear(): void;
}) {
  const setRow = (i: number, row: Partial<Form['hours'][number]>) => {
    setForm((f) => ({ ...f, hours: f.hours.map((r, j) => (j === i ? { ...r, ...row } : r)) }));
    clear();
  };
  return (
    <Panel
      title="Opening hours"
      actions={
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={form.hours.length >= 7}
          onClick={() => setForm((f) => ({ ...f, hours: [...f.hours, { days: '', hours: '' }] }))}
        >
          <Plus aria-hidden="true" /> Add a row
        </Button>
      }
    >
      <ul className="space-y-3">
        {form.hours.map((row, i) => (
          <li
            key={i}
            className="grid grid-cols-[1fr_auto] gap-2 border-b pb-3 last:border-0 last:pb-0 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:border-0 sm:pb-0"
          >
            {/* Wide, a table with one row of headings; on a phone each row has its labels. */}
            <TextField
              label={<span className={i > 0 ? 'sm:sr-only' : undefined}>Days</span>}
              aria-label={`Days, row ${i + 1}`}
              value={row.days}
              maxLength={40}
              onChange={(e) => setRow(i, { days: e.target.value })}
            />
            <TextField
              label={<span className={i > 0 ? 'sm:sr-only' : undefined}>Hours</span>}
              className="col-start-1 sm:col-start-2 sm:row-start-1"
              aria-label={`Hours, row ${i + 1}`}
              value={row.hours}
              maxLength={40}
              onChange={(e) => setRow(i, { hours: e.target.value })}
            />
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={`Remove row ${i + 1}`}
              className="col-start-2 row-span-2 row-start-1 self-center sm:col-start-3 sm:row-span-1 sm:self-end"
              disabled={form.hours.length <= 1}
              onClick={() => setForm((f) => ({ ...f, hours: f.hours.filter((_, j) => j !== i) }))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {error ? <p className="mt-2 text-xs font-medium text-destructive">{error}</p> : null}
      <p className="mt-3 text-xs text-muted-foreground">
        In India&apos;s time. A row whose hours say Closed shows greyed.
      </p>
    </Panel>
  );
}

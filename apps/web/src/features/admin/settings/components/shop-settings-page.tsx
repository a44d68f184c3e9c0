import { STATE_NAMES } from '@store/contracts/india';
import { shopSettingsBody, type ShopSettings } from '@store/contracts/shop-settings';
import { Loader2, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { AdminPage, Panel } from '../../components/admin-page';
import { Field, Select, TextArea, TextField, Toggle } from '../../components/fields';
import { ImagePicker } from '../../components/image-picker';
import { useSaveShopSettings, useShopSettings } from '../api/shop-settings';

type Zone = ShopSettings['delivery_zones'][number];
type Form = Omit<ShopSettings, 'updated_at' | 'unserved_pins' | 'delivery_zones'> & {
  delivery_zones: (Omit<Zone, 'days'> & { days: string })[];
  /** One PIN per line or separated by commas, as typed. */
  unserved_pins: string;
};

const toForm = (s: ShopSettings): Form => ({
  ...s,
  delivery_zones: s.delivery_zones.map((z) => ({ ...z, days: String(z.days) })),
  unserved_pins: s.unserved_pins.join('\n'),
});

/** Shop and tax settings: what every tax invoice says of the seller, and where and how fast it delivers. */
export function ShopSettingsPage() {
  const settings = useShopSettings();
  return (
    <AdminPage
      title="Shop and tax"
      description="The seller's particulars on every tax invoice, the invoice series and the delivery zones. Every save is in the audit log."
    >
      {settings.data ? (
        // Not keyed by the answer: saving would mount a new form, and the old one's `mutate`
        // callbacks (the saved notice) would never run.
        <SettingsForm initial={settings.data.data} />
      ) : (
        <div className="space-y-4" aria-label="Loading settings">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}
    </AdminPage>
  );
}

function SettingsForm({ initial }: { initial: ShopSettings }) {
  const [form, setForm] = useState(() => toForm(initial));
  const { errors, formError, setErrors, clear, fromServer } = useFormErrors();
  const save = useSaveShopSettings();
  const set = <K extends keyof Form>(field: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };
  const setZone = (index: number, change: Partial<Form['delivery_zones'][number]>) =>
    set(
      'delivery_zones',
      form.delivery_zones.map((z, i) => (i === index ? { ...z, ...change } : z)),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(shopSettingsBody, {
      ...form,
      delivery_zones: form.delivery_zones.map(({ id, days, served }) => ({ id, days, served })),
      unserved_pins: form.unserved_pins.split(/[\s,]+/).filter(Boolean),
    });
    if (checked.errors) return setErrors(checked.errors);
    save.mutate(checked.data, { onSuccess: ({ message }) => notifySuccess(message), onError: fromServer });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Panel title="Seller on the tax invoice">
        <div className="space-y-4">
          <TextField
            label="Legal name"
            value={form.legal_name}
            onChange={(e) => set('legal_name', e.target.value)}
            error={errors.legal_name}
          />
          <TextField
            label="GSTIN"
            value={form.gstin}
            maxLength={15}
            onChange={(e) => set('gstin', e.target.value.toUpperCase())}
            error={errors.gstin}
            hint="15 characters; checked with its check character."
            inputClassName="font-mono uppercase"
          />
          <Field label="Registered address" error={errors.address}>
            {(control) => (
              <TextArea {...control} rows={3} value={form.address} onChange={(e) => set('address', e.target.value)} />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="State" error={errors.state}>
              {(control) => (
                <Select {...control} value={form.state} onChange={(e) => set('state', e.target.value as Form['state'])}>
                  {STATE_NAMES.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <TextField
              label="Invoice prefix"
              value={form.invoice_prefix}
              maxLength={3}
              onChange={(e) => set('invoice_prefix', e.target.value.toUpperCase())}
              error={errors.invoice_prefix}
              hint={`Invoices ${form.invoice_prefix || 'KMH'}/26-27/000123, credit notes ${form.invoice_prefix || 'KMH'}C/26-27/00001.`}
              inputClassName="font-mono uppercase"
            />
          </div>
          <ImagePicker
            kind="logo"
            label="Logo on invoices"
            aspect="wide"
            fit="contain"
            optional
            value={form.logo}
            onChange={(url) => set('logo', url)}
            error={errors.logo}
          />
          <p className="-mt-2 text-xs text-muted-foreground">
            Printed at the top of tax invoices and credit notes issued from now on; those already issued keep theirs.
            PNG with a clear background looks best.
          </p>
        </div>
      </Panel>
      <Panel title="Delivery zones">
        <p className="mb-3 text-sm text-muted-foreground">
          Days from payment to the buyer&apos;s door. The product page&apos;s PIN check and every order&apos;s expected
          date use them; a zone that is off cannot check out.
        </p>
        <ul className="divide-y">
          {form.delivery_zones.map((zone, index) => (
            <li key={zone.id} className="flex flex-wrap items-center gap-3 py-3">
              <span className="min-w-0 flex-1 text-sm font-medium">{zone.name}</span>
              <TextField
                label="Days"
                className="w-20"
                inputMode="numeric"
                maxLength={2}
                value={zone.days}
                onChange={(e) => setZone(index, { days: e.target.value })}
                error={errors[`delivery_zones.${index}.days`]}
              />
              <Toggle
                label="Delivered"
                checked={zone.served}
                onChange={(served) => setZone(index, { served })}
                className="w-28"
              />
            </li>
          ))}
        </ul>
        <Field
          label="PIN codes not delivered to"
          error={errors.unserved_pins ?? Object.entries(errors).find(([k]) => k.startsWith('unserved_pins.'))?.[1]}
          hint="One per line or separated by commas."
          className="mt-4"
        >
          {(control) => (
            <TextArea
              {...control}
              rows={4}
              className="font-mono"
              value={form.unserved_pins}
              onChange={(e) => set('unserved_pins', e.target.value)}
            />
          )}
        </Field>
      </Panel>
      <div className="space-y-3 lg:col-span-2">
        <FormAlert message={formError} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}

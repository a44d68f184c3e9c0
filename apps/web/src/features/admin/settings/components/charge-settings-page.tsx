import { DELIVERY_ZONE_IDS, DELIVERY_ZONE_NAMES, type DeliveryZoneId } from '@store/contracts/shop-settings';
import { Loader2, Save } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { AdminPage, Panel } from '../../components/admin-page';
import { Field, RupeeInput, TextArea, TextField, Toggle } from '../../components/fields';
import { formatDateTime } from '../../lib/admin-format';
import { useChargeSettings, useSaveChargeSettings, type ChargeSettingsResponse } from '../api/charge-settings';
import { fromChargeForm, pinsError, toChargeForm, type ChargeForm } from '../charge-settings-form';

type Settings = ChargeSettingsResponse['data'];

/** Settings > Shipping and cash on delivery: what an order pays beyond its goods (docs/decisions/111). */
export function ChargeSettingsPage() {
  const settings = useChargeSettings();
  return (
    <AdminPage
      title="Shipping and cash on delivery"
      description="What shipping costs by delivery zone and parcel weight, when it is free, and who may pay in cash on delivery. Every save is in the audit log."
    >
      {settings.data ? (
        // Not keyed by the answer: saving would mount a new form, and the old one's `mutate`
        // callbacks (the saved notice) would never run.
        <ChargeSettingsForm initial={settings.data.data} />
      ) : (
        <div className="space-y-4" aria-label="Loading settings">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}
    </AdminPage>
  );
}

/** A ₹ field with its label and its error or hint. */
function RupeeField({
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  placeholder?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <RupeeInput {...control} value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

function ChargeSettingsForm({ initial }: { initial: Settings }) {
  const [form, setForm] = useState(() => toChargeForm(initial));
  const { errors, formError, setErrors, clear, fromServer } = useFormErrors();
  const save = useSaveChargeSettings();
  const zonesId = useId();
  const zoneName = (id: DeliveryZoneId) => initial.zone_names[id] ?? DELIVERY_ZONE_NAMES[id];
  const set = <K extends keyof ChargeForm>(field: K, value: ChargeForm[K], path: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(path);
  };
  const grams = (field: 'included_grams' | 'step_grams' | 'unweighed_grams') => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value, `shipping.${field}`),
    error: errors[`shipping.${field}`],
    inputMode: 'numeric' as const,
    maxLength: 6,
  });
  const limit = (field: 'open_account' | 'open_phone' | 'open_address', key: string) => ({
    value: form[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value, `cod.open_orders.${key}`),
    error: errors[`cod.open_orders.${key}`],
    inputMode: 'numeric' as const,
    maxLength: 2,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = fromChargeForm(form);
    if (checked.errors) return setErrors(checked.errors);
    save.mutate(checked.body, {
      onSuccess: ({ message, data }) => {
        notifySuccess(message);
        // The server's own form of what it saved: PINs sorted and deduplicated, zones in order.
        setForm(toChargeForm(data));
      },
      onError: fromServer,
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Panel title="Shipping">
        <div className="space-y-5">
          <RupeeField
            label="Free shipping from"
            value={form.free_from}
            onChange={(v) => set('free_from', v, 'shipping.free_from')}
            error={errors['shipping.free_from']}
            placeholder="Never"
            hint="Orders whose goods (after any discount code) reach this ship free. 0: every order ships free; empty: none does."
          />
          <div>
            <table className="w-full text-sm">
              <caption className="mb-2 text-left text-sm font-medium">Fee by delivery zone</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">Zone</th>
                  <th scope="col">Fee</th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {form.zone_fees.map((zone, index) => {
                  const path = `shipping.zone_fees.${index}.fee`;
                  const errorId = `${zonesId}-${zone.id}-error`;
                  return (
                    <tr key={zone.id}>
                      <th scope="row" className="py-2 pr-3 text-left font-normal">
                        {zoneName(zone.id)}
                      </th>
                      <td className="w-36 py-2">
                        <RupeeInput
                          aria-label={`Fee for ${zoneName(zone.id)}`}
                          aria-invalid={errors[path] ? true : undefined}
                          aria-describedby={errors[path] ? errorId : undefined}
                          value={zone.fee}
                          onChange={(e) =>
                            set(
                              'zone_fees',
                              form.zone_fees.map((z, i) => (i === index ? { ...z, fee: e.target.value } : z)),
                              path,
                            )
                          }
                        />
                        {errors[path] ? (
                          <p id={errorId} className="mt-1 text-xs font-medium text-destructive">
                            {errors[path]}
                          </p>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {errors['shipping.zone_fees'] ? (
              <p className="mt-1 text-xs font-medium text-destructive">{errors['shipping.zone_fees']}</p>
            ) : null}
          </div>
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">Parcel weight</legend>
            <p className="text-xs text-muted-foreground">
              A zone&apos;s fee covers a parcel up to the included weight; every further step, or part of one, adds the
              step fee (₹0 turns weight off). A product with no packed weight counts as the weight given for it.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Included weight (grams)" {...grams('included_grams')} />
              <TextField label="Each further step (grams)" {...grams('step_grams')} />
              <RupeeField
                label="Fee per step"
                value={form.step_fee}
                onChange={(v) => set('step_fee', v, 'shipping.step_fee')}
                error={errors['shipping.step_fee']}
              />
              <TextField label="Product with no weight (grams each)" {...grams('unweighed_grams')} />
            </div>
          </fieldset>
        </div>
      </Panel>
      <Panel title="Cash on delivery">
        <div className="space-y-5">
          <Toggle
            label="Offer cash on delivery"
            description="Buyers confirm a cash order with a code mailed to them; a business buying with its GSTIN pays online."
            checked={form.cod_enabled}
            onChange={(on) => set('cod_enabled', on, 'cod.enabled')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <RupeeField
              label="Largest cash order"
              value={form.cod_max_order}
              onChange={(v) => set('cod_max_order', v, 'cod.max_order')}
              error={errors['cod.max_order']}
              hint="The whole order, with shipping."
            />
            <RupeeField
              label="Cash on delivery fee"
              value={form.cod_fee}
              onChange={(v) => set('cod_fee', v, 'cod.fee')}
              error={errors['cod.fee']}
              hint="Added to a cash order's total."
            />
          </div>
          <fieldset>
            <legend className="text-sm font-medium">Delivery zones with cash on delivery</legend>
            <ul className="mt-2 space-y-2">
              {DELIVERY_ZONE_IDS.map((id) => (
                <li key={id}>
                  <label className="flex cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={form.cod_zones.includes(id)}
                      onChange={(e) =>
                        set(
                          'cod_zones',
                          e.target.checked ? [...form.cod_zones, id] : form.cod_zones.filter((z) => z !== id),
                          'cod.zones',
                        )
                      }
                    />
                    {zoneName(id)}
                  </label>
                </li>
              ))}
            </ul>
            {errors['cod.zones'] ? (
              <p className="mt-1 text-xs font-medium text-destructive">{errors['cod.zones']}</p>
            ) : null}
          </fieldset>
          <Field
            label="PIN codes without cash on delivery"
            error={pinsError(errors)}
            hint="One per line or separated by commas; for PINs where parcels come back refused."
          >
            {(control) => (
              <TextArea
                {...control}
                rows={4}
                className="font-mono"
                value={form.excluded_pins}
                onChange={(e) => set('excluded_pins', e.target.value, 'cod.excluded_pins')}
              />
            )}
          </Field>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Cash orders on the way at once, at most</legend>
            <p className="text-xs text-muted-foreground">
              Past these a buyer pays online until one of their cash orders is delivered.
            </p>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField label="Per account" {...limit('open_account', 'account')} />
              <TextField label="Per phone number" {...limit('open_phone', 'phone')} />
              <TextField label="Per delivery address" {...limit('open_address', 'address')} />
            </div>
          </fieldset>
        </div>
      </Panel>
      <div className="space-y-3 lg:col-span-2">
        <FormAlert message={formError} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {save.isPending ? 'Saving…' : 'Save settings'}
          </Button>
          <p className="text-xs text-muted-foreground">Last saved {formatDateTime(initial.updated_at)}</p>
        </div>
      </div>
    </form>
  );
}

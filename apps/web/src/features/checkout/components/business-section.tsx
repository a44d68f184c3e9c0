import { businessBuyerSchema, type BusinessBuyer } from '@store/contracts/orders';
import { Building2 } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { StateField } from '@/components/state-field';
import { validateForm, type FieldErrors } from '@/lib/form-errors';
import { onlyDigits } from '@/lib/pin-code';
import { usePinAutofill } from '@/lib/use-pin-autofill';
import { EMPTY_SHIPPING, type ShippingValues } from '../checkout-source';

/** A business buyer's particulars as typed; `on` when the buyer asked for a GST invoice to a business. */
export type BusinessValues = {
  on: boolean;
  gstin: string;
  name: string;
  separateBilling: boolean;
  billing: ShippingValues;
};

export const EMPTY_BUSINESS: BusinessValues = {
  on: false,
  gstin: '',
  name: '',
  separateBilling: false,
  billing: EMPTY_SHIPPING,
};

/** What create_order's `business` takes, checked with the contract; null for a consumer. */
export function decideBusiness(
  values: BusinessValues,
): { ok: true; business: BusinessBuyer | null } | { ok: false; errors: FieldErrors } {
  if (!values.on) return { ok: true, business: null };
  const checked = validateForm(businessBuyerSchema, {
    gstin: values.gstin,
    name: values.name,
    billing_address: values.separateBilling ? values.billing : null,
  });
  return checked.errors ? { ok: false, errors: checked.errors } : { ok: true, business: checked.data };
}

type Props = {
  values: BusinessValues;
  onChange: (values: BusinessValues) => void;
  errors: FieldErrors;
};

/**
 * 'Buying for a business?': a workshop's GSTIN and name, and where to bill if not the delivery
 * address, so the tax invoice lets it claim input tax credit (docs/india.md, Business buyers).
 */
export function BusinessSection({ values, onChange, errors }: Props) {
  const set = <K extends keyof BusinessValues>(field: K, value: BusinessValues[K]) =>
    onChange({ ...values, [field]: value });
  const billing = (field: keyof ShippingValues) => ({
    value: values.billing[field],
    onChange: (e: { target: { value: string } }) => {
      // The billing mobile and PIN take digits only, as the delivery address's do.
      const typed =
        field === 'phone'
          ? onlyDigits(e.target.value, 10)
          : field === 'pinCode'
            ? onlyDigits(e.target.value, 6)
            : e.target.value;
      onChange({ ...values, billing: { ...values.billing, [field]: typed } });
    },
    error: errors[`billing_address.${field}`],
  });
  usePinAutofill(
    values.separateBilling ? values.billing.pinCode : '',
    values.billing,
    ({ town, state }) => onChange({ ...values, billing: { ...values.billing, town, state } }),
    () => undefined,
  );

  return (
    <section aria-labelledby="business-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h2 id="business-heading" className="flex items-center gap-2 text-lg font-bold">
        <Building2 className="size-5 text-primary" aria-hidden="true" /> GST invoice
      </h2>
      <label className="mt-3 flex cursor-pointer items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={values.on}
          onChange={(e) => set('on', e.target.checked)}
          className="mt-0.5 size-4 accent-primary"
        />
        <span>
          <span className="block font-semibold">Buying for a business?</span>
          <span className="block text-muted-foreground">
            Add your GSTIN and the tax invoice will carry it, so you can claim input tax credit.
          </span>
        </span>
      </label>
      {values.on ? (
        <div className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="GSTIN"
              value={values.gstin}
              maxLength={15}
              autoComplete="off"
              className="[&_input]:font-mono [&_input]:uppercase"
              onChange={(e) => set('gstin', e.target.value.toUpperCase())}
              error={errors.gstin}
            />
            <FormField
              label="Business name"
              autoComplete="organization"
              value={values.name}
              maxLength={120}
              onChange={(e) => set('name', e.target.value)}
              error={errors.name}
            />
          </div>
          <label className="flex cursor-pointer items-center gap-3 text-sm font-medium">
            <input
              type="checkbox"
              checked={values.separateBilling}
              onChange={(e) => set('separateBilling', e.target.checked)}
              className="size-4 accent-primary"
            />
            Bill to a different address than the delivery address
          </label>
          {values.separateBilling ? (
            <div
              className="grid gap-4 rounded-xl border border-dashed p-4 sm:grid-cols-2"
              role="group"
              aria-label="Billing address"
            >
              <FormField label="Billing name" autoComplete="billing name" {...billing('name')} />
              <FormField label="Billing mobile" type="tel" inputMode="numeric" maxLength={10} {...billing('phone')} />
              <FormField
                label="Billing PIN code"
                type="tel"
                inputMode="numeric"
                maxLength={6}
                {...billing('pinCode')}
              />
              <FormField label="Billing address" autoComplete="billing street-address" {...billing('address')} />
              <FormField label="Billing town" autoComplete="billing address-level2" {...billing('town')} />
              <StateField {...billing('state')} />
              <FormField label="Billing landmark" {...billing('landMark')} />
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

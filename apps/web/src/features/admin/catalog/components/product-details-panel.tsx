import { GST_RATES } from '@store/contracts/tax';
import type { FieldErrors } from '@/lib/form-errors';
import { Panel } from '../../components/admin-page';
import { Field, Select, TextArea, TextField } from '../../components/fields';
import type { ProductForm } from '../product-form';

export type SetProductField = <K extends keyof ProductForm>(field: K, value: ProductForm[K]) => void;

/** The product's name, description and slug; a new product's name field takes the focus. */
export function ProductDetailsPanel({
  form,
  set,
  errors,
  isNew,
}: {
  form: ProductForm;
  set: SetProductField;
  errors: FieldErrors;
  isNew: boolean;
}) {
  return (
    <Panel title="Details">
      <div className="space-y-4">
        <TextField
          label="Name"
          value={form.name}
          maxLength={200}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          autoFocus={isNew}
        />
        <Field label="Description" error={errors.description}>
          {(control) => (
            <TextArea
              {...control}
              rows={6}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </Field>
        <TextField
          label="Slug"
          value={form.slug}
          onChange={(e) => set('slug', e.target.value)}
          error={errors.slug}
          placeholder={isNew ? 'Made from the name when left empty' : undefined}
          hint="The product's web address: lower-case words joined by hyphens."
          inputClassName="font-mono"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="HSN code"
            value={form.hsnCode}
            inputMode="numeric"
            maxLength={8}
            onChange={(e) => set('hsnCode', e.target.value.trim())}
            error={errors.hsnCode}
            hint="Printed on the tax invoice: 4, 6 or 8 digits."
            inputClassName="font-mono"
          />
          <Field label="GST rate" error={errors.gstRate} hint="Prices include it; the invoice takes it out.">
            {(control) => (
              <Select {...control} value={form.gstRate} onChange={(e) => set('gstRate', e.target.value)}>
                {GST_RATES.map((rate) => (
                  <option key={rate} value={String(rate)}>
                    {rate}%
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <TextField
          label="Low-stock level"
          value={form.lowStockLevel}
          inputMode="numeric"
          maxLength={4}
          placeholder="The shop’s level"
          onChange={(e) => set('lowStockLevel', e.target.value.trim())}
          error={errors.lowStockLevel}
          hint="An option with this many or fewer is low: the dashboard lists it and staff get a notice. Empty: the shop’s level, set in Staff notices."
          inputClassName="max-w-40"
        />
        <TextField
          label="Packed weight (grams)"
          value={form.weightGrams}
          inputMode="numeric"
          maxLength={5}
          placeholder="Not weighed"
          onChange={(e) => set('weightGrams', e.target.value.trim())}
          error={errors.weightGrams}
          hint="The parcel's weight with its box, for couriers and shipping charged by weight."
          inputClassName="max-w-40"
        />
      </div>
    </Panel>
  );
}

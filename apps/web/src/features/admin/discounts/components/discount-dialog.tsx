import type { AdminBrand, AdminCategory } from '@store/contracts/admin';
import type { AdminDiscount } from '@store/contracts/discounts';
import { notifySuccess } from '@/lib/notify';
import { Field, RupeeInput, Select, TextField, Toggle } from '../../components/fields';
import { FormDialog } from '../../components/form-dialog';
import { useFormValues } from '../../lib/use-form-values';
import { useSaveDiscount } from '../api/save-discount';
import { initialDiscountValues, readDiscountForm } from '../discount-form';
import { DiscountScopeFields } from './discount-scope-fields';

/** Adds a discount code or edits one: its amount, minimum, window, limits and what it covers. */
export function DiscountDialog({
  discount,
  categories,
  brands,
  onClose,
}: {
  discount: AdminDiscount | null;
  categories: AdminCategory[];
  brands: AdminBrand[];
  onClose: () => void;
}) {
  const { values, set, form } = useFormValues(initialDiscountValues(discount));
  const save = useSaveDiscount(discount?.id ?? null);
  // A typed field whose error the contract files under the API's name for it (value, minOrderPaise).
  const change = (field: 'percent' | 'amount' | 'minOrder', text: string, errorKey: string) => {
    set(field, text);
    form.clear(errorKey);
  };
  const submit = () => {
    const read = readDiscountForm(values);
    if (read.errors) return form.setErrors(read.errors);
    save.mutate(read.data, {
      onSuccess: (res) => {
        notifySuccess(res.data.code, discount ? 'Discount code saved' : 'Discount code added');
        onClose();
      },
      onError: form.fromServer,
    });
  };
  const e = form.errors;
  return (
    <FormDialog
      title={discount ? `Edit ${discount.code}` : 'Add discount code'}
      description="Buyers type the code at checkout; letters are not case-sensitive."
      className="w-[min(40rem,calc(100vw-2rem))]"
      onClose={onClose}
      busy={save.isPending}
      formError={form.formError}
      submitLabel={discount ? 'Save code' : 'Add code'}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Code"
          value={values.code}
          onChange={(ev) => set('code', ev.target.value.toUpperCase())}
          error={e.code}
          hint="3 to 20 letters, digits or dashes"
          maxLength={20}
          autoComplete="off"
          inputClassName="font-mono uppercase"
        />
        <TextField
          label="Description (staff only)"
          value={values.description}
          onChange={(ev) => set('description', ev.target.value)}
          error={e.description}
          maxLength={200}
        />
        <Field label="Type" error={e.kind}>
          {(control) => (
            <Select
              {...control}
              value={values.kind}
              onChange={(ev) => set('kind', ev.target.value as 'percent' | 'flat')}
            >
              <option value="percent">Percent off</option>
              <option value="flat">Flat amount off</option>
            </Select>
          )}
        </Field>
        {values.kind === 'percent' ? (
          <TextField
            label="Percent off"
            value={values.percent}
            onChange={(ev) => change('percent', ev.target.value, 'value')}
            error={e.value}
            inputMode="numeric"
            hint="1 to 100"
          />
        ) : (
          <Field label="Amount off" error={e.value}>
            {(control) => (
              <RupeeInput
                {...control}
                value={values.amount}
                onChange={(ev) => change('amount', ev.target.value, 'value')}
              />
            )}
          </Field>
        )}
        <Field label="Minimum order" error={e.minOrderPaise} hint="Empty for none; counted at selling prices">
          {(control) => (
            <RupeeInput
              {...control}
              value={values.minOrder}
              onChange={(ev) => change('minOrder', ev.target.value, 'minOrderPaise')}
            />
          )}
        </Field>
        <div className="hidden sm:block" aria-hidden="true" />
        <TextField
          label="Valid from (India time)"
          type="datetime-local"
          value={values.validFrom}
          onChange={(ev) => set('validFrom', ev.target.value)}
          error={e.validFrom}
        />
        <TextField
          label="Valid to (India time)"
          type="datetime-local"
          value={values.validTo}
          onChange={(ev) => set('validTo', ev.target.value)}
          error={e.validTo}
        />
        <TextField
          label="Total uses"
          value={values.maxUses}
          onChange={(ev) => set('maxUses', ev.target.value)}
          error={e.maxUses}
          inputMode="numeric"
          hint="Empty for no limit"
        />
        <TextField
          label="Uses per buyer"
          value={values.maxUsesPerBuyer}
          onChange={(ev) => set('maxUsesPerBuyer', ev.target.value)}
          error={e.maxUsesPerBuyer}
          inputMode="numeric"
          hint="Empty for no limit"
        />
      </div>
      <DiscountScopeFields
        value={values}
        onChange={(next) => {
          if (next.products) {
            set('products', next.products);
            form.clear('productIds');
          }
          if (next.categoryIds) set('categoryIds', next.categoryIds);
          if (next.brandIds) set('brandIds', next.brandIds);
        }}
        categories={categories}
        brands={brands}
        errors={{ productIds: e.productIds, categoryIds: e.categoryIds, brandIds: e.brandIds }}
      />
      <Toggle
        checked={values.active}
        onChange={(active) => set('active', active)}
        label="Active"
        description="Switched off, the code is refused at checkout; orders placed with it keep their price."
      />
    </FormDialog>
  );
}

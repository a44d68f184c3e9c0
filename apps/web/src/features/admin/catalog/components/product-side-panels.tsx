import type { AdminBrand, AdminCategory } from '@store/contracts/admin';
import { Link } from 'react-router';
import type { FieldErrors } from '@/lib/form-errors';
import { Panel } from '../../components/admin-page';
import { Field, Select, Toggle } from '../../components/fields';
import { adminPaths } from '../../lib/admin-paths';
import type { ProductForm } from '../product-form';
import { CategoryChecklist } from './category-checklist';
import { FitmentYears } from './fitment-years';
import type { SetProductField } from './product-details-panel';

type ProductSidePanelsProps = {
  form: ProductForm;
  set: SetProductField;
  errors: FieldErrors;
  brands: AdminBrand[];
  categories: AdminCategory[];
  fitment: AdminCategory[];
};

/** The first error of any chosen bike itself (unknown, not a bike), shown under the list. */
const bikeError = (errors: FieldErrors) =>
  errors.fitment ?? Object.entries(errors).find(([key]) => /^fitment\.\d+\.id$/.test(key))?.[1];

/** The editor's side column: whether the product shows in the store, its brand, categories and bikes. */
export function ProductSidePanels({ form, set, errors, brands, categories, fitment }: ProductSidePanelsProps) {
  // Ticking a bike keeps the years typed for the bikes already chosen.
  const chooseBikes = (ids: string[]) =>
    set(
      'fitment',
      ids.map((id) => form.fitment.find((row) => row.id === id) ?? { id, from: '', to: '' }),
    );
  return (
    <div className="space-y-4">
      <Panel title="Visibility">
        <Toggle
          checked={form.hidden}
          onChange={(hidden) => set('hidden', hidden)}
          label="Hidden from the store"
          description="Hidden products stay here but cannot be found or bought."
        />
        <Toggle
          className="mt-4"
          checked={form.returnable}
          onChange={(returnable) => set('returnable', returnable)}
          label="Returnable"
          description="Off for custom-made or non-returnable parts: buyers cannot ask to return them."
        />
      </Panel>
      <Panel title="Organisation">
        <div className="space-y-5">
          <div>
            <Field label="Brand" error={errors.brandId}>
              {(control) => (
                <Select {...control} value={form.brandId} onChange={(e) => set('brandId', e.target.value)}>
                  <option value="">Choose a brand</option>
                  {brands.map((brand) => (
                    <option key={brand.id} value={brand.id}>
                      {brand.name}
                      {brand.hidden ? ' (hidden)' : ''}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Link
              to={adminPaths.brands()}
              className="mt-1.5 inline-block text-xs font-medium text-brand hover:underline"
            >
              Manage brands
            </Link>
          </div>
          <CategoryChecklist
            label="Categories"
            options={categories}
            value={form.categoryIds}
            onChange={(ids) => set('categoryIds', ids)}
            error={errors.categoryIds}
          />
          <div>
            <Toggle
              checked={form.universal}
              onChange={(universal) => set('universal', universal)}
              label="Fits every bike"
              description="Universal parts (chain lube, phone mounts) list no suitable bikes."
            />
            {errors.universal ? (
              <p className="mt-1.5 text-xs font-medium text-destructive" role="alert">
                {errors.universal}
              </p>
            ) : null}
          </div>
          <CategoryChecklist
            label="Suitable bikes"
            options={fitment}
            value={form.fitment.map((row) => row.id)}
            onChange={chooseBikes}
            error={bikeError(errors)}
            hint="Makes and models from Shop by Bike. Leave empty for what is not a bike part."
          />
          <FitmentYears rows={form.fitment} bikes={fitment} onChange={(rows) => set('fitment', rows)} errors={errors} />
        </div>
      </Panel>
    </div>
  );
}

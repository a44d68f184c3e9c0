import type { FieldErrors } from '@/lib/form-errors';
import { Panel } from '../../components/admin-page';
import { Field, TextArea, TextField } from '../../components/fields';
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
      </div>
    </Panel>
  );
}

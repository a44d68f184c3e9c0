import { ADMIN_MESSAGES, bulkFitmentBody, type AdminCategory, type BulkFitmentMode } from '@store/contracts/admin';
import { yearsLabel } from '@store/contracts/fitment';
import { validateForm } from '@/lib/form-errors';
import { Field, Select } from '../../components/fields';
import { FormDialog } from '../../components/form-dialog';
import { useFormValues } from '../../lib/use-form-values';
import { useAssignFitment } from '../api/assign-fitment';
import { yearFromText } from '../model-years';
import { FitmentModeField, YearRangeFields } from './bulk-fitment-fields';

type BulkFitmentDialogProps = {
  productIds: string[];
  /** The makes and models of Shop by Bike, in tree order. */
  bikes: AdminCategory[];
  onClose: () => void;
  /** Called with the server's words for what was done: 'Fitment added to 37 products'. */
  onDone: (message: string) => void;
};

/**
 * Adds a make, or a model with its years, to every product chosen, or takes it off them all
 * (docs/decisions/083); universal products are skipped and the answer says how many.
 */
export function BulkFitmentDialog({ productIds, bikes, onClose, onDone }: BulkFitmentDialogProps) {
  const { values, set, form } = useFormValues({
    mode: 'add' as BulkFitmentMode,
    makeId: '',
    modelId: '',
    from: '',
    to: '',
  });
  const assign = useAssignFitment();
  const makes = bikes.filter((b) => b.kind === 'make');
  const models = bikes.filter((b) => b.kind === 'model' && b.parentId === values.makeId);
  const model = models.find((m) => m.id === values.modelId);
  const withYears = values.mode === 'add' && model !== undefined;
  const count = `${productIds.length} product${productIds.length === 1 ? '' : 's'}`;
  // An unknown product (deleted meanwhile) is named by its place in the list, not by a field here.
  const productError = Object.entries(form.errors).find(([key]) => key.startsWith('productIds'))?.[1];

  const submit = () => {
    if (!values.makeId) return form.setErrors({ bikeId: ADMIN_MESSAGES.bulkBikeRequired });
    const checked = validateForm(bulkFitmentBody, {
      productIds,
      bikeId: values.modelId || values.makeId,
      from: withYears ? yearFromText(values.from) : null,
      to: withYears ? yearFromText(values.to) : null,
      mode: values.mode,
    });
    if (checked.errors) return form.setErrors(checked.errors);
    assign.mutate(checked.data, {
      onSuccess: (res) => onDone(res.message),
      onError: form.fromServer,
    });
  };

  return (
    <FormDialog
      title={`Assign bikes to ${count}`}
      description="Universal products are left as they are: they fit every bike."
      onClose={onClose}
      busy={assign.isPending}
      formError={form.formError ?? productError ?? null}
      submitLabel={values.mode === 'add' ? 'Add to products' : 'Remove from products'}
      busyLabel={values.mode === 'add' ? 'Adding…' : 'Removing…'}
      onSubmit={submit}
    >
      <FitmentModeField value={values.mode} onChange={(mode) => set('mode', mode)} />
      <Field label="Make" error={form.errors.bikeId}>
        {(control) => (
          <Select
            {...control}
            value={values.makeId}
            onChange={(e) => {
              set('makeId', e.target.value);
              set('modelId', '');
              form.clear('bikeId');
            }}
          >
            <option value="">Choose a make</option>
            {makes.map((make) => (
              <option key={make.id} value={make.id}>
                {make.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Model" hint="A make alone fits every model of every year.">
        {(control) => (
          <Select
            {...control}
            value={values.modelId}
            disabled={!values.makeId}
            onChange={(e) => {
              set('modelId', e.target.value);
              form.clear('bikeId');
            }}
          >
            <option value="">Every model (the make)</option>
            {models.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {withYears ? (
        <YearRangeFields
          from={values.from}
          to={values.to}
          made={yearsLabel(model.yearFrom, model.yearTo)}
          onChange={set}
          errors={{ from: form.errors.from, to: form.errors.to }}
        />
      ) : null}
    </FormDialog>
  );
}

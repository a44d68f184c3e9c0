import type { AdminCategory } from '@store/contracts/admin';
import { yearsLabel } from '@store/contracts/fitment';
import type { FieldErrors } from '@/lib/form-errors';
import { YearField } from '../../components/fields';
import type { FitmentRow } from '../product-form';

type FitmentYearsProps = {
  rows: FitmentRow[];
  /** The makes and models, for their names and a model's own years. */
  bikes: AdminCategory[];
  onChange: (rows: FitmentRow[]) => void;
  errors: FieldErrors;
};

/**
 * The years of each chosen model, either end left blank for open (docs/decisions/083); a make
 * fits every model and year, so it has none. Error keys follow the rows' order: `fitment.1.from`.
 */
export function FitmentYears({ rows, bikes, onChange, errors }: FitmentYearsProps) {
  const byId = new Map(bikes.map((b) => [b.id, b]));
  const models = rows.flatMap((row, index) => {
    const bike = byId.get(row.id);
    return bike?.kind === 'model' ? [{ row, index, bike }] : [];
  });
  if (models.length === 0) return null;
  const set = (index: number, field: 'from' | 'to', value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  return (
    <div className="space-y-3">
      <p className="text-xs text-muted-foreground">Model years it fits: leave an end blank for open.</p>
      {models.map(({ row, index, bike }) => {
        const made = yearsLabel(bike.yearFrom, bike.yearTo);
        return (
          <fieldset key={row.id} className="min-w-0 rounded-lg border p-3" aria-label={bike.name}>
            <legend className="px-1 text-sm font-medium">{bike.name}</legend>
            {made ? <p className="mb-2 text-xs text-muted-foreground">Made {made}</p> : null}
            <div className="grid grid-cols-2 gap-2">
              {(['from', 'to'] as const).map((field) => (
                <YearField
                  key={field}
                  label={field === 'from' ? 'From' : 'To'}
                  placeholder={field === 'from' ? 'Any' : 'On'}
                  value={row[field]}
                  onChange={(e) => set(index, field, e.target.value)}
                  error={errors[`fitment.${index}.${field}`]}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}

import { YearField } from '../../components/fields';

type ModelYearsFieldsProps = {
  yearFrom: string;
  yearTo: string;
  onChange: (field: 'yearFrom' | 'yearTo', value: string) => void;
  errors: { yearFrom?: string; yearTo?: string };
};

/** A bike model's first and last model year; the last left blank while it is still made. */
export function ModelYearsFields({ yearFrom, yearTo, onChange, errors }: ModelYearsFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <YearField
        label="First year"
        value={yearFrom}
        onChange={(e) => onChange('yearFrom', e.target.value)}
        error={errors.yearFrom}
        hint="The first model year the garage offers."
      />
      <YearField
        label="Last year"
        placeholder="Still made"
        value={yearTo}
        onChange={(e) => onChange('yearTo', e.target.value)}
        error={errors.yearTo}
        hint="Blank while the bike is still made."
      />
    </div>
  );
}

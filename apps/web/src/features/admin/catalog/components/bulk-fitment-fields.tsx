import { BULK_FITMENT_MODES, type BulkFitmentMode } from '@store/contracts/admin';
import { YearField } from '../../components/fields';

const MODE_LABELS: Record<BulkFitmentMode, string> = {
  add: 'Add the bike to them',
  remove: 'Remove the bike from them',
};

/** Whether the bike is added to the chosen products or taken off them. */
export function FitmentModeField({
  value,
  onChange,
}: {
  value: BulkFitmentMode;
  onChange: (mode: BulkFitmentMode) => void;
}) {
  return (
    <fieldset className="min-w-0 space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium">Change</legend>
      {BULK_FITMENT_MODES.map((mode) => (
        <label key={mode} className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name="fitment-mode"
            value={mode}
            checked={value === mode}
            onChange={() => onChange(mode)}
            className="size-4 accent-primary"
          />
          {MODE_LABELS[mode]}
        </label>
      ))}
    </fieldset>
  );
}

/** The model years the products fit, either end blank for open, with the years the model was made. */
export function YearRangeFields({
  from,
  to,
  made,
  onChange,
  errors,
}: {
  from: string;
  to: string;
  /** "2009–2020", or '' when the model's years are not known. */
  made: string;
  onChange: (field: 'from' | 'to', value: string) => void;
  errors: { from?: string; to?: string };
}) {
  return (
    <div className="space-y-1.5">
      <div className="grid grid-cols-2 gap-3">
        <YearField
          label="From year"
          placeholder="Any"
          value={from}
          onChange={(e) => onChange('from', e.target.value)}
          error={errors.from}
        />
        <YearField
          label="To year"
          placeholder="On"
          value={to}
          onChange={(e) => onChange('to', e.target.value)}
          error={errors.to}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {made ? `Made ${made}. ` : ''}Leave an end blank for every year that way.
      </p>
    </div>
  );
}

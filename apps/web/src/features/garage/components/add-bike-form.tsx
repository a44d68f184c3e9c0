import { FITMENT_MESSAGES } from '@store/contracts/fitment';
import { GARAGE_MESSAGES, type BikeMake } from '@store/contracts/garage';
import { useId, useState, type ReactNode } from 'react';
import { FieldError } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { offeredYears } from '../bike-years';
import type { NewBike } from '../garage-changes';

type AddBikeFormProps = {
  makes: BikeMake[];
  onAdd: (bike: NewBike) => void;
  disabled?: boolean;
};

const selectClass =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-50';

function SelectField({
  label,
  value,
  onChange,
  error,
  disabled,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(selectClass, error && 'border-destructive')}
      >
        {children}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/**
 * Add a bike: make, then one of its models, then a year the model was made. Choosing a make
 * clears the model and year, and a model its year, so a stale pair is never sent.
 */
export function AddBikeForm({ makes, onAdd, disabled = false }: AddBikeFormProps) {
  const [makeId, setMakeId] = useState('');
  const [modelId, setModelId] = useState('');
  const [year, setYear] = useState('');
  const [tried, setTried] = useState(false);
  const make = makes.find((m) => m._id === makeId);
  const model = make?.models.find((m) => m._id === modelId);
  const years = model ? offeredYears(model) : [];
  const makeError = tried && !make ? GARAGE_MESSAGES.unknownModel : undefined;
  const modelError = tried && make && !model ? GARAGE_MESSAGES.unknownModel : undefined;
  const yearError = tried && model && !year ? FITMENT_MESSAGES.bikeWithoutYear : undefined;

  return (
    <form
      noValidate
      aria-label="Add a bike"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!make || !model || !year) return;
        onAdd({
          make_id: make._id,
          make_name: make.name,
          model_id: model._id,
          model_name: model.name,
          year: Number(year),
        });
      }}
    >
      <SelectField
        label="Make"
        value={makeId}
        error={makeError}
        onChange={(value) => {
          setMakeId(value);
          setModelId('');
          setYear('');
        }}
      >
        <option value="">Choose a make</option>
        {makes.map((m) => (
          <option key={m._id} value={m._id}>
            {m.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Model"
        value={modelId}
        disabled={!make}
        error={modelError}
        onChange={(value) => {
          setModelId(value);
          setYear('');
        }}
      >
        <option value="">{make ? 'Choose a model' : 'Choose a make first'}</option>
        {make?.models.map((m) => (
          <option key={m._id} value={m._id}>
            {m.name}
          </option>
        ))}
      </SelectField>
      <SelectField label="Year" value={year} disabled={!model} error={yearError} onChange={setYear}>
        <option value="">{model ? 'Choose a year' : 'Choose a model first'}</option>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </SelectField>
      <Button type="submit" className="w-full" disabled={disabled}>
        Add bike
      </Button>
    </form>
  );
}

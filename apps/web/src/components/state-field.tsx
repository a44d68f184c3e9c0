import { STATE_NAMES, stateCode, stateName } from '@store/contracts/india';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './form-field';

/** The state as the list spells it, or '' for a value that names no state (an older address's typo). */
export const listedState = (value: string) => {
  const code = stateCode(value);
  return code ? (stateName(code) ?? '') : '';
};

/** State: a choice of India's 36 states and union territories, labelled and with its error. */
export function StateField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        State
      </label>
      <select
        id={id}
        autoComplete="address-level1"
        value={listedState(value)}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'h-11 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40',
          error && 'border-destructive',
        )}
      >
        <option value="">Choose a state</option>
        {STATE_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

import { Minus, Plus } from 'lucide-react';

/** Quantity from 1 to the stock (docs/product.md, Validation rules); disabled when nothing is in stock. */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const disabled = max < 1;
  const button =
    'grid size-10 place-items-center rounded-md transition-colors hover:bg-accent disabled:pointer-events-none disabled:opacity-40';
  return (
    <div role="group" aria-label="Quantity" className="inline-flex items-center rounded-lg border bg-background">
      <button
        type="button"
        className={button}
        aria-label="Decrease quantity"
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus className="size-4" />
      </button>
      <output aria-live="polite" aria-label="Quantity" className="w-10 text-center font-semibold tabular-nums">
        {disabled ? 0 : value}
      </output>
      <button
        type="button"
        className={button}
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus className="size-4" />
      </button>
    </div>
  );
}

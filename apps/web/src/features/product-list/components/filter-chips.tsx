import type { Ref } from '@store/contracts/catalog';
import { cn } from '@/lib/cn';

/**
 * One row of single-choice chips; 'all' reads as All. Brands are chosen by name (as the brand
 * tiles link them), categories by id, hence `by`.
 */
export function FilterChips({
  label,
  options,
  value,
  by,
  onChange,
}: {
  label: string;
  options: Ref[];
  value: string;
  by: 'name' | 'id';
  onChange: (value: string) => void;
}) {
  if (options.length <= 1) return null;
  return (
    <div role="group" aria-label={label} className="flex min-w-0 items-center gap-2">
      <span
        className="hidden w-20 shrink-0 text-xs font-semibold tracking-wider text-muted-foreground uppercase sm:block"
        aria-hidden="true"
      >
        {label}
      </span>
      <ul className="-mx-4 flex min-w-0 flex-1 gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:px-0">
        {options.map((option) => {
          const chipValue = option._id === 'all' ? 'all' : by === 'name' ? option.name : option._id;
          const selected = chipValue.toLowerCase() === value.toLowerCase();
          return (
            <li key={option._id} className="shrink-0">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onChange(chipValue)}
                className={cn(
                  // A long category name wraps inside its chip rather than being cut off.
                  'min-h-8 max-w-56 rounded-full border px-3.5 py-1 text-sm leading-tight font-medium wrap-break-word capitalize transition-colors sm:max-w-full',
                  selected
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'bg-card hover:border-primary/60 hover:bg-accent',
                )}
              >
                {option._id === 'all' ? 'All' : option.name}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

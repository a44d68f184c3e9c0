import { cn } from '@/lib/cn';

type FilterTabsProps<V extends string> = {
  label: string;
  value: V;
  /** `count`, when given, is drawn after the label (how many the choice would show). */
  options: readonly { value: V; label: string; count?: number }[];
  onChange: (value: V) => void;
};

/** A row of choices for one filter (status, visibility), scrolling sideways on phones. */
export function FilterTabs<V extends string>({ label, value, options, onChange }: FilterTabsProps<V>) {
  return (
    <div role="group" aria-label={label} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
            className={cn(
              'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors',
              selected
                ? 'border-foreground bg-foreground text-background'
                : 'bg-card text-muted-foreground hover:border-ring/60 hover:text-foreground',
            )}
          >
            {option.label}
            {option.count === undefined ? null : (
              <span
                className={cn(
                  'ml-1.5 rounded-full px-1.5 py-px text-xs tabular-nums',
                  selected ? 'bg-background/20' : 'bg-muted text-foreground',
                )}
              >
                {option.count.toLocaleString('en-IN')}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

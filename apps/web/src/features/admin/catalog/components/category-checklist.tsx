import type { AdminCategory } from '@store/contracts/admin';
import { Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

type CategoryChecklistProps = {
  label: string;
  /** The nodes that may be ticked, in tree order. */
  options: AdminCategory[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  hint?: string;
};

/**
 * Ticks in a category tree: the chosen ones as removable chips on top, then a filterable list
 * indented by depth (a filter shows each match with its whole path, since the tree is cut up).
 */
export function CategoryChecklist({ label, options, value, onChange, error, hint }: CategoryChecklistProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const chosen = new Set(value);
  const byId = new Map(options.map((o) => [o.id, o]));
  const needle = filter.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.path.toLowerCase().includes(needle)) : options;
  const minDepth = Math.min(...options.map((o) => o.depth));
  const toggle = (optionId: string) =>
    onChange(chosen.has(optionId) ? value.filter((v) => v !== optionId) : [...value, optionId]);

  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error || hint ? `${id}-note` : undefined}>
      <legend className="text-sm font-medium">{label}</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((chosenId) => {
            const option = byId.get(chosenId);
            return (
              <li
                key={chosenId}
                className="inline-flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-1 pl-2.5 text-xs"
              >
                <span title={option?.path}>{option?.name ?? 'Unknown'}</span>
                <button
                  type="button"
                  onClick={() => toggle(chosenId)}
                  className="grid size-5 place-items-center rounded-full hover:bg-background"
                  aria-label={`Remove ${option?.name ?? 'category'}`}
                >
                  <X className="size-3" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className={cn('rounded-lg border bg-background', error && 'border-destructive')}>
        <div className="relative border-b">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={`Find ${label.toLowerCase()}`}
            aria-label={`Find ${label.toLowerCase()}`}
            className="h-9 rounded-b-none border-0 pl-8 shadow-none focus-visible:ring-0"
          />
        </div>
        <ul className="max-h-60 overflow-y-auto py-1">
          {shown.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted-foreground">Nothing matches.</li>
          ) : (
            shown.map((option) => (
              <li key={option.id}>
                <label
                  className="flex cursor-pointer items-center gap-2 py-1.5 pr-3 text-sm hover:bg-muted/60"
                  style={{ paddingLeft: `${0.75 + (needle ? 0 : option.depth - minDepth) * 1.1}rem` }}
                >
                  <input
                    type="checkbox"
                    checked={chosen.has(option.id)}
                    onChange={() => toggle(option.id)}
                    className="size-4 shrink-0 accent-primary"
                  />
                  <span className={cn('truncate', option.childCount > 0 && !needle && 'font-medium')}>
                    {needle ? option.path : option.name}
                  </span>
                  {option.hidden ? <span className="text-xs text-muted-foreground">(hidden)</span> : null}
                </label>
              </li>
            ))
          )}
        </ul>
      </div>
      {error || hint ? (
        <p
          id={`${id}-note`}
          className={cn('text-xs', error ? 'font-medium text-destructive' : 'text-muted-foreground')}
        >
          {error ?? hint}
        </p>
      ) : null}
    </fieldset>
  );
}

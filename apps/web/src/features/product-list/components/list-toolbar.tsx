import { LayoutGrid, List } from 'lucide-react';
import { cn } from '@/lib/cn';
import { FitChip, type ListBike } from './fit-chip';
import type { ListParams, ProductSort } from './list-params';

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
};

type ListToolbarProps = {
  /** The number of products found; undefined while the list loads. */
  total: number | undefined;
  params: ListParams;
  /** The shopper's current bike, for the 'Fits my bike' chip; null shows none. */
  bike: ListBike | null;
  onChange: (next: Partial<ListParams>) => void;
};

/** The count found, the 'Fits my bike' chip, the sort and the grid or list view. */
export function ListToolbar({ total, params, bike, onChange }: ListToolbarProps) {
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3 border-y py-3">
      {/* Its own line on phones, so the count arriving never re-wraps sort and view, and as tall as */}
      {/* the chip, which arrives after hydration with the bike (no layout shift). */}
      <div className="flex min-h-8 w-full min-w-0 flex-wrap items-center gap-3 sm:w-auto">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {total !== undefined ? (
            <>
              <span className="font-semibold text-foreground tabular-nums">{total}</span> product(s) found
            </>
          ) : (
            ' '
          )}
        </p>
        {bike ? <FitChip bike={bike} fit={params.fit} onChange={(fit) => onChange({ fit })} /> : null}
      </div>
      <label className="ml-auto flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">Sort</span>
        <select
          value={params.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm font-medium focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <div role="group" aria-label="View" className="flex rounded-md border p-0.5">
        {(['grid', 'list'] as const).map((view) => {
          const Icon = view === 'grid' ? LayoutGrid : List;
          return (
            <button
              key={view}
              type="button"
              aria-label={view === 'grid' ? 'Grid view' : 'List view'}
              aria-pressed={params.view === view}
              onClick={() => onChange({ view })}
              className={cn(
                'grid size-8 place-items-center rounded',
                params.view === view ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </div>
  );
}

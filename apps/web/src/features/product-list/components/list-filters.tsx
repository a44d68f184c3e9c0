import type { ProductListResponse } from '@store/contracts/catalog';
import { Skeleton } from '@/components/ui/skeleton';
import { FilterChips } from './filter-chips';
import type { ListParams } from './list-params';

type ListFiltersProps = {
  /** The list's answer, with the categories and brands it can be narrowed to; undefined while loading. */
  list: ProductListResponse | undefined;
  params: ListParams;
  onChange: (next: Partial<ListParams>) => void;
};

/** The category and brand chips; their room is kept while the list loads, so the grid does not jump. */
export function ListFilters({ list, params, onChange }: ListFiltersProps) {
  if (!list) {
    return (
      <div className="mt-5 space-y-3" aria-hidden="true" data-testid="chips-placeholder">
        {[0, 1].map((row) => (
          <div key={row} className="flex gap-2 overflow-hidden pb-1 sm:pl-22">
            {[0, 1, 2, 3, 4].map((chip) => (
              <Skeleton key={chip} className="h-8 w-20 shrink-0 rounded-full" />
            ))}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="mt-5 space-y-3">
      <FilterChips
        label="Categories"
        by="id"
        options={list.categories}
        value={params.collection}
        onChange={(collection) => onChange({ collection })}
      />
      <FilterChips
        label="Brands"
        by="name"
        options={list.brands}
        value={params.brand}
        onChange={(brand) => onChange({ brand })}
      />
    </div>
  );
}

import type { AdminProductSummary } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import { Check, ImageOff, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminProducts } from '../../catalog/api/list-products';

type ProductPickerProps = {
  /** Products already in the list: shown as added, not offered again. */
  chosen: ReadonlySet<string>;
  onPick: (product: AdminProductSummary) => void;
  disabled?: boolean;
  label: string;
};

/** Find a product by name or SKU and add it; Enter adds the first match. */
export function ProductPicker({ chosen, onPick, disabled, label }: ProductPickerProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const results = useAdminProducts({ q, pageSize: 8, page: 1 }, { enabled: q.length >= 2 });
  const items = q.length >= 2 ? (results.data?.data.items ?? []) : [];
  const pick = (product: AdminProductSummary) => {
    onPick(product);
    setText('');
  };

  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setText('');
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const first = items.find((p) => !chosen.has(p.id));
          if (first) pick(first);
        }}
        placeholder="Add a product: type its name or SKU"
        aria-label={label}
        className="pl-9"
      />
      {text.trim().length >= 2 ? (
        <div className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border bg-popover text-popover-foreground shadow-lg">
          {results.isFetching && items.length === 0 ? (
            <p className="px-3 py-2.5 text-sm text-muted-foreground">Searching…</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-2.5 text-sm text-muted-foreground">No product matches “{text.trim()}”.</p>
          ) : (
            <ul aria-label="Matching products">
              {items.map((product) => {
                const added = chosen.has(product.id);
                return (
                  <li key={product.id}>
                    <button
                      type="button"
                      disabled={added}
                      onClick={() => pick(product)}
                      className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none disabled:opacity-60"
                    >
                      {product.image ? (
                        <img src={product.image} alt="" className="size-9 shrink-0 rounded border object-cover" />
                      ) : (
                        <span className="grid size-9 shrink-0 place-items-center rounded border bg-muted">
                          <ImageOff className="size-4 text-muted-foreground" aria-hidden="true" />
                        </span>
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{product.name}</span>
                        <span className="block text-xs text-muted-foreground">
                          {formatInr(product.pricePaise)} · {product.stock} in stock{product.hidden ? ' · hidden' : ''}
                        </span>
                      </span>
                      {added ? (
                        <span className="flex items-center gap-1 text-xs text-muted-foreground">
                          <Check className="size-3.5" aria-hidden="true" /> Added
                        </span>
                      ) : (
                        <Plus className="size-4 text-muted-foreground" aria-hidden="true" />
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

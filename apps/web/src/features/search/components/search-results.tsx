import type { SearchResponse } from '@store/contracts/catalog';
import { formatInr } from '@store/contracts/money';
import { FolderTree } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { imageAtWidth } from '@store/contracts/images';
import { paths } from '@/lib/paths';

/** What each option link carries: its id for aria-activedescendant, role, selection and handlers. */
export type OptionProps = {
  id: string;
  role: 'option';
  'aria-selected': boolean;
  to: string;
  tabIndex: number;
  onClick: () => void;
  onMouseEnter: () => void;
};

type SearchResultsProps = {
  /** The combobox's id; the list and its group headings are named from it. */
  id: string;
  open: boolean;
  suggestions: SearchResponse['data'];
  products: SearchResponse['products'];
  noResultsMessage: string;
  /** The props of the option at `index` (suggestions first, then products), linking to `to`. */
  optionProps: (to: string, index: number) => OptionProps;
};

/** The search's list box: category suggestions (opening a product list), then products (opening the product). */
export function SearchResults({ id, open, suggestions, products, noResultsMessage, optionProps }: SearchResultsProps) {
  const options = suggestions.length + products.length;
  return (
    <div
      id={`${id}-listbox`}
      role="listbox"
      aria-label="Search results"
      hidden={!open}
      className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70dvh] overflow-y-auto rounded-xl border bg-popover p-2 text-popover-foreground shadow-2xl md:min-w-[26rem]"
    >
      {options === 0 ? <p className="px-3 py-6 text-center text-sm text-muted-foreground">{noResultsMessage}</p> : null}
      {suggestions.length > 0 ? (
        <div role="group" aria-labelledby={`${id}-suggestions`} className="pb-1">
          <p
            id={`${id}-suggestions`}
            className="px-3 pt-1 pb-1.5 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
          >
            Suggestions
          </p>
          {suggestions.map((s, i) => {
            const props = optionProps(paths.productList(s._id), i);
            return (
              <Link
                key={s._id}
                {...props}
                className={cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm',
                  props['aria-selected'] && 'bg-accent',
                )}
              >
                <FolderTree className="size-4 shrink-0 text-brand" aria-hidden="true" />
                <span className="min-w-0 wrap-break-word">{s.path}</span>
              </Link>
            );
          })}
        </div>
      ) : null}
      {products.length > 0 ? (
        <div role="group" aria-labelledby={`${id}-products`} className={cn(suggestions.length > 0 && 'border-t pt-1')}>
          <p
            id={`${id}-products`}
            className="px-3 pt-1.5 pb-1.5 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
          >
            Products
          </p>
          {products.map((p, i) => {
            const props = optionProps(paths.product(p._id), suggestions.length + i);
            return (
              <Link
                key={p._id}
                {...props}
                className={cn(
                  'flex items-center gap-3 rounded-lg px-2 py-1.5 text-sm',
                  props['aria-selected'] && 'bg-accent',
                )}
              >
                <img
                  src={imageAtWidth(p.front_image, 400)}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  decoding="async"
                  className="size-10 shrink-0 rounded-md bg-muted object-cover"
                />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-1 font-medium">{p.name}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">{formatInr(p.discount_price)}</span>
                </span>
              </Link>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}

import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_CHARS } from '@store/contracts/constants';
import { Loader2, Search, X } from 'lucide-react';
import { use, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { CardBikeContext } from '@/components/product-card';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSearchCatalog } from '../api/search-catalog';
import { SearchResults, type OptionProps } from './search-results';

export const NO_RESULTS_MESSAGE = "We couldn't find anything matching your search. Please try again.";

type Option = { key: string; to: string };

/**
 * The header's live search (docs/product.md, Header): a combobox whose list has suggestions
 * (opening a product list) and products (opening the product page), driven by the keyboard too.
 * Enter opens the highlighted option, or else the search results page for the text; Escape only
 * closes the list. A form of its own, so without scripts Enter still opens `/search?q=`.
 */
export function HeaderSearch({
  className,
  autoFocus,
  onNavigate,
}: {
  className?: string;
  autoFocus?: boolean;
  onNavigate?: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The shopper's current bike, as the cards have it (app/providers.tsx): suggestions keep to what fits it.
  const search = useSearchCatalog(term, use(CardBikeContext));

  const suggestions = term && search.data ? search.data.data : [];
  const products = term && search.data ? search.data.products : [];
  const options: Option[] = [
    ...suggestions.map((s) => ({ key: `s-${s._id}`, to: paths.productList(s._id) })),
    ...products.map((p) => ({ key: `p-${p._id}`, to: paths.product(p._id) })),
  ];
  const showPanel = open && text.trim().length > 0 && (search.data !== undefined || search.isError);
  const optionId = (index: number) => `${id}-option-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function finish() {
    close();
    setText('');
    onNavigate?.();
  }

  function go(to: string) {
    void navigate(to);
    finish();
  }

  /** Enter without a highlighted option: every product matching the text, on the search page. */
  function searchAll() {
    const query = text.trim();
    if (query) go(paths.search(query));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter') {
      // An Enter that ends an input method's composition only confirms the typed word.
      if (event.nativeEvent.isComposing) return;
      // Taken here, so the form is not submitted as well.
      event.preventDefault();
      const option = showPanel ? options[active] : undefined;
      if (option) go(option.to);
      else searchAll();
    } else if (event.key === 'Escape') {
      // A search field clears itself on Escape; this one keeps the text and only closes the list.
      event.preventDefault();
      close();
    }
  }

  const optionProps = (to: string, mine: number): OptionProps => ({
    id: optionId(mine),
    role: 'option',
    'aria-selected': active === mine,
    to,
    tabIndex: -1,
    onClick: finish,
    onMouseEnter: () => setActive(mine),
  });

  return (
    <form
      role="search"
      action={paths.search('')}
      method="get"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        searchAll();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search products
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-asphalt-muted"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        name="q"
        role="combobox"
        autoComplete="off"
        autoFocus={autoFocus}
        maxLength={SEARCH_MAX_CHARS}
        placeholder="Search helmets, parts, brands…"
        aria-expanded={showPanel}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-asphalt-border bg-white/10 pr-9 pl-9 text-sm text-asphalt-foreground placeholder:text-asphalt-muted focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {search.isFetching && term ? (
        <Loader2
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-asphalt-muted"
          aria-hidden="true"
        />
      ) : text ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-2 grid size-6 -translate-y-1/2 place-items-center rounded-full text-asphalt-muted hover:text-asphalt-foreground"
        >
          <X className="size-4" />
        </button>
      ) : null}

      <SearchResults
        id={id}
        open={showPanel}
        suggestions={suggestions}
        products={products}
        noResultsMessage={NO_RESULTS_MESSAGE}
        optionProps={optionProps}
      />
    </form>
  );
}

import { SEARCH_MAX_CHARS } from '@store/contracts/constants';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * Search in this list, or (on the search page, with its own `label`) the whole store; keyed on the
 * URL's search so Back and Clear Filters reset the text too.
 */
export function ListSearch({
  search,
  onSearch,
  label = 'Search in this list',
  autoFocus,
}: {
  search: string;
  onSearch: (search: string) => void;
  label?: string;
  autoFocus?: boolean;
}) {
  return (
    <form
      role="search"
      className="mt-5 flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const text = new FormData(event.currentTarget).get('search');
        onSearch(typeof text === 'string' ? text.trim() : '');
      }}
    >
      <div className="relative flex-1 sm:max-w-md">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          key={search}
          name="search"
          type="search"
          defaultValue={search}
          aria-label={label}
          placeholder={`${label}…`}
          maxLength={SEARCH_MAX_CHARS}
          autoFocus={autoFocus}
          className="pl-9"
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}

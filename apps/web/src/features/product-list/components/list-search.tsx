import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Search in this list; keyed on the URL's search so Back and Clear Filters reset the text too. */
export function ListSearch({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
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
          aria-label="Search in this list"
          placeholder="Search in this list…"
          className="pl-9"
        />
      </div>
      <Button type="submit">Search</Button>
    </form>
  );
}

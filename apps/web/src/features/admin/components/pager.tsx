import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export type PagerProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The link to another page of the same list (filters kept). */
  hrefFor: (page: number) => string;
};

/** "21–40 of 134" with previous and next: links, so a page can be opened in a new tab or shared. */
export function Pager({ page, pageSize, total, hrefFor }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground tabular-nums">
        {total === 0
          ? 'No results'
          : `${first.toLocaleString('en-IN')}–${last.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')}`}
      </p>
      <div className="flex items-center gap-2">
        <span className="text-muted-foreground tabular-nums">
          Page {page} of {pages}
        </span>
        <PageLink to={page > 1 ? hrefFor(page - 1) : null} label="Previous page">
          <ChevronLeft />
        </PageLink>
        <PageLink to={page < pages ? hrefFor(page + 1) : null} label="Next page">
          <ChevronRight />
        </PageLink>
      </div>
    </nav>
  );
}

function PageLink({ to, label, children }: { to: string | null; label: string; children: React.ReactNode }) {
  if (!to) {
    return (
      <Button variant="outline" size="icon" className="size-9" disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="icon" className="size-9">
      <Link to={to} aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}

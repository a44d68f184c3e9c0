import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ELLIPSIS, pageCountOf, paginationPages } from './pagination-pages';

type PaginationProps = { total: number; pageSize: number; page: number; onPage: (page: number) => void };

/** Page buttons; previous and next do nothing outside the range (docs/product.md, Product list). */
export function Pagination({ total, pageSize, page, onPage }: PaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPage(target);
  };
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-1 sm:gap-2">
      <Button
        variant="outline"
        size="icon"
        aria-label="Previous page"
        aria-disabled={page <= 1}
        className={cn(page <= 1 && 'opacity-50')}
        onClick={() => go(page - 1)}
      >
        <ChevronLeft />
      </Button>
      <ul className="flex items-center gap-1 sm:gap-2">
        {paginationPages(total, pageSize, page).map((item, index) =>
          item === ELLIPSIS ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              {ELLIPSIS}
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'default' : 'outline'}
                size="icon"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
                className="tabular-nums"
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button
        variant="outline"
        size="icon"
        aria-label="Next page"
        aria-disabled={page >= pageCount}
        className={cn(page >= pageCount && 'opacity-50')}
        onClick={() => go(page + 1)}
      >
        <ChevronRight />
      </Button>
    </nav>
  );
}

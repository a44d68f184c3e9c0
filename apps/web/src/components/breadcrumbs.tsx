import type { Crumb } from '@store/contracts/breadcrumbs';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/**
 * A breadcrumb trail: every step but the last links to its page, the last is the page itself
 * (`aria-current="page"`). Trails of product lists and product pages come from
 * `@store/contracts/breadcrumbs`, the same ones their structured data names (docs/decisions/077).
 * It renders from its props alone, so the server's HTML and the browser's first render match. Long
 * names wrap inside their step rather than widening the page on a phone.
 */
export function Breadcrumbs({ crumbs, className }: { crumbs: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn('min-w-0 text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5 text-muted-foreground">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}:${crumb.path}`} className="flex min-w-0 items-center gap-1 wrap-break-word">
              {index > 0 ? <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" /> : null}
              {last ? (
                <span aria-current="page" className="min-w-0 font-semibold text-foreground">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="min-w-0 hover:text-brand hover:underline">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The trail's line while the answer it comes from loads, so the page below does not move when it arrives. */
export function BreadcrumbsSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex h-5 items-center', className)}>
      <Skeleton className="h-3.5 w-48" />
    </div>
  );
}

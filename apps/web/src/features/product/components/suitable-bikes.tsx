import type { SuitableBike } from '@store/contracts/catalog';
import { rowFits, yearsLabel } from '@store/contracts/fitment';
import { Bike, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import type { CurrentBike } from '@/features/garage/use-current-bike';

/**
 * 'Suitable Bikes': the makes and models the product fits, each model with its years
 * ('Classic 350 · 2009–2020'); with a bike chosen, the rows that take it in are marked.
 */
export function SuitableBikes({ bikes, bike }: { bikes: SuitableBike[]; bike: CurrentBike | null }) {
  return (
    <section aria-labelledby="bikes-heading" className="rounded-2xl border bg-card p-5">
      <h2 id="bikes-heading" className="mb-3 text-lg font-bold">
        Suitable Bikes
      </h2>
      <ul className="flex flex-wrap gap-2">
        {bikes.map((row) => {
          // An answer from a server older than fitment years (a rolling update) has none.
          const years = yearsLabel(row.from ?? null, row.to ?? null);
          const yours = bike !== null && rowFits({ _id: row._id, from: row.from ?? null, to: row.to ?? null }, bike);
          const Icon = yours ? CircleCheck : Bike;
          return (
            <li key={row._id}>
              <Link
                to={paths.productList(row._id)}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium hover:border-primary/60 hover:bg-accent',
                  yours && 'border-success bg-success/10 text-success',
                )}
              >
                <Icon className={cn('size-4', yours ? 'text-success' : 'text-brand')} aria-hidden="true" />
                {row.name}
                {years ? <span className="text-muted-foreground">· {years}</span> : null}
                {yours ? <span className="sr-only"> (fits your bike)</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { ShopGroup } from '@store/contracts/catalog';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

function Count({ n }: { n: number }) {
  return (
    <span className="ml-auto shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground tabular-nums">
      {n}
    </span>
  );
}

/** A group's items with their counts, then View All; the two layouts differ only in spacing. */
function GroupLinks({ group, itemClass, allClass }: { group: ShopGroup; itemClass: string; allClass: string }) {
  return (
    <>
      {group.items.map((item) => (
        <li key={item._id}>
          <Link to={paths.productList(item._id)} className={itemClass}>
            <span className="min-w-0 wrap-break-word">{item.name}</span>
            <Count n={item.product_count} />
          </Link>
        </li>
      ))}
      <li>
        <Link to={paths.productList(group._id)} className={allClass}>
          View All<span className="sr-only"> {group.name}</span>
        </Link>
      </li>
    </>
  );
}

/** The sub-group menu at a category level: columns on desktop, an accordion on phones. */
export function SubGroupMenu({ groups, title }: { groups: ShopGroup[]; title: string }) {
  return (
    <section aria-labelledby="sub-groups-heading" className="mt-10 rounded-2xl border bg-card p-4 sm:p-6">
      <h2 id="sub-groups-heading" className="mb-4 font-display text-xl font-extrabold tracking-tight uppercase italic">
        Browse {title}
      </h2>

      <div className="hidden gap-x-8 gap-y-6 md:grid md:grid-cols-3 lg:grid-cols-4">
        {groups.map((group) => (
          <div key={group._id}>
            <h3 className="mb-2 border-b pb-2 text-sm font-bold">
              <Link to={paths.productList(group._id)} className="hover:text-brand">
                {group.name}
              </Link>
            </h3>
            <ul className="space-y-1 text-sm">
              <GroupLinks
                group={group}
                itemClass="flex items-center gap-2 rounded px-1 py-1 text-muted-foreground hover:bg-accent hover:text-foreground"
                allClass="inline-block px-1 py-1 font-semibold text-brand hover:underline"
              />
            </ul>
          </div>
        ))}
      </div>

      <div className="divide-y rounded-xl border md:hidden">
        {groups.map((group) => (
          <details key={group._id} className="group">
            <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
              <span className="min-w-0 wrap-break-word">{group.name}</span>
              <Count n={group.product_count} />
              <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <ul className="space-y-0.5 px-2 pb-3 text-sm">
              <GroupLinks
                group={group}
                itemClass="flex items-center gap-2 rounded-md px-3 py-2.5 hover:bg-accent"
                allClass="block rounded-md px-3 py-2.5 font-semibold text-brand hover:bg-accent"
              />
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}

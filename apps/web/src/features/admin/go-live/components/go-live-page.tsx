import type { GoLiveItem } from '@store/contracts/go-live';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPage, Panel } from '../../components/admin-page';
import { LoadError } from '../../components/query-state';
import { adminPaths } from '../../lib/admin-paths';
import { plural } from '../../lib/admin-format';
import { useGoLive } from '../api/get-go-live';
import { GoLiveNotice } from './go-live-notice';

function Where({ item }: { item: GoLiveItem }) {
  if (item.done) return null;
  if (item.where !== 'server') {
    const [to, label] =
      item.where === 'settings'
        ? [adminPaths.shopSettings(), 'Open Shop and tax']
        : [adminPaths.shopDetails(), 'Open Shop details'];
    return (
      <Link to={to} className="font-medium text-brand hover:underline">
        {label}
      </Link>
    );
  }
  return (
    <span className="text-muted-foreground">
      In the server&apos;s settings (<code className="rounded bg-muted px-1 py-0.5 text-xs">.env</code>), then restart
      it
    </span>
  );
}

/** What a shop must set before it takes real orders, each item done or not and how to do it. */
export function GoLivePage() {
  const goLive = useGoLive();
  const data = goLive.data?.data;
  const open = data?.items.filter((i) => !i.done).length ?? 0;
  return (
    <AdminPage
      title="Go-live checklist"
      description="What the shop must set before it takes real orders. The server also logs each open item when it starts."
    >
      {goLive.isError && !data ? (
        <LoadError error={goLive.error} onRetry={() => void goLive.refetch()} />
      ) : !data ? (
        <Skeleton className="h-80 w-full" aria-label="Loading the checklist" />
      ) : (
        <div className="space-y-4">
          <GoLiveNotice open={0} invoicesWaiting={data.invoicesWaiting} />
          <Panel
            title={open === 0 ? 'Ready: every item is done' : `${open} of ${plural(data.items.length, 'item')} open`}
            bodyClassName="p-0"
          >
            <ul className="divide-y">
              {data.items.map((item) => (
                <li key={item.id} className="flex gap-3 px-4 py-3.5">
                  {item.done ? (
                    <CircleCheck
                      className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
                      aria-label="Done"
                    />
                  ) : (
                    <CircleAlert
                      className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400"
                      aria-label="Open"
                    />
                  )}
                  <div className="min-w-0 space-y-1 text-sm">
                    <p className="font-semibold">{item.title}</p>
                    <p className="text-muted-foreground">{item.detail}</p>
                    <p>
                      <Where item={item} />
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      )}
    </AdminPage>
  );
}

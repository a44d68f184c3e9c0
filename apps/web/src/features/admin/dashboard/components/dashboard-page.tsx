import { SHOP_TIME_ZONE } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import { AlertTriangle, CalendarDays, IndianRupee, PackageCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { AdminPage, Panel } from '../../components/admin-page';
import { LoadError } from '../../components/query-state';
import { adminPaths } from '../../lib/admin-paths';
import { FailedMailNotice } from '../../jobs/components/failed-mail-notice';
import { GoLiveNotice } from '../../go-live/components/go-live-notice';
import { formatDateTime, plural } from '../../lib/admin-format';
import { useOrderList } from '../../orders/api/list-orders';
import { useDashboard } from '../api/get-dashboard';
import { LowStockTable } from './low-stock-table';
import { SalesChart } from './sales-chart';
import { StatCard } from './stat-card';

/** The dashboard shows the emptiest few; the product list filtered on low stock has the rest. */
const LOW_STOCK_ROWS = 8;
const monthName = new Intl.DateTimeFormat('en-IN', { month: 'long', timeZone: SHOP_TIME_ZONE });

/** The newest paid orders still waiting to go out, with a way to the whole list. */
function ToShipPanel({ count }: { count: number }) {
  const orders = useOrderList({ status: 'processing', q: '', page: 1, pageSize: 6 });
  const items = orders.data?.data.items ?? [];
  return (
    <Panel
      title="Waiting to ship"
      actions={
        count > 0 ? (
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to={adminPaths.orders({ status: 'processing' })}>View all {count}</Link>
          </Button>
        ) : null
      }
      bodyClassName="p-0"
    >
      {orders.isPending ? (
        <div className="space-y-3 p-4" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="h-9 animate-pulse rounded bg-muted" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="flex items-center gap-2 p-4 text-sm text-muted-foreground">
          <PackageCheck className="size-4" aria-hidden="true" /> Nothing waiting. Every paid order has gone out.
        </p>
      ) : (
        <ul className="divide-y">
          {items.map((order) => (
            <li key={order.id}>
              <Link
                to={adminPaths.order(order.id)}
                className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm hover:bg-muted/50"
              >
                <span className="min-w-0">
                  <span className="block font-semibold">#{order.orderNumber}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {order.shipTo.name} · {order.shipTo.town} · paid {formatDateTime(order.paidAt)}
                  </span>
                </span>
                <span className="shrink-0 font-medium tabular-nums">{formatInr(order.totalPaise)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Today, this month, what needs doing, and 30 days of sales. */
export function DashboardPage() {
  const dashboard = useDashboard();
  if (dashboard.isError && !dashboard.data) {
    return (
      <AdminPage title="Dashboard">
        <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </AdminPage>
    );
  }
  const d = dashboard.data?.data;
  return (
    <AdminPage title="Dashboard" description="Paid orders, counted on the day they were paid (India time).">
      {!d ? (
        <div aria-busy="true" aria-label="Loading" className="space-y-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="h-28 animate-pulse rounded-xl bg-muted" />
            ))}
          </div>
          <div className="h-80 animate-pulse rounded-xl bg-muted" />
        </div>
      ) : (
        <div className="space-y-4">
          <GoLiveNotice open={d.goLiveOpen} invoicesWaiting={d.invoicesWaiting} />
          <FailedMailNotice />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              label="Today"
              icon={IndianRupee}
              value={formatInr(d.today.salesPaise)}
              detail={plural(d.today.orders, 'order')}
            />
            <StatCard
              label={`This month (${monthName.format(new Date())})`}
              icon={CalendarDays}
              value={formatInr(d.month.salesPaise)}
              detail={plural(d.month.orders, 'order')}
            />
            <StatCard
              label="To ship"
              icon={Truck}
              value={d.awaitingShipment}
              detail="Paid, waiting to go out"
              to={adminPaths.orders({ status: 'processing' })}
              tone={d.awaitingShipment > 0 ? 'attention' : 'default'}
            />
            <StatCard
              label="Low stock"
              icon={AlertTriangle}
              value={d.lowStockCount}
              detail={`At or below their level (the shop's: ${d.lowStockThreshold})`}
              to={adminPaths.products({ stock: 'low' })}
              tone={d.lowStockCount > 0 ? 'attention' : 'default'}
            />
          </div>
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
            <Panel title={`Sales, last ${d.dailySales.length} days`} className="xl:col-span-2">
              <SalesChart days={d.dailySales} />
            </Panel>
            <ToShipPanel count={d.awaitingShipment} />
          </div>
          <section aria-labelledby="low-stock-heading" className="space-y-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="low-stock-heading" className="text-base font-semibold">
                Low stock
              </h2>
              {d.lowStockCount > LOW_STOCK_ROWS ? (
                <Link
                  to={adminPaths.products({ stock: 'low' })}
                  className="text-sm font-medium text-brand hover:underline"
                >
                  All {d.lowStockCount} variants
                </Link>
              ) : null}
            </div>
            {d.lowStock.length === 0 ? (
              <p className="rounded-xl border border-dashed bg-card p-6 text-center text-sm text-muted-foreground">
                Every variant is above its low-stock level.
              </p>
            ) : (
              <LowStockTable items={d.lowStock.slice(0, LOW_STOCK_ROWS)} />
            )}
          </section>
        </div>
      )}
    </AdminPage>
  );
}

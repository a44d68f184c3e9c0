import { PackageSearch, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useUserOrders } from '../api/orders-queries';
import { ORDER_TABS, ordersInTab, parseOrderTab, type OrderTab } from '../order-format';
import type { PayAgainSlot, ReviewSlot, ReviewTarget } from '../order-slots';
import { OrderCard } from './order-card';

/**
 * My Orders (docs/product.md, My Orders): tabs All, Processing, Shipped and Delivered; the tab lives
 * in the URL. Pay Now and the review dialog belong to other features; the route hands them in.
 */
export function OrdersPage({ payAgain, reviewDialog }: { payAgain: PayAgainSlot; reviewDialog: ReviewSlot }) {
  useDocumentMeta({ title: 'My Orders' });
  const [params, setParams] = useSearchParams();
  const tab = parseOrderTab(params.get('status'));
  const orders = useUserOrders();
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const all = orders.data?.orders;
  const shown = all ? ordersInTab(all, tab) : [];

  const selectTab = (next: OrderTab) => setParams(next === 'all' ? {} : { status: next }, { replace: true });

  return (
    <div className="container-page py-6 sm:py-10">
      <PageHeading title="My Orders">Track, pay for and review your orders.</PageHeading>
      <div role="tablist" aria-label="Order status" className="mb-5 grid grid-cols-4 gap-1 rounded-xl bg-muted p-1">
        {ORDER_TABS.map(({ key, label }) => {
          const count = all ? ordersInTab(all, key).length : null;
          return (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              onClick={() => selectTab(key)}
              className={cn(
                'rounded-lg px-1 py-2 text-[0.8125rem] font-semibold whitespace-nowrap transition-colors sm:px-3 sm:text-sm',
                tab === key ? 'bg-background shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {label}
              {count !== null ? (
                <span className="ml-1.5 hidden text-xs tabular-nums opacity-70 sm:inline">{count}</span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" aria-label={`${ORDER_TABS.find((t) => t.key === tab)?.label} orders`}>
        {orders.isError ? (
          <StatusState
            icon={PackageSearch}
            title="We couldn't load your orders"
            actions={
              <Button variant="outline" onClick={() => void orders.refetch()}>
                Try again
              </Button>
            }
          >
            {orders.error.message}
          </StatusState>
        ) : !all ? (
          <div className="space-y-4" aria-label="Loading orders">
            <Skeleton className="h-48 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : shown.length === 0 ? (
          <StatusState
            icon={ShoppingBag}
            title={tab === 'all' ? 'No orders yet' : `No ${tab} orders`}
            actions={
              <Button asChild>
                <Link to={paths.shop()}>Start shopping</Link>
              </Button>
            }
          >
            {tab === 'all' ? 'When you buy something it shows up here.' : 'Orders move here as they progress.'}
          </StatusState>
        ) : (
          <ul className="space-y-4">
            {shown.map((order) => (
              <OrderCard key={order._id} order={order} onReview={setReviewing} payAgain={payAgain} />
            ))}
          </ul>
        )}
      </div>
      {reviewing ? reviewDialog({ ...reviewing, onClose: () => setReviewing(null) }) : null}
    </div>
  );
}

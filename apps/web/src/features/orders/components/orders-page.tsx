import { formatInr } from '@store/contracts/money';
import type { Order } from '@store/contracts/orders';
import { CheckCircle2, ChevronRight, PackageSearch, ShoppingBag, Star, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ReviewDialog } from '@/features/reviews/components/review-dialog';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useUserOrders } from '../api/orders-queries';
import {
  formatEstimatedDelivery,
  formatIndianDate,
  ORDER_TABS,
  ordersInTab,
  parseOrderTab,
  sentence,
  type OrderTab,
} from '../order-format';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { PayAgainButton } from './pay-again-button';

type Reviewing = { productId: string; productName: string };

function ShippedPanel({ order }: { order: Order }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sky-500/10 p-3 text-sm">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted-foreground">Tracking number</dt>
          <dd className="font-mono font-semibold" data-testid="tracking-number">
            {order.trackingNumber ?? 'N/A'}
            {order.carrier ? <span className="ml-1 font-sans font-normal">({order.carrier})</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Estimated delivery</dt>
          <dd className="font-semibold">{formatEstimatedDelivery(order)}</dd>
        </div>
      </dl>
      <Button asChild size="sm" variant="outline">
        <Link to={`${paths.orderDetails(order._id)}#tracking`}>
          <Truck aria-hidden="true" /> Track Package
        </Link>
      </Button>
    </div>
  );
}

function OrderCard({ order, onReview }: { order: Order; onReview: (target: Reviewing) => void }) {
  const delivered = order.orderStatus === 'delivered';
  return (
    <li aria-label={`Order ${order.id}`} className="rounded-2xl border bg-card p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-display text-lg font-bold tracking-wide">#{order.id}</p>
          <p className="text-xs text-muted-foreground">Placed {formatIndianDate(order.createdAt)}</p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={order.orderStatus} />
          <span className="font-bold tabular-nums">{formatInr(order.totalAmount)}</span>
        </div>
      </div>
      <OrderLines
        order={order}
        aside={
          delivered
            ? (line) =>
                line.product ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onReview({ productId: line.product ?? '', productName: line.name })}
                  >
                    <Star aria-hidden="true" /> Add Review &amp; Rating
                    <span className="sr-only">{`: ${line.name}`}</span>
                  </Button>
                ) : null
            : undefined
        }
      />
      <div className="mt-4 space-y-3 border-t pt-4">
        {order.orderStatus === 'shipped' ? <ShippedPanel order={order} /> : null}
        {delivered ? (
          <p className="flex items-center gap-2 rounded-xl bg-emerald-500/10 p-3 text-sm font-medium text-emerald-900 dark:text-emerald-200">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            Delivered. We hope you enjoy the ride — tell other riders what you think with a review.
          </p>
        ) : null}
        {order.orderStatus === 'processing' ? (
          <p className="text-sm text-muted-foreground">
            Paid and being packed. Estimated delivery{' '}
            <span className="font-semibold text-foreground">{formatEstimatedDelivery(order)}</span>.
          </p>
        ) : null}
        {order.canRetry ? (
          <p className="text-sm text-destructive">
            {order.failureReason ? `Payment failed: ${sentence(order.failureReason)} ` : 'Not paid yet. '}
            Pay within 30 minutes of ordering to keep your items.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-2">
          {order.canRetry ? <PayAgainButton orderId={order._id} size="sm" /> : null}
          <Button asChild size="sm" variant="ghost">
            <Link to={paths.orderDetails(order._id)}>
              Order details <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </li>
  );
}

/** My Orders (spec section 2): tabs All, Processing, Shipped and Delivered; the tab lives in the URL. */
export function OrdersPage() {
  useDocumentMeta({ title: 'My Orders' });
  const [params, setParams] = useSearchParams();
  const tab = parseOrderTab(params.get('status'));
  const orders = useUserOrders();
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);
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
              <OrderCard key={order._id} order={order} onReview={setReviewing} />
            ))}
          </ul>
        )}
      </div>
      {reviewing ? (
        <ReviewDialog
          open
          productId={reviewing.productId}
          productName={reviewing.productName}
          onOpenChange={(open) => {
            if (!open) setReviewing(null);
          }}
          onSaved={() => setReviewing(null)}
        />
      ) : null}
    </div>
  );
}

import { ORDER_MESSAGES, RESERVATION_MINUTES } from '@store/contracts/orders';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useOrder } from '../api/orders-queries';
import { formatIndianDate, sentence } from '../order-format';
import type { PayAgainSlot, ReturnsSlot } from '../order-slots';
import { CancelOrderButton } from './cancel-order-dialog';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { OrderSidePanels } from './order-side-panels';
import { OrderTracking } from './order-tracking';

/**
 * Order details (docs/product.md, Order details): items, address, payment facts, delivery date and
 * help. Pay Now belongs to the checkout feature and a delivered order's returns to the returns
 * feature; the route hands them in as `payAgain` and `returns`.
 */
export function OrderDetailsPage({ payAgain, returns }: { payAgain: PayAgainSlot; returns?: ReturnsSlot }) {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const data = order.data?.data;
  useDocumentMeta({ title: data ? `Order ${data.id}` : 'Order details' });

  return (
    <div className="container-page py-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
        <Link to={paths.orders()}>
          <ArrowLeft aria-hidden="true" /> My Orders
        </Link>
      </Button>
      {order.isError ? (
        <StatusState
          icon={PackageSearch}
          title={
            order.error instanceof ApiError && order.error.status === 404
              ? ORDER_MESSAGES.orderNotFound
              : "We couldn't load this order"
          }
          headingLevel={1}
          actions={
            <Button asChild>
              <Link to={paths.orders()}>See my orders</Link>
            </Button>
          }
        >
          {order.error instanceof ApiError && order.error.status === 404
            ? 'There is no order with this number in your account.'
            : order.error.message}
        </StatusState>
      ) : !data ? (
        <div className="space-y-4" aria-label="Loading order">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <>
          <PageHeading title={`Order #${data.id}`}>Placed {formatIndianDate(data.createdAt)}</PageHeading>
          <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
            <div className="space-y-6">
              {data.canRetry ? (
                <div
                  role="status"
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-destructive/40 bg-destructive/5 p-4"
                >
                  <p className="text-sm">
                    <span className="block font-bold text-destructive">Payment not completed</span>
                    {data.failureReason ? sentence(data.failureReason) : 'This order is waiting for payment.'} Your
                    items are held for {RESERVATION_MINUTES} minutes after ordering.
                  </p>
                  {payAgain(data._id)}
                </div>
              ) : null}
              <section aria-labelledby="items-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
                <div className="mb-4 flex items-center justify-between gap-3">
                  <h2 id="items-heading" className="text-lg font-bold">
                    Items ordered
                  </h2>
                  <OrderStatusBadge status={data.orderStatus} />
                </div>
                <OrderLines order={data} />
              </section>
              <OrderTracking order={data} />
              {data.canCancel ? (
                <section
                  aria-labelledby="cancel-heading"
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border bg-card p-4 sm:p-6"
                >
                  <div className="text-sm">
                    <h2 id="cancel-heading" className="font-bold">
                      Changed your mind?
                    </h2>
                    <p className="text-muted-foreground">You can cancel this order until it ships.</p>
                  </div>
                  <CancelOrderButton order={data} />
                </section>
              ) : null}
              {returns?.(data)}
            </div>
            <OrderSidePanels order={data} />
          </div>
        </>
      )}
    </div>
  );
}

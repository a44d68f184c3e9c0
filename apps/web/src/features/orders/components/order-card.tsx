import { formatInr } from '@store/contracts/money';
import { RESERVATION_MINUTES, type Order } from '@store/contracts/orders';
import { CheckCircle2, ChevronRight, Star, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { formatEstimatedDelivery, formatIndianDate, sentence } from '../order-format';
import type { PayAgainSlot, ReviewTarget } from '../order-slots';
import { CancelOrderButton } from './cancel-order-dialog';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';

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
        {order.trackingUrl ? (
          // The carrier's own page for this parcel, in a new tab.
          <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
            <Truck aria-hidden="true" /> Track Package
          </a>
        ) : (
          <Link to={`${paths.orderDetails(order._id)}#tracking`}>
            <Truck aria-hidden="true" /> Track Package
          </Link>
        )}
      </Button>
    </div>
  );
}

/**
 * One order in My Orders: its lines, status and total, the tracking of a shipped one, and Pay Now
 * for an unpaid one (`payAgain`, from the route); a delivered line offers a review (`onReview`).
 */
export function OrderCard({
  order,
  onReview,
  payAgain,
}: {
  order: Order;
  onReview: (target: ReviewTarget) => void;
  payAgain: PayAgainSlot;
}) {
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
                    <Star aria-hidden="true" /> {line.reviewed ? 'Edit your review' : 'Add Review & Rating'}
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
            {order.paymentMethod === 'cod'
              ? `Being packed: pay ${formatInr(order.totalAmount)} in cash when it arrives.`
              : 'Paid and being packed.'}{' '}
            Estimated delivery <span className="font-semibold text-foreground">{formatEstimatedDelivery(order)}</span>.
          </p>
        ) : null}
        {order.canRetry ? (
          <p className="text-sm text-destructive">
            {order.failureReason ? `Payment failed: ${sentence(order.failureReason)} ` : 'Not paid yet. '}
            Pay within {RESERVATION_MINUTES} minutes of ordering to keep your items.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-2">
          <CancelOrderButton order={order} />
          {order.canRetry ? payAgain(order._id) : null}
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

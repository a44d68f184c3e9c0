import type { Order } from '@store/contracts/orders';
import { Check, Truck } from 'lucide-react';
import { formatScanTime } from '../order-format';
import { cn } from '@/lib/cn';

/** The four steps; a cash order is confirmed, not paid, before it is packed. */
const stepsOf = (order: Pick<Order, 'paymentMethod'>) =>
  [
    { status: 'placed', label: 'Ordered' },
    { status: 'processing', label: order.paymentMethod === 'cod' ? 'Confirmed & packing' : 'Paid & packing' },
    { status: 'shipped', label: 'Shipped' },
    { status: 'delivered', label: 'Delivered' },
  ] as const;

/** How far along the four steps an order is; -1 for a cancelled one. */
function stepOf(order: Order): number {
  switch (order.orderStatus) {
    case 'pending_payment':
      return 0;
    case 'processing':
      return 1;
    case 'shipped':
      return 2;
    case 'delivered':
      return 3;
    default:
      return -1;
  }
}

/**
 * The order's progress through its four steps, or that it was cancelled; where the parcel is, as
 * the courier booked here last said; and the courier's number.
 */
export function OrderTracking({ order }: { order: Order }) {
  const step = stepOf(order);
  return (
    <section
      id="tracking"
      aria-labelledby="tracking-heading"
      className="scroll-mt-24 rounded-2xl border bg-card p-4 sm:p-6"
    >
      <h2 id="tracking-heading" className="text-lg font-bold">
        Tracking
      </h2>
      {step < 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {order.paymentMethod === 'cod' && order.paymentStatus === 'created'
            ? 'This order was cancelled. Nothing was paid, so there is nothing to refund.'
            : 'This order was cancelled. Any payment is refunded to the original method within 5–7 working days.'}
        </p>
      ) : (
        <ol className="mt-4 grid grid-cols-4 gap-1" aria-label="Order progress">
          {stepsOf(order).map((s, i) => (
            <li
              key={s.status}
              className="flex flex-col items-center gap-1.5 text-center"
              aria-current={i === step ? 'step' : undefined}
            >
              <span
                className={cn(
                  'grid size-8 place-items-center rounded-full border-2 text-xs font-bold',
                  i <= step
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-muted-foreground/30 text-muted-foreground',
                )}
              >
                {i <= step ? <Check className="size-4" aria-hidden="true" /> : i + 1}
              </span>
              <span className={cn('text-xs', i <= step ? 'font-semibold' : 'text-muted-foreground')}>{s.label}</span>
            </li>
          ))}
        </ol>
      )}
      {order.courierStatus && step >= 2 ? (
        <p className="mt-4 flex flex-wrap items-center gap-x-2 text-sm" data-testid="courier-status">
          <Truck className="size-4 shrink-0 text-brand" aria-hidden="true" />
          <span className="font-semibold">{order.courierStatus.label}</span>
          <span className="text-muted-foreground">
            {[order.courierStatus.location, formatScanTime(order.courierStatus.at)].filter(Boolean).join(' · ')}
          </span>
        </p>
      ) : null}
      {order.trackingNumber ? (
        <p className="mt-4 rounded-xl bg-muted/60 p-3 text-sm">
          {order.carrier ?? 'Courier'} tracking number{' '}
          <span className="font-mono font-semibold" data-testid="tracking-number">
            {order.trackingNumber}
          </span>
          .{' '}
          {order.trackingUrl ? (
            <a
              href={order.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand underline underline-offset-4"
            >
              Track on {order.carrier ?? 'the courier'}&apos;s site
            </a>
          ) : (
            <>Use it on the courier&apos;s website for the latest scan.</>
          )}
        </p>
      ) : null}
    </section>
  );
}

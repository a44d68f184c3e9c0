import { formatInr } from '@store/contracts/money';
import type { Order } from '@store/contracts/orders';
import { ArrowLeft, Check, CircleHelp, Headset, MapPin, PackageSearch, RotateCcw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useOrder } from '../api/orders-queries';
import { formatEstimatedDelivery, formatIndianDate, paymentStatusLabel, sentence } from '../order-format';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import { PayAgainButton } from './pay-again-button';

const STEPS = [
  { status: 'placed', label: 'Ordered' },
  { status: 'processing', label: 'Paid & packing' },
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

function Tracking({ order }: { order: Order }) {
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
          This order was cancelled. Any payment is refunded to the original method within 5–7 working days.
        </p>
      ) : (
        <ol className="mt-4 grid grid-cols-4 gap-1" aria-label="Order progress">
          {STEPS.map((s, i) => (
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
      {order.trackingNumber ? (
        <p className="mt-4 rounded-xl bg-muted/60 p-3 text-sm">
          {order.carrier ?? 'Courier'} tracking number{' '}
          <span className="font-mono font-semibold" data-testid="tracking-number">
            {order.trackingNumber}
          </span>
          . Use it on the courier&apos;s website for the latest scan.
        </p>
      ) : null}
    </section>
  );
}

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-semibold break-all" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Order details (spec section 2): items, address, payment facts, delivery date and help. */
export function OrderDetailsPage() {
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
              ? 'Order not found'
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
                    items are held for 30 minutes after ordering.
                  </p>
                  <PayAgainButton orderId={data._id} />
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
              <Tracking order={data} />
            </div>
            <div className="space-y-6">
              <section aria-labelledby="payment-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
                <h2 id="payment-heading" className="text-lg font-bold">
                  Payment
                </h2>
                <dl className="mt-3 text-sm">
                  <Row label="Order number" testId="provider-order-number">
                    {data.razorpay_order_id ?? 'N/A'}
                  </Row>
                  <Row label="Total amount">{formatInr(data.totalAmount)}</Row>
                  <Row label="Payment method">Online pay</Row>
                  <Row label="Payment status" testId="payment-status">
                    {paymentStatusLabel(data.paymentStatus)}
                  </Row>
                  <Row label="Estimated delivery" testId="estimated-delivery">
                    {formatEstimatedDelivery(data)}
                  </Row>
                </dl>
              </section>
              <section aria-labelledby="address-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
                <h2 id="address-heading" className="flex items-center gap-2 text-lg font-bold">
                  <MapPin className="size-5 text-primary" aria-hidden="true" /> Delivery address
                </h2>
                <address className="mt-3 text-sm not-italic">
                  <span className="block font-semibold">{data.address.name}</span>
                  {data.address.address}
                  {data.address.locality ? `, ${data.address.locality}` : ''}
                  <span className="block">
                    {data.address.town}, {data.address.state} – {data.address.pinCode}
                  </span>
                  <span className="block">Landmark: {data.address.landMark}</span>
                  <span className="block">Mobile: {data.address.phone}</span>
                </address>
              </section>
              <section aria-labelledby="help-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
                <h2 id="help-heading" className="text-lg font-bold">
                  Need help with this order?
                </h2>
                <div className="mt-3 grid gap-2">
                  <Button asChild variant="outline" className="justify-start">
                    <Link to={paths.contact()}>
                      <Headset aria-hidden="true" /> Contact support
                    </Link>
                  </Button>
                  <Button asChild variant="outline" className="justify-start">
                    <Link to={paths.returns()}>
                      <RotateCcw aria-hidden="true" /> Returns &amp; refunds
                    </Link>
                  </Button>
                  <Button asChild variant="outline" className="justify-start">
                    <Link to={paths.help()}>
                      <CircleHelp aria-hidden="true" /> Help Center
                    </Link>
                  </Button>
                </div>
              </section>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

import { formatInr } from '@store/contracts/money';
import { ORDER_MESSAGES } from '@store/contracts/orders';
import { CalendarCheck, CheckCircle2, PackageSearch } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useOrder } from '../api/orders-queries';
import { formatEstimatedDelivery, shippingLabel } from '../order-format';
import { OrderLines } from './order-lines';

/**
 * /success/{id}: the order's number, items, charges, total and estimated delivery, as the server
 * sends them, after an online payment or a cash on delivery order confirmed with its code (which is
 * placed unpaid, its total due to the courier).
 */
export function SuccessPage() {
  useDocumentMeta({ title: 'Order placed' });
  const { id = '' } = useParams();
  const order = useOrder(id);
  const data = order.data?.data;

  if (order.isError) {
    return (
      <div className="container-page py-10">
        <StatusState
          icon={PackageSearch}
          title={ORDER_MESSAGES.orderNotFound}
          headingLevel={1}
          actions={
            <Button asChild>
              <Link to={paths.orders()}>See my orders</Link>
            </Button>
          }
        >
          {order.error.message}
        </StatusState>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="container-page max-w-2xl space-y-4 py-10" aria-label="Loading order">
        <Skeleton className="mx-auto size-16 rounded-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }

  const paid = data.paymentStatus === 'paid';
  const cashDue = data.paymentMethod === 'cod' && !paid;
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <div className="text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-500/15">
          <CheckCircle2 className="size-9 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        </span>
        <h1 className="mt-4 font-display text-3xl font-extrabold tracking-tight uppercase italic sm:text-4xl">
          {paid || cashDue ? 'Order placed!' : 'Order received'}
        </h1>
        <p className="mt-2 text-muted-foreground" data-testid="success-payment">
          {cashDue
            ? `Pay ${formatInr(data.totalAmount)} in cash on delivery. A confirmation is on its way to your e-mail.`
            : paid
              ? 'Thank you for riding with us. A confirmation is on its way to your e-mail.'
              : 'We are waiting for the payment to be confirmed.'}
        </p>
        <p className="mt-3 text-sm">
          Order number{' '}
          <span className="font-mono text-base font-bold" data-testid="order-number">
            {data.id}
          </span>
        </p>
      </div>
      <div className="mt-6 rounded-2xl border bg-card p-4 sm:p-6">
        <p className="mb-4 flex items-center gap-2 rounded-xl bg-primary/10 p-3 text-sm">
          <CalendarCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Estimated delivery{' '}
            <span className="font-bold" data-testid="estimated-delivery">
              {formatEstimatedDelivery(data)}
            </span>
          </span>
        </p>
        <OrderLines order={data} />
        {data.discount ? (
          <p className="mt-4 flex justify-between border-t pt-4 text-sm">
            <span className="text-muted-foreground">
              Discount code <span className="font-mono font-semibold text-foreground">{data.discount.code}</span>
            </span>
            <span className="font-semibold text-success tabular-nums" data-testid="order-discount">
              −{formatInr(data.discount.amount)}
            </span>
          </p>
        ) : null}
        <dl className="mt-4 space-y-2 border-t pt-4 text-sm">
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Shipping</dt>
            <dd className="tabular-nums" data-testid="order-shipping">
              {shippingLabel(data.shipping)}
            </dd>
          </div>
          {data.codFee > 0 ? (
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Cash on delivery fee</dt>
              <dd className="tabular-nums" data-testid="order-cod-fee">
                {formatInr(data.codFee)}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-4 flex justify-between border-t pt-4 text-base font-bold">
          <span>{cashDue ? 'To pay on delivery' : 'Total paid'}</span>
          <span className="tabular-nums" data-testid="order-total">
            {formatInr(data.totalAmount)}
          </span>
        </p>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.orderDetails(data._id)}>View order</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.shop()}>Continue shopping</Link>
        </Button>
      </div>
    </div>
  );
}

import type { Order } from '@store/contracts/orders';
import { RETURN_WINDOW_DAYS } from '@store/contracts/returns';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrderReturns } from '../api/order-returns';
import { ReturnCard } from './return-card';
import { ReturnRequestDialog } from './return-request-dialog';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/**
 * Returns on the order page of a delivered order: until when items may be returned, the 'Return
 * items' request, and every return's progress. Nothing for an order not yet delivered.
 */
export function OrderReturnsSection({ order }: { order: Pick<Order, '_id' | 'id' | 'orderStatus' | 'paymentMethod'> }) {
  if (order.orderStatus !== 'delivered') return null;
  return <Returns orderId={order._id} orderNumber={order.id} cashOrder={order.paymentMethod === 'cod'} />;
}

function Returns({ orderId, orderNumber, cashOrder }: { orderId: string; orderNumber: string; cashOrder: boolean }) {
  const [open, setOpen] = useState(false);
  const query = useOrderReturns(orderId);
  const data = query.data?.data;
  const canAsk = data?.open && data.lines.some((l) => l.returnable && l.left > 0);
  const fixed = data?.lines.filter((l) => !l.returnable) ?? [];

  return (
    <section
      id="returns"
      aria-labelledby="returns-heading"
      className="scroll-mt-20 rounded-2xl border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="text-sm">
          <h2 id="returns-heading" className="text-lg font-bold">
            Returns
          </h2>
          {query.isError ? (
            <p className="text-destructive">We couldn't load your returns. {query.error.message}</p>
          ) : !data ? (
            <Skeleton className="mt-1 h-4 w-56" />
          ) : data.open && data.closesAt ? (
            <p className="text-muted-foreground">
              You can ask to return items until {dateOf(data.closesAt)} ({RETURN_WINDOW_DAYS} days after delivery).
            </p>
          ) : data.closesAt ? (
            <p className="text-muted-foreground">The return window closed on {dateOf(data.closesAt)}.</p>
          ) : null}
        </div>
        {canAsk ? (
          <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
            <Undo2 aria-hidden="true" /> Return items
          </Button>
        ) : null}
      </div>
      {fixed.length > 0 && data?.open ? (
        <p className="mt-2 text-xs text-muted-foreground">
          Custom-made or non-returnable: {fixed.map((l) => l.name).join(', ')}.
        </p>
      ) : null}
      {data && data.returns.length > 0 ? (
        <div className="mt-4 grid gap-3">
          {[...data.returns].reverse().map((ret) => (
            <ReturnCard key={ret.id} ret={ret} />
          ))}
        </div>
      ) : null}
      {data ? (
        <ReturnRequestDialog
          orderId={orderId}
          orderNumber={orderNumber}
          lines={data.lines}
          cashOrder={cashOrder}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </section>
  );
}

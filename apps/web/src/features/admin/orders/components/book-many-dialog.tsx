import type { BookManyResponse } from '@store/contracts/couriers';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { FormDialog } from '../../components/form-dialog';
import { useBookMany } from '../api/couriers';

/**
 * Books the ticked orders, each with the courier Shiprocket recommends for its PIN (docs/couriers.md).
 * They are booked one after another on the server and move to Shipped as each is booked; an order
 * Shiprocket cannot take stays being prepared, with the reason on its page.
 */
export function BookManyDialog({
  orders,
  open,
  onClose,
  onQueued,
}: {
  orders: Array<{ id: string; orderNumber: string }>;
  open: boolean;
  onClose: () => void;
  /** The ticks are cleared once the orders are queued. */
  onQueued: () => void;
}) {
  const [done, setDone] = useState<BookManyResponse | null>(null);
  const errors = useFormErrors();
  const book = useBookMany();
  const close = () => {
    setDone(null);
    errors.setFormError(null);
    onClose();
  };

  if (done) {
    return (
      <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())} title="Couriers being booked">
        <div role="status" className="space-y-3 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <CheckCircle2 className="size-5 text-success" aria-hidden="true" /> {done.message}.
          </p>
          {done.data.queued.length > 0 ? (
            <p className="text-muted-foreground">
              Each moves to Shipped with its waybill, label and manifest as it is booked. One that Shiprocket cannot
              take stays here, with the reason on its page.
            </p>
          ) : null}
          {done.data.skipped.length > 0 ? (
            <div>
              <p className="font-medium">Left out</p>
              <ul className="mt-1 space-y-1" data-testid="skipped-orders">
                {done.data.skipped.map((s) => (
                  <li key={s.id}>
                    <span className="font-mono">#{s.order_number || s.id.slice(0, 8)}</span>: {s.reason}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="mt-6 flex justify-end">
          <Button onClick={close}>Done</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={`Book couriers for ${orders.length} ${orders.length === 1 ? 'order' : 'orders'}`}
      description="Each is booked with the courier Shiprocket recommends for its PIN: order, waybill, pickup, label and manifest."
      busy={book.isPending}
      busyLabel="Queuing…"
      formError={errors.formError}
      submitLabel="Book couriers"
      onSubmit={() =>
        book.mutate(
          { order_ids: orders.map((o) => o.id) },
          {
            onSuccess: (answer) => {
              notifySuccess(answer.message, 'Couriers');
              onQueued();
              setDone(answer);
            },
            // The list's own error (too many, not set up) names no field of a form: it is the form's.
            onError: (error) => errors.setFormError(error.message),
          },
        )
      }
    >
      <p className="font-mono text-sm break-words text-muted-foreground" data-testid="orders-to-book">
        {orders.map((o) => `#${o.orderNumber}`).join(', ')}
      </p>
    </FormDialog>
  );
}

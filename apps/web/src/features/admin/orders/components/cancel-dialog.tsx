import { cancelOrderBody } from '@store/contracts/order-moves';
import { formatInr } from '@store/contracts/money';
import type { AdminOrderDetail } from '@store/contracts/admin';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { Field, TextArea } from '../../components/fields';
import { plural } from '../../lib/admin-format';
import { useChangeOrderStatus } from '../api/change-order-status';

/** What cancelling will do to stock and money, said before it is done. */
export function cancelConsequences(
  order: Pick<AdminOrderDetail, 'itemCount' | 'paymentStatus' | 'totalPaise'>,
): string {
  const restock = `${plural(order.itemCount, 'item')} go${order.itemCount === 1 ? 'es' : ''} back into stock`;
  return order.paymentStatus === 'paid'
    ? `${restock} and ${formatInr(order.totalPaise)} is refunded to the customer's original payment method.`
    : `${restock}. Nothing was paid, so nothing is refunded.`;
}

type CancelDialogProps = { order: AdminOrderDetail; open: boolean; onOpenChange: (open: boolean) => void };

/** Cancels an order not yet delivered, with the reason recorded in its history. */
export function CancelDialog({ order, open, onOpenChange }: CancelDialogProps) {
  const [reason, setReason] = useState('');
  const form = useFormErrors();
  const move = useChangeOrderStatus(order.id);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!move.isPending}
      title={`Cancel order #${order.orderNumber}?`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = validateForm(cancelOrderBody, { reason });
          if (checked.errors) return form.setErrors(checked.errors);
          move.mutate(
            { action: 'cancel', body: checked.data },
            {
              onSuccess: () => {
                notifySuccess(
                  order.paymentStatus === 'paid' ? 'Stock returned and the payment refunded.' : 'Stock returned.',
                  `Order #${order.orderNumber} cancelled`,
                );
                onOpenChange(false);
              },
              onError: form.fromServer,
            },
          );
        }}
      >
        <div role="note" className="flex gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
          <p>{cancelConsequences(order)} This cannot be undone.</p>
        </div>
        <FormAlert message={form.formError} />
        <Field label="Reason" error={form.errors.reason} hint="Kept in the order's history.">
          {(control) => (
            <TextArea
              {...control}
              name="reason"
              value={reason}
              maxLength={300}
              autoFocus
              onChange={(event) => {
                setReason(event.target.value);
                form.clear('reason');
              }}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={move.isPending}>
            Keep order
          </Button>
          <Button type="submit" variant="destructive" disabled={move.isPending}>
            {move.isPending ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

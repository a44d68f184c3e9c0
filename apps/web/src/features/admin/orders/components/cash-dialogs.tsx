import { collectCashBody, refusedDeliveryBody, type AdminOrderDetail } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { Field, TextArea, TextField } from '../../components/fields';
import { FormDialog } from '../../components/form-dialog';
import { useCollectCash, useRecordRefusal } from '../api/cash-on-delivery';

type DialogProps = { order: AdminOrderDetail; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Records one cash order's money as collected: from the courier's remittance (its reference) or
 * taken at the counter (none). A shipped order becomes delivered; a courier's remittance of many
 * orders is recorded at once from the orders list.
 */
export function CollectCashDialog({ order, open, onOpenChange }: DialogProps) {
  const [remittance, setRemittance] = useState('');
  const form = useFormErrors();
  const collect = useCollectCash();
  const close = () => onOpenChange(false);
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={`Record cash for #${order.orderNumber}?`}
      description={`${formatInr(order.totalPaise)} collected on delivery${order.status === 'shipped' ? '; the order becomes delivered' : ''}.`}
      busy={collect.isPending}
      formError={form.formError}
      submitLabel="Record cash collected"
      onSubmit={() => {
        const checked = validateForm(collectCashBody, { orders: [order.orderNumber], remittance });
        if (checked.errors) return form.setErrors(checked.errors);
        collect.mutate(checked.data, {
          onSuccess: ({ message }) => {
            notifySuccess(message, `Order #${order.orderNumber}`);
            setRemittance('');
            close();
          },
          onError: form.fromServer,
        });
      }}
    >
      <TextField
        label="Remittance reference (optional)"
        value={remittance}
        maxLength={60}
        onChange={(e) => {
          setRemittance(e.target.value);
          form.clear('remittance');
        }}
        error={form.errors.remittance}
        hint="The courier's UTR or remittance number; leave empty for cash taken at the counter."
        inputClassName="font-mono"
      />
    </FormDialog>
  );
}

/**
 * The buyer refused a shipped cash order at the door: the stock comes back, the invoice is
 * reversed, and the refusal counts against cash on delivery for the buyer. A note says what the
 * courier reported.
 */
export function RefusedDeliveryDialog({ order, open, onOpenChange }: DialogProps) {
  const [note, setNote] = useState('');
  const form = useFormErrors();
  const refuse = useRecordRefusal(order.id);
  const close = () => onOpenChange(false);
  return (
    <FormDialog
      open={open}
      onClose={close}
      title={`Delivery of #${order.orderNumber} refused?`}
      busy={refuse.isPending}
      busyLabel="Recording…"
      formError={form.formError}
      submitLabel="Record refused delivery"
      onSubmit={() => {
        const checked = validateForm(refusedDeliveryBody, { note });
        if (checked.errors) return form.setErrors(checked.errors);
        refuse.mutate(checked.data, {
          onSuccess: ({ message }) => {
            notifySuccess(message, `Order #${order.orderNumber}`);
            setNote('');
            close();
          },
          onError: form.fromServer,
        });
      }}
    >
      <div role="note" className="flex gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <p>
          The order is cancelled and its items go back into stock. {order.customer.name} has refused{' '}
          {order.buyerCod.refusedDeliveries === 0
            ? 'no delivery before'
            : `${order.buyerCod.refusedDeliveries} ${order.buyerCod.refusedDeliveries === 1 ? 'delivery' : 'deliveries'} before`}
          ; after a refusal they pay online until the refusals are reset on their customer page. This cannot be undone.
        </p>
      </div>
      <Field
        label="Note (optional)"
        error={form.errors.note}
        hint="What the courier reported; kept in the order's history."
      >
        {(control) => (
          <TextArea
            {...control}
            value={note}
            maxLength={300}
            autoFocus
            onChange={(e) => {
              setNote(e.target.value);
              form.clear('note');
            }}
          />
        )}
      </Field>
    </FormDialog>
  );
}

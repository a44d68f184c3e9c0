import { buyerCancelBody, CANCEL_REASON_MAX, CANCEL_REASONS, OTHER_REASON } from '@store/contracts/cancellation';
import { formatInr } from '@store/contracts/money';
import type { Order } from '@store/contracts/orders';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { FieldError } from '@/components/form-field';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useCancelOrder } from '../api/cancel-order';

type Props = {
  order: Pick<Order, '_id' | 'id' | 'paymentStatus' | 'totalAmount'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** What cancelling does with the money, said before the buyer confirms. */
export function cancelOutcome(order: Props['order']): string {
  return order.paymentStatus === 'paid'
    ? `${formatInr(order.totalAmount)} goes back to the way you paid, usually within 5 to 7 working days.`
    : 'Nothing was paid for this order, so there is nothing to refund.';
}

/** The buyer's cancel: a reason from the list (or their own words), then the server's verdict. */
export function CancelOrderDialog({ order, open, onOpenChange }: Props) {
  const [choice, setChoice] = useState('');
  const [own, setOwn] = useState('');
  const form = useFormErrors();
  const cancel = useCancelOrder();
  const groupId = useId();
  const ownId = useId();
  const reason = choice === OTHER_REASON ? own : choice;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!cancel.isPending}
      title={`Cancel order #${order.id}?`}
      description="Your items go back on the shelf for other riders."
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = validateForm(buyerCancelBody, { order_id: order._id, reason });
          if (checked.errors) return form.setErrors(checked.errors);
          cancel.mutate(checked.data, {
            onSuccess: () => {
              notifySuccess(
                order.paymentStatus === 'paid'
                  ? `Your refund of ${formatInr(order.totalAmount)} is on its way.`
                  : 'Nothing was charged.',
                `Order #${order.id} cancelled`,
              );
              onOpenChange(false);
            },
            onError: form.fromServer,
          });
        }}
      >
        <p role="note" className="flex gap-3 rounded-lg border bg-muted/50 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {cancelOutcome(order)}
        </p>
        <FormAlert message={form.formError} />
        <fieldset aria-describedby={form.errors.reason ? `${groupId}-error` : undefined}>
          <legend className="mb-2 text-sm font-semibold">Why are you cancelling?</legend>
          <div className="grid gap-2">
            {[...CANCEL_REASONS, OTHER_REASON].map((option) => (
              <label
                key={option}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-accent',
                  choice === option && 'border-primary bg-primary/5',
                )}
              >
                <input
                  type="radio"
                  name="cancel-reason"
                  value={option}
                  checked={choice === option}
                  onChange={() => {
                    setChoice(option);
                    form.clear('reason');
                  }}
                  className="size-4 accent-primary"
                />
                {option}
              </label>
            ))}
          </div>
          {choice === OTHER_REASON ? (
            <div className="mt-3 space-y-1.5">
              <label htmlFor={ownId} className="text-sm font-semibold">
                Tell us more
              </label>
              <textarea
                id={ownId}
                value={own}
                maxLength={CANCEL_REASON_MAX}
                rows={3}
                autoFocus
                onChange={(event) => {
                  setOwn(event.target.value);
                  form.clear('reason');
                }}
                className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
              />
            </div>
          ) : null}
          <FieldError id={groupId} error={form.errors.reason} />
        </fieldset>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={cancel.isPending}>
            Keep order
          </Button>
          <Button type="submit" variant="destructive" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** 'Cancel order' and its dialog, for an order the buyer may still cancel. */
export function CancelOrderButton({
  order,
  size = 'sm',
}: {
  order: Props['order'] & Pick<Order, 'canCancel'>;
  size?: 'sm' | 'default';
}) {
  const [open, setOpen] = useState(false);
  if (!order.canCancel) return null;
  return (
    <>
      <Button type="button" size={size} variant="outline" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
      <CancelOrderDialog order={order} open={open} onOpenChange={setOpen} />
    </>
  );
}

import { imageAtWidth } from '@store/contracts/images';
import { requestReturnBody, RETURN_REASON_MAX, type OrderReturns } from '@store/contracts/returns';
import { shownVariantName } from '@store/contracts/variants';
import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { FieldError } from '@/components/form-field';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { useRequestReturn } from '../api/request-return';
import {
  EMPTY_REFUND_DESTINATION,
  RefundDestinationFields,
  refundDestinationInput,
  type RefundDestinationValues,
} from './refund-destination-fields';
import { ReturnPhotosField } from './return-photos-field';

type Props = {
  orderId: string;
  orderNumber: string;
  lines: OrderReturns['lines'];
  /** Paid in cash on delivery: the shop pays the refund, to a UPI ID or bank account the buyer gives. */
  cashOrder?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const inputClass =
  'rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40';

/**
 * The buyer's return request: which items and how many, why, and photos, and for an order paid in
 * cash where its refund should be paid; the server decides.
 */
export function ReturnRequestDialog({ orderId, orderNumber, lines, cashOrder = false, open, onOpenChange }: Props) {
  const [picked, setPicked] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [refundTo, setRefundTo] = useState<RefundDestinationValues>(EMPTY_REFUND_DESTINATION);
  const [uploading, setUploading] = useState(false);
  const form = useFormErrors();
  const request = useRequestReturn();
  const reasonId = useId();
  const linesId = useId();
  const busy = request.isPending || uploading;
  const chosen = Object.entries(picked).map(([line, quantity]) => ({ line, quantity }));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!busy}
      title={`Return items from order #${orderNumber}`}
      description="Choose what you are sending back. We refund once the parcel reaches us."
      className="sm:max-w-xl"
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const body = {
            order_id: orderId,
            lines: chosen,
            reason,
            images,
            // An order paid online is refunded the way it was paid: the server refuses a destination for it.
            ...(cashOrder ? { refund_to: refundDestinationInput(refundTo) } : {}),
          };
          const checked = validateForm(requestReturnBody, body);
          if (checked.errors) return form.setErrors(checked.errors);
          const { refund_to, ...rest } = checked.data;
          request.mutate(cashOrder ? { ...rest, refund_to } : rest, {
            onSuccess: (answer) => {
              notifySuccess('We will write to you within two working days.', `Return ${answer.data.number} requested`);
              setPicked({});
              setReason('');
              setImages([]);
              setRefundTo(EMPTY_REFUND_DESTINATION);
              onOpenChange(false);
            },
            onError: form.fromServer,
          });
        }}
      >
        <FormAlert message={form.formError} />
        <fieldset aria-describedby={form.errors.lines ? `${linesId}-error` : undefined}>
          <legend className="mb-2 text-sm font-semibold">What are you returning?</legend>
          <ul className="grid gap-2">
            {lines.map((line) => {
              const can = line.returnable && line.left > 0;
              const on = picked[line.orderLineId] !== undefined;
              return (
                <li
                  key={line.orderLineId}
                  className={cn('flex items-center gap-3 rounded-lg border p-2.5', on && 'border-primary bg-primary/5')}
                >
                  <input
                    type="checkbox"
                    id={`pick-${line.orderLineId}`}
                    checked={on}
                    disabled={!can || busy}
                    onChange={(e) => {
                      form.clear('lines');
                      setPicked(({ [line.orderLineId]: _dropped, ...rest }) =>
                        e.target.checked ? { ...rest, [line.orderLineId]: line.left } : rest,
                      );
                    }}
                    className="size-4 shrink-0 accent-primary"
                  />
                  <img
                    src={imageAtWidth(line.image, 400)}
                    alt=""
                    className="size-12 shrink-0 rounded-md bg-muted object-cover"
                  />
                  <label htmlFor={`pick-${line.orderLineId}`} className="min-w-0 flex-1 text-sm">
                    <span className="line-clamp-2 leading-tight font-semibold">{line.name}</span>
                    <span className="block text-xs text-muted-foreground">
                      {!line.returnable
                        ? 'Custom-made or non-returnable'
                        : line.left === 0
                          ? 'Already being returned'
                          : [shownVariantName(line.variantName), `Bought ${line.bought}`].filter(Boolean).join(' · ')}
                    </span>
                  </label>
                  {on && line.left > 1 ? (
                    <select
                      aria-label={`How many of ${line.name}`}
                      value={picked[line.orderLineId]}
                      disabled={busy}
                      onChange={(e) => setPicked((p) => ({ ...p, [line.orderLineId]: Number(e.target.value) }))}
                      className={cn(inputClass, 'h-9 py-1')}
                    >
                      {Array.from({ length: line.left }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <FieldError id={linesId} error={form.errors.lines ?? form.errors['lines.0.quantity']} />
        </fieldset>
        <div className="space-y-1.5">
          <label htmlFor={reasonId} className="text-sm font-semibold">
            Why are you returning it?
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={RETURN_REASON_MAX}
            rows={3}
            disabled={busy}
            placeholder="Wrong size, damaged in transit, does not fit my bike…"
            aria-invalid={form.errors.reason ? true : undefined}
            aria-describedby={form.errors.reason ? `${reasonId}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              form.clear('reason');
            }}
            className={cn(inputClass, 'w-full', form.errors.reason && 'border-destructive')}
          />
          <FieldError id={reasonId} error={form.errors.reason} />
        </div>
        <ReturnPhotosField
          urls={images}
          onChange={(urls) => {
            setImages(urls);
            form.clear('images');
          }}
          onBusyChange={setUploading}
          error={form.errors.images}
          disabled={busy}
        />
        {cashOrder ? (
          <RefundDestinationFields
            values={refundTo}
            onChange={(values, edited) => {
              setRefundTo(values);
              form.clear(edited);
            }}
            errors={form.errors}
            disabled={busy}
          />
        ) : null}
        <p role="note" className="flex gap-3 rounded-lg border bg-muted/50 p-3 text-sm">
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {cashOrder
            ? 'Pack the items with their tags and box. The refund is paid to the UPI ID or account above.'
            : 'Pack the items with their tags and box. The refund goes back to the way you paid.'}
        </p>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
            Not now
          </Button>
          <Button type="submit" disabled={busy}>
            {request.isPending ? 'Sending…' : uploading ? 'Uploading photos…' : 'Request return'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

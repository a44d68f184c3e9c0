import { formatInr } from '@store/contracts/money';
import {
  approveReturnBody,
  refundReturnBody,
  rejectReturnBody,
  RETURN_MESSAGES,
  RETURN_NOTE_MAX,
  REFUND_TO_MESSAGES,
  type Return,
} from '@store/contracts/returns';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormErrors, validateForm } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { Field, RupeeInput, TextArea, TextField } from '../../components/fields';
import { formatRupeesInput, parseRupees, RUPEES_FORMAT_MESSAGE } from '../../lib/money-input';
import { useReturnStep } from '../api/return-step';

export type StepDialogKind = 'approve' | 'reject' | 'refund';

const TITLES: Record<StepDialogKind, string> = {
  approve: 'Approve return',
  reject: 'Reject return',
  refund: 'Refund return',
};

type Props = {
  ret: Return;
  kind: StepDialogKind;
  /** Paid in cash on delivery: staff pay the refund themselves and give the bank's reference. */
  cashOrder?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Approve (with an optional note, e.g. where to send the parcel), reject (with the reason the
 * buyer is sent) or refund (the amount, which starts at what the units cost and may be lowered;
 * for a cash order, paid by staff to the buyer's UPI ID or account, with the bank's reference).
 */
export function ReturnStepDialog({ ret, kind, cashOrder = false, open, onOpenChange }: Props) {
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState(formatRupeesInput(ret.refundablePaise));
  const [reference, setReference] = useState('');
  const form = useFormErrors();
  const step = useReturnStep(ret.id);

  function submit() {
    if (kind === 'refund') {
      const paise = parseRupees(amount);
      const missing = cashOrder && reference.trim() === '' ? { reference: REFUND_TO_MESSAGES.referenceRequired } : {};
      if (paise === null) return form.setErrors({ amount_paise: RUPEES_FORMAT_MESSAGE, ...missing });
      const checked = validateForm(refundReturnBody, {
        amount_paise: paise,
        ...(cashOrder ? { reference } : {}),
      });
      if (checked.errors || missing.reference) return form.setErrors({ ...checked.errors, ...missing });
      return step.mutate(
        { step: 'refund', ...checked.data },
        {
          onSuccess: () =>
            done(
              cashOrder
                ? `${formatInr(paise)} refund recorded and the credit note issued.`
                : `${formatInr(paise)} refunded and the credit note issued.`,
            ),
          onError: form.fromServer,
        },
      );
    }
    const checked = validateForm(kind === 'approve' ? approveReturnBody : rejectReturnBody, { note });
    if (checked.errors) return form.setErrors(checked.errors);
    step.mutate(
      { step: kind, note: checked.data.note },
      { onSuccess: () => done('The buyer has been mailed.'), onError: form.fromServer },
    );
  }

  function done(message: string) {
    notifySuccess(
      message,
      `Return ${ret.number} ${kind === 'approve' ? 'approved' : kind === 'reject' ? 'rejected' : 'refunded'}`,
    );
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!step.isPending}
      title={`${TITLES[kind]} ${ret.number}?`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {kind === 'refund' ? (
          <div role="note" className="flex gap-3 rounded-lg border bg-muted/50 p-3 text-sm">
            <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {cashOrder ? (
              <p>
                The returned units cost {formatInr(ret.valuePaise)}; at most {formatInr(ret.refundablePaise)} can be
                refunded. This order was paid in cash: pay the refund to{' '}
                <strong className="font-semibold">{ret.refundTo ?? 'the account the buyer gave'}</strong> first, then
                record it here with the bank&apos;s reference. A credit note is issued. This cannot be undone.
              </p>
            ) : (
              <p>
                The returned units cost {formatInr(ret.valuePaise)}; at most {formatInr(ret.refundablePaise)} can be
                refunded. The money goes back to the buyer's payment at once and a credit note is issued. This cannot be
                undone.
              </p>
            )}
          </div>
        ) : null}
        <FormAlert message={form.formError} />
        {kind === 'refund' ? (
          <Field
            label="Refund amount"
            error={form.errors.amount_paise}
            hint="Lower it for a damaged or incomplete return."
          >
            {(control) => (
              <RupeeInput
                {...control}
                name="amount"
                value={amount}
                autoFocus
                onChange={(event) => {
                  setAmount(event.target.value);
                  form.clear('amount_paise');
                }}
              />
            )}
          </Field>
        ) : (
          <Field
            label={kind === 'approve' ? 'Note for the buyer (optional)' : 'Why it is rejected'}
            error={form.errors.note}
            hint="Sent to the buyer by mail and shown on their order."
          >
            {(control) => (
              <TextArea
                {...control}
                name="note"
                value={note}
                maxLength={RETURN_NOTE_MAX}
                autoFocus
                placeholder={
                  kind === 'approve' ? 'Send it to our Kochi shop, NH 66 Bypass, Vyttila' : RETURN_MESSAGES.noteRequired
                }
                onChange={(event) => {
                  setNote(event.target.value);
                  form.clear('note');
                }}
              />
            )}
          </Field>
        )}
        {kind === 'refund' && cashOrder ? (
          <TextField
            label="Bank reference (UTR)"
            name="reference"
            value={reference}
            maxLength={60}
            onChange={(event) => {
              setReference(event.target.value);
              form.clear('reference');
            }}
            error={form.errors.reference}
            hint="The UTR of the UPI or bank transfer you made to the buyer."
            inputClassName="font-mono"
          />
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={step.isPending}>
            Back
          </Button>
          <Button type="submit" variant={kind === 'reject' ? 'destructive' : 'default'} disabled={step.isPending}>
            {step.isPending ? 'Saving…' : TITLES[kind]}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

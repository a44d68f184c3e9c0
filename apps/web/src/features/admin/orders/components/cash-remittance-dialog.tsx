import { collectCashBody, type CollectCash } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormErrors, validateForm, type FieldErrors } from '@/lib/form-errors';
import { notifySuccess } from '@/lib/notify';
import { Field, RupeeInput, TextArea, TextField } from '../../components/fields';
import { FormDialog } from '../../components/form-dialog';
import { parseRupees, RUPEES_FORMAT_MESSAGE } from '../../lib/money-input';
import { useCollectCash, type CollectCashResponse } from '../api/cash-on-delivery';

export type RemittanceForm = { orders: string; remittance: string; amount: string };

/**
 * A courier's remittance as typed: order numbers pasted from its statement (one per line, or
 * separated by commas or spaces), its reference, and its amount in rupees (empty skips the check).
 * Checked with the contract, errors keyed as its paths (`orders`, `orders.2`, `amount_paise`).
 */
export function readRemittance(
  form: RemittanceForm,
): { body: CollectCash; errors?: undefined } | { errors: FieldErrors } {
  const amount = form.amount.trim() === '' ? null : parseRupees(form.amount);
  if (amount === null && form.amount.trim() !== '') return { errors: { amount_paise: RUPEES_FORMAT_MESSAGE } };
  const checked = validateForm(collectCashBody, {
    orders: form.orders.split(/[\s,;]+/).filter(Boolean),
    remittance: form.remittance,
    amount_paise: amount,
  });
  return checked.errors ? { errors: checked.errors } : { body: checked.data };
}

/** The first error among the order numbers, each checked on its own. */
const ordersError = (errors: FieldErrors) =>
  errors.orders ?? Object.entries(errors).find(([path]) => path.startsWith('orders.'))?.[1];

const EMPTY: RemittanceForm = { orders: '', remittance: '', amount: '' };

/**
 * Cash remittance (docs/decisions/111): a courier pays the cash it collected for many orders in one
 * transfer; staff paste its order numbers with its reference and amount, and every order's cash is
 * recorded at once, or none when one cannot be (the server says which) or the amount is not theirs.
 */
export function CashRemittanceDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState<RemittanceForm>(EMPTY);
  const [done, setDone] = useState<CollectCashResponse | null>(null);
  const errors = useFormErrors();
  const collect = useCollectCash();
  const set = (field: keyof RemittanceForm, value: string, path: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    errors.clear(path);
  };
  const close = () => {
    onOpenChange(false);
    setDone(null);
  };

  if (done) {
    return (
      <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())} title="Cash recorded">
        <div role="status" className="space-y-3 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <CheckCircle2 className="size-5 text-success" aria-hidden="true" /> {done.message}:{' '}
            <span className="tabular-nums" data-testid="remittance-total">
              {formatInr(done.data.total_paise)}
            </span>
          </p>
          <p className="font-mono text-xs break-words text-muted-foreground">{done.data.orders.join(', ')}</p>
        </div>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="outline" onClick={() => setDone(null)}>
            Record another
          </Button>
          <Button onClick={close}>Done</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Record a cash remittance"
      description="Every order listed is marked paid (and delivered, if it was still shipped), or none is."
      className="sm:w-[min(34rem,calc(100vw-2rem))]"
      busy={collect.isPending}
      busyLabel="Recording…"
      formError={errors.formError}
      submitLabel="Record cash"
      onSubmit={() => {
        const checked = readRemittance(form);
        if (checked.errors) return errors.setErrors(checked.errors);
        collect.mutate(checked.body, {
          onSuccess: (answer) => {
            notifySuccess(`${answer.message}: ${formatInr(answer.data.total_paise)}`, 'Cash recorded');
            setForm(EMPTY);
            setDone(answer);
          },
          onError: errors.fromServer,
        });
      }}
    >
      <Field
        label="Order numbers"
        error={ordersError(errors.errors)}
        hint="From the courier's statement: one per line, or separated by commas or spaces."
      >
        {(control) => (
          <TextArea
            {...control}
            rows={5}
            className="font-mono uppercase"
            placeholder={'KMH100001\nKMH100002'}
            value={form.orders}
            autoFocus
            onChange={(e) => set('orders', e.target.value, 'orders')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Remittance reference"
          value={form.remittance}
          maxLength={60}
          onChange={(e) => set('remittance', e.target.value, 'remittance')}
          error={errors.errors.remittance}
          hint="The UTR or the courier's own number."
          inputClassName="font-mono"
        />
        <Field label="Amount remitted" error={errors.errors.amount_paise} hint="Checked against the orders' totals.">
          {(control) => (
            <RupeeInput
              {...control}
              value={form.amount}
              onChange={(e) => set('amount', e.target.value, 'amount_paise')}
            />
          )}
        </Field>
      </div>
    </FormDialog>
  );
}

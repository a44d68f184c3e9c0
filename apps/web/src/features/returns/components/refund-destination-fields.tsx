import type { RefundDestination } from '@store/contracts/returns';
import { useId } from 'react';
import { FormField } from '@/components/form-field';
import type { FieldErrors } from '@/lib/form-errors';
import { cn } from '@/lib/cn';

/** Where a cash order's refund goes, as typed: a UPI ID, or a bank account with its IFSC. */
export type RefundDestinationValues = {
  kind: RefundDestination['kind'];
  upi_id: string;
  account_name: string;
  account_number: string;
  ifsc: string;
};

export const EMPTY_REFUND_DESTINATION: RefundDestinationValues = {
  kind: 'upi',
  upi_id: '',
  account_name: '',
  account_number: '',
  ifsc: '',
};

/** The values as the contract's `refund_to` takes them: only the chosen kind's fields, checked there. */
export function refundDestinationInput(values: RefundDestinationValues) {
  return values.kind === 'upi'
    ? { kind: 'upi' as const, upi_id: values.upi_id }
    : {
        kind: 'bank' as const,
        account_name: values.account_name,
        account_number: values.account_number.replace(/\s/g, ''),
        ifsc: values.ifsc,
      };
}

type Field = Exclude<keyof RefundDestinationValues, 'kind'>;

/**
 * A cash on delivery order's refund is paid by the shop (docs/decisions/111): the buyer gives a UPI
 * ID, or a bank account's name, number and IFSC. Errors are the contract's, keyed as
 * `refund_to.upi_id` and so on, as the form and the server report them.
 */
export function RefundDestinationFields({
  values,
  onChange,
  errors,
  disabled,
}: {
  values: RefundDestinationValues;
  onChange: (values: RefundDestinationValues, edited: string) => void;
  errors: FieldErrors;
  disabled?: boolean;
}) {
  const name = useId();
  const field = (key: Field) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value }, `refund_to.${key}`),
    error: errors[`refund_to.${key}`],
    disabled,
  });
  const kinds: [RefundDestination['kind'], string][] = [
    ['upi', 'UPI'],
    ['bank', 'Bank account'],
  ];
  return (
    <fieldset className="space-y-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-semibold">Where should we send your refund?</legend>
      <p className="text-xs text-muted-foreground">
        You paid in cash, so we pay the refund to your UPI ID or bank account once the parcel reaches us.
      </p>
      {errors.refund_to ? <p className="text-sm font-medium text-destructive">{errors.refund_to}</p> : null}
      <div role="radiogroup" aria-label="Refund to" className="flex flex-wrap gap-2">
        {kinds.map(([kind, label]) => (
          <label
            key={kind}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              values.kind === kind && 'border-primary bg-primary/5 font-semibold',
            )}
          >
            <input
              type="radio"
              name={name}
              value={kind}
              checked={values.kind === kind}
              disabled={disabled}
              onChange={() => onChange({ ...values, kind }, 'refund_to')}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </div>
      {values.kind === 'upi' ? (
        <FormField
          label="UPI ID"
          placeholder="name@okbank"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={300}
          {...field('upi_id')}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label="Name on the account"
            autoComplete="name"
            maxLength={100}
            className="sm:col-span-2"
            {...field('account_name')}
          />
          <FormField
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            maxLength={22}
            {...field('account_number')}
          />
          <FormField
            label="IFSC"
            placeholder="SBIN0070112"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={11}
            {...field('ifsc')}
          />
        </div>
      )}
    </fieldset>
  );
}

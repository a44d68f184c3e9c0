import { DISCOUNT_CODE_MAX, DISCOUNT_MESSAGES } from '@store/contracts/discounts';
import { formatInr } from '@store/contracts/money';
import type { OrderProductInput } from '@store/contracts/orders';
import { BadgePercent, Loader2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { useApplyDiscountCode, type AppliedCode } from '../api/apply-discount-code';

/**
 * The checkout's discount code: typed, checked and priced by the server against the lines being
 * bought (docs/decisions/078). Once accepted it shows what it takes off and can be removed; a
 * refusal shows the server's reason under the field. `error` is a refusal the order itself met
 * (a buyer's own uses are only counted when the order is placed). The quote is for the delivery
 * `pin`, so shipping is priced on the goods left after the code.
 */
export function DiscountCodeField({
  products,
  pin,
  applied,
  onApplied,
  error,
  onErrorChange,
  disabled,
}: {
  products: OrderProductInput[];
  pin: string | undefined;
  applied: AppliedCode | null;
  onApplied: (applied: AppliedCode | null) => void;
  error: string | null;
  onErrorChange: (error: string | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const apply = useApplyDiscountCode();

  const submit = () => {
    const code = text.trim();
    if (!code) return onErrorChange(DISCOUNT_MESSAGES.codeRequired);
    onErrorChange(null);
    apply.mutate(
      { code, products, pin },
      {
        onSuccess: (done) => {
          onApplied(done);
          setText('');
        },
        onError: (err) => onErrorChange(err instanceof ApiError ? err.message : FALLBACK_ERROR_MESSAGE),
      },
    );
  };

  if (applied) {
    return (
      <div className="mt-4 flex items-center gap-3 rounded-xl border border-success/40 bg-success/10 px-3 py-2.5 text-sm">
        <BadgePercent className="size-5 shrink-0 text-success" aria-hidden="true" />
        <p className="min-w-0 flex-1" role="status">
          <span className="font-mono font-semibold">{applied.code}</span> applied:{' '}
          <span className="font-semibold">{formatInr(applied.summary.discount?.amount ?? 0)} off</span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onApplied(null)}
          disabled={disabled}
          aria-label={`Remove code ${applied.code}`}
        >
          <X aria-hidden="true" /> Remove
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium">
        Discount code
      </label>
      <div className="mt-1.5 flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) onErrorChange(null);
          }}
          maxLength={DISCOUNT_CODE_MAX + 10}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter code"
          className="font-mono uppercase placeholder:font-sans placeholder:normal-case aria-invalid:border-destructive"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={disabled}
        />
        <Button type="submit" variant="outline" disabled={disabled || apply.isPending}>
          {apply.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Apply
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

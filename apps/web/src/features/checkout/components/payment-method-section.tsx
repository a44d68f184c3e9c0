import { COD_MESSAGES, type CodOffer, type PaymentMethod } from '@store/contracts/charges';
import { formatInr } from '@store/contracts/money';
import { Banknote, Lock } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * Why cash on delivery cannot be chosen now, or null when it can: the server's reason for this
 * checkout and PIN, or, for a buyer asking for a GST invoice to a business, that a business pays
 * online (the server refuses it too; the summary does not know of the GSTIN).
 */
export function codRefusal(cod: CodOffer, business: boolean): string | null {
  if (!cod.available) return cod.reason ?? COD_MESSAGES.off;
  return business ? COD_MESSAGES.business : null;
}

/** The method the order is placed with: cash on delivery only while it is chosen and allowed. */
export function effectivePaymentMethod(chosen: PaymentMethod, cod: CodOffer | null | undefined, business: boolean) {
  return chosen === 'cod' && cod && codRefusal(cod, business) === null ? 'cod' : 'online';
}

const optionClass =
  'flex gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50';

/**
 * How the order is paid (docs/product.md, Checkout; docs/decisions/111): online through Razorpay,
 * or, where the shop offers it, cash on delivery for its fee. Cash is shown but disabled, with the
 * reason under it, when this order, address or account cannot have it; `cod` null means the shop
 * does not offer it at all, and the choice is not shown.
 */
export function PaymentMethodSection({
  value,
  onChange,
  cod,
  business = false,
  disabled = false,
}: {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Null: the shop offers no cash on delivery; undefined: not known yet (the summary is on its way). */
  cod: CodOffer | null | undefined;
  /** The buyer asked for a GST invoice to a business, which pays online. */
  business?: boolean;
  disabled?: boolean;
}) {
  const name = useId();
  const reasonId = useId();
  const refusal = cod ? codRefusal(cod, business) : null;
  const chosen = effectivePaymentMethod(value, cod, business);
  return (
    <section aria-labelledby="payment-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h2 id="payment-heading" className="flex items-center gap-2 text-lg font-bold">
        <Lock className="size-5 text-primary" aria-hidden="true" /> Payment method
      </h2>
      <div role="radiogroup" aria-labelledby="payment-heading" className="mt-4 space-y-3">
        <label className={cn(optionClass, 'cursor-pointer', chosen === 'online' && 'border-primary bg-primary/5')}>
          <input
            type="radio"
            name={name}
            value="online"
            checked={chosen === 'online'}
            onChange={() => onChange('online')}
            disabled={disabled}
            className="mt-1 size-4 accent-primary"
          />
          <span>
            <span className="block font-semibold">Pay online</span>
            <span className="block text-sm text-muted-foreground">
              UPI, debit and credit cards and net banking, through Razorpay&apos;s secure window.
            </span>
          </span>
        </label>
        {cod ? (
          <label
            className={cn(
              optionClass,
              refusal ? 'cursor-not-allowed bg-muted/40' : 'cursor-pointer',
              chosen === 'cod' && 'border-primary bg-primary/5',
            )}
          >
            <input
              type="radio"
              name={name}
              value="cod"
              checked={chosen === 'cod'}
              onChange={() => onChange('cod')}
              disabled={disabled || refusal !== null}
              aria-describedby={refusal ? reasonId : undefined}
              className="mt-1 size-4 accent-primary"
            />
            <span className={cn(refusal && 'text-muted-foreground')}>
              <span className="flex flex-wrap items-center gap-x-2 font-semibold">
                <Banknote className="size-4" aria-hidden="true" /> Cash on delivery
                <span className="font-normal text-muted-foreground tabular-nums">
                  {cod.fee > 0 ? `+ ${formatInr(cod.fee)} fee` : 'no fee'}
                </span>
              </span>
              <span className="block text-sm text-muted-foreground">
                Pay the courier in cash when the parcel arrives. We e-mail you a code to confirm the order.
              </span>
              {refusal ? (
                <span id={reasonId} className="mt-1 block text-sm font-medium text-foreground">
                  {refusal}
                </span>
              ) : null}
            </span>
          </label>
        ) : null}
      </div>
      {cod === null ? <p className="mt-3 text-xs text-muted-foreground">{COD_MESSAGES.off}.</p> : null}
    </section>
  );
}

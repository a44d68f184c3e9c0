import { Lock } from 'lucide-react';

/** How the order is paid: online through Razorpay only (docs/product.md, Checkout). */
export function PaymentMethodSection() {
  return (
    <section aria-labelledby="payment-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h2 id="payment-heading" className="flex items-center gap-2 text-lg font-bold">
        <Lock className="size-5 text-primary" aria-hidden="true" /> Payment method
      </h2>
      <label className="mt-4 flex cursor-pointer gap-3 rounded-xl border border-primary bg-primary/5 p-4">
        <input type="radio" name="payment-method" checked readOnly className="mt-1 size-4 accent-primary" />
        <span>
          <span className="block font-semibold">Pay online</span>
          <span className="block text-sm text-muted-foreground">
            UPI, debit and credit cards, net banking and wallets, through Razorpay&apos;s secure window.
          </span>
        </span>
      </label>
      <p className="mt-3 text-xs text-muted-foreground">
        We take online payment only; cash on delivery is not offered.
      </p>
    </section>
  );
}

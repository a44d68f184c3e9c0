import { formatInr } from '@store/contracts/money';
import type { CheckoutSummary } from '@store/contracts/orders';
import type { ReactNode } from 'react';
import { imageAtWidth } from '@store/contracts/images';
import { shownVariantName } from '@store/contracts/variants';

/** The checkout's order summary: each line priced by the server now, the totals (a discount code's too), and what is included. */
export function OrderSummaryCard({ summary, children }: { summary: CheckoutSummary; children?: ReactNode }) {
  return (
    <section aria-labelledby="summary-heading" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h2 id="summary-heading" className="text-lg font-bold">
        Order summary
      </h2>
      <ul className="mt-4 divide-y" aria-label="Items in this order">
        {summary.products.map((line) => (
          <li key={line.variant} className="flex gap-3 py-3 first:pt-0">
            <img
              src={imageAtWidth(line.image, 400)}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-lg bg-muted object-cover"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 leading-tight font-semibold">{line.name}</p>
              <p className="mt-0.5 text-xs text-muted-foreground">
                {[shownVariantName(line.variant_name), `Qty ${line.quantity} × ${formatInr(line.discount_price)}`]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </div>
            <p className="text-sm font-semibold tabular-nums">{formatInr(line.total_price)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-2 border-t pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Price (MRP)</dt>
          <dd className="tabular-nums">{formatInr(summary.mrp_total)}</dd>
        </div>
        {summary.savings > 0 ? (
          <div className="flex justify-between">
            <dt className="text-muted-foreground">Discount</dt>
            <dd className="font-semibold text-success tabular-nums">−{formatInr(summary.savings)}</dd>
          </div>
        ) : null}
        {summary.discount ? (
          <div className="flex justify-between">
            <dt className="text-muted-foreground">
              Code <span className="font-mono font-semibold">{summary.discount.code}</span>
            </dt>
            <dd className="font-semibold text-success tabular-nums" data-testid="checkout-code-discount">
              −{formatInr(summary.discount.amount)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="font-semibold text-success">Free</dd>
        </div>
        <div className="flex justify-between border-t pt-3 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {formatInr(summary.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-muted-foreground">Shipping charges and taxes (GST) are included in the price.</p>
      {children}
    </section>
  );
}

import type { PaymentMethod } from '@store/contracts/charges';
import { formatInr } from '@store/contracts/money';
import type { CheckoutSummary } from '@store/contracts/orders';
import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { imageAtWidth } from '@store/contracts/images';
import { shownVariantName } from '@store/contracts/variants';
import { cn } from '@/lib/cn';

/**
 * What the buyer pays: the server's total (goods after any code, plus shipping once the PIN is
 * known), and the cash on delivery fee on top when paying in cash. The fee is the shop's, sent with
 * the summary; the server adds it again as it places the order.
 */
export function payableTotal(summary: CheckoutSummary, payBy: PaymentMethod): number {
  return summary.total + (payBy === 'cod' && summary.cod ? summary.cod.fee : 0);
}

/** How much more the goods need for free shipping; null when shipping is already free, never is, or is free here anyway. */
export function shortOfFreeShipping(summary: CheckoutSummary): number | null {
  if (summary.free_shipping_from === null || summary.shipping === 0) return null;
  const short = summary.free_shipping_from - summary.goods_total;
  return short > 0 ? short : null;
}

function ShippingValue({ shipping }: { shipping: number | null }) {
  if (shipping === null) return <span className="text-muted-foreground">Calculated from your PIN</span>;
  if (shipping === 0) return <span className="font-semibold text-success">Free</span>;
  return <span className="tabular-nums">{formatInr(shipping)}</span>;
}

/**
 * The checkout's order summary: each line priced by the server now, the totals (a discount code's
 * too), shipping for the delivery PIN (or that it waits for one), how far the goods are from free
 * shipping, and the cash on delivery fee when the buyer pays that way (docs/decisions/111).
 */
export function OrderSummaryCard({
  summary,
  payBy = 'online',
  children,
}: {
  summary: CheckoutSummary;
  payBy?: PaymentMethod;
  children?: ReactNode;
}) {
  const short = shortOfFreeShipping(summary);
  const codFee = payBy === 'cod' && summary.cod ? summary.cod.fee : null;
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
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Shipping</dt>
          <dd className="text-right" data-testid="checkout-shipping">
            <ShippingValue shipping={summary.shipping} />
          </dd>
        </div>
        {codFee !== null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Cash on delivery fee</dt>
            <dd
              className={cn('tabular-nums', codFee === 0 && 'font-semibold text-success')}
              data-testid="checkout-cod-fee"
            >
              {codFee === 0 ? 'Free' : formatInr(codFee)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t pt-3 text-base font-bold">
          <dt>{payBy === 'cod' ? 'Total to pay on delivery' : 'Total'}</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {formatInr(payableTotal(summary, payBy))}
          </dd>
        </div>
      </dl>
      {short !== null ? (
        <p
          className="mt-3 flex items-center gap-2 rounded-lg bg-primary/10 px-3 py-2 text-sm"
          data-testid="free-shipping-nudge"
        >
          <Truck className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Add <span className="font-semibold tabular-nums">{formatInr(short)}</span> more for free shipping
          </span>
        </p>
      ) : null}
      <p className="mt-2 text-xs text-muted-foreground">
        {summary.shipping === null
          ? 'Prices include GST. Shipping is added once we know the delivery PIN code.'
          : 'Prices include GST.'}
      </p>
      {children}
    </section>
  );
}

import type { Cart } from '@store/contracts/cart';
import { formatInr } from '@store/contracts/money';
import { ArrowRight, LockKeyhole, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useShopDetails } from '@/lib/shop-details';

type CartSummaryProps = {
  cart: Cart;
  /** The figures are for the cart before the last change: dimmed until the server's answer. */
  repricing: boolean;
  checkoutTo: string;
  visitor: boolean;
};

/**
 * Shipping as far as the cart can tell without a PIN (docs/decisions/111): free once the total
 * reaches the shop's free-shipping value, else how much more it takes; the fee itself depends on
 * the delivery PIN and the parcel's weight, so checkout prices it.
 */
function ShippingNote({ total }: { total: number }) {
  const freeFrom = useShopDetails()?.free_shipping_from;
  const free = typeof freeFrom === 'number' && total >= freeFrom;
  return (
    <div className="mt-3 space-y-1 text-xs text-muted-foreground" data-testid="cart-shipping">
      {free ? (
        <p className="flex items-center gap-1.5 text-sm">
          <Truck className="size-4 text-success" aria-hidden="true" />
          Shipping: <span className="font-semibold text-success">free</span>
        </p>
      ) : (
        <>
          {typeof freeFrom === 'number' ? (
            <p className="flex items-center gap-1.5 text-sm text-foreground">
              <Truck className="size-4 text-primary" aria-hidden="true" />
              <span>
                Add <span className="font-semibold tabular-nums">{formatInr(freeFrom - total)}</span> more for free
                shipping
              </span>
            </p>
          ) : null}
          <p>Shipping is calculated at checkout from your PIN code.</p>
        </>
      )}
      <p>Prices include GST.</p>
    </div>
  );
}

/**
 * The order summary: MRP, savings and the total the server computed, how shipping stands, and
 * Checkout. A visitor checks out without an account: the e-mail is confirmed with a code on the
 * checkout page.
 */
export function CartSummary({ cart, repricing, checkoutTo, visitor }: CartSummaryProps) {
  return (
    <section aria-labelledby="order-summary" className="rounded-xl border bg-card p-5 lg:sticky lg:top-24">
      <h2 id="order-summary" className="text-lg font-bold">
        Order Summary
      </h2>
      <dl
        className={cn('mt-4 space-y-2 text-sm transition-opacity', repricing && 'opacity-60')}
        aria-busy={repricing || undefined}
      >
        <div className="flex justify-between">
          <dt className="text-muted-foreground">Price (MRP)</dt>
          <dd className="tabular-nums">{formatInr(cart.mrp_total)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">You save</dt>
          <dd className="font-semibold text-success tabular-nums" data-testid="cart-savings">
            {formatInr(cart.savings)}
          </dd>
        </div>
        <div className="flex justify-between border-t pt-3 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatInr(cart.total)}
          </dd>
        </div>
      </dl>
      <ShippingNote total={cart.total} />
      {cart.all_available ? (
        <Button asChild size="lg" className="mt-5 w-full">
          <Link to={checkoutTo}>
            Checkout <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <>
          <p className="mt-3 text-xs font-medium text-destructive">
            Some items are unavailable and are not counted in the total. Remove them or lower their quantity to check
            out.
          </p>
          <Button size="lg" className="mt-4 w-full" disabled>
            Checkout <ArrowRight aria-hidden="true" />
          </Button>
        </>
      )}
      {visitor ? (
        <p className="mt-3 flex items-start gap-2 text-xs text-muted-foreground">
          <LockKeyhole className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          No account needed: confirm your e-mail with a code at checkout.
        </p>
      ) : null}
      <Button asChild variant="link" className="mt-1 w-full">
        <Link to={paths.shop()}>Continue Shopping</Link>
      </Button>
    </section>
  );
}

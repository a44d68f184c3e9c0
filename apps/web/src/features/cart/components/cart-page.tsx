import type { CartLine } from '@store/contracts/cart';
import { formatInr } from '@store/contracts/money';
import { AlertTriangle, Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { imageAtWidth } from '@/lib/images';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCart } from '../api/find-cart';
import { useRemoveCartProduct } from '../api/remove-cart-product';
import { useUpdateCartQuantity } from '../api/update-cart-quantity';

function LineNotices({ line }: { line: CartLine }) {
  const notices: string[] = [];
  if (!line.available) notices.push(line.notice ?? 'This item is not available');
  else if (line.stock_changed && line.notice) notices.push(line.notice);
  if (line.price_changed) {
    notices.push(
      `Price ${line.discount_price > line.price_at_add ? 'went up' : 'dropped'} from ${formatInr(line.price_at_add)} since you added it`,
    );
  }
  if (!notices.length) return null;
  return (
    <ul className="mt-2 space-y-1">
      {notices.map((text) => (
        <li key={text} className="flex items-start gap-1.5 text-xs font-medium text-destructive">
          <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}

function CartLineRow({ line }: { line: CartLine }) {
  const update = useUpdateCartQuantity();
  const remove = useRemoveCartProduct();
  const ids = { product_id: line.product._id, variant: line.variant._id };
  const busy = update.isPending || remove.isPending;
  const stepper =
    'grid size-9 place-items-center rounded-md transition-colors hover:bg-accent disabled:pointer-events-none disabled:opacity-40';

  return (
    <li
      aria-label={`${line.product.name}, ${line.variant.name}`}
      className={cn('flex gap-3 rounded-xl border bg-card p-3 sm:gap-4 sm:p-4', !line.available && 'opacity-80')}
    >
      <Link to={paths.product(line.product._id)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          src={imageAtWidth(line.product.front_image, 400)}
          alt=""
          width={96}
          height={96}
          className="size-20 rounded-lg bg-muted object-cover sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-[0.6875rem] font-semibold tracking-wider text-brand uppercase">{line.product.brand.name}</p>
        <Link
          to={paths.product(line.product._id)}
          className="line-clamp-2 text-sm leading-tight font-semibold hover:underline sm:text-base"
        >
          {line.product.name}
        </Link>
        <p className="text-xs text-muted-foreground">Variant: {line.variant.name}</p>
        <p className="flex flex-wrap items-baseline gap-2 text-sm">
          <span className="font-bold">{formatInr(line.discount_price)}</span>
          {line.price > line.discount_price ? (
            <s className="text-xs text-muted-foreground">
              <span className="sr-only">MRP </span>
              {formatInr(line.price)}
            </s>
          ) : null}
        </p>
        <LineNotices line={line} />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <div
            role="group"
            aria-label={`Quantity of ${line.product.name}`}
            className="inline-flex items-center rounded-lg border bg-background"
          >
            <button
              type="button"
              className={stepper}
              aria-label="Decrease quantity"
              disabled={busy || line.quantity <= 1}
              onClick={() => update.mutate({ action: 'decrement', ...ids })}
            >
              <Minus className="size-4" />
            </button>
            <output aria-label="Quantity" className="w-9 text-center font-semibold tabular-nums">
              {line.quantity}
            </output>
            <button
              type="button"
              className={stepper}
              aria-label="Increase quantity"
              disabled={busy || line.quantity >= line.stock}
              onClick={() => update.mutate({ action: 'increment', ...ids })}
            >
              <Plus className="size-4" />
            </button>
          </div>
          <div className="flex items-center gap-2">
            <span className="font-bold tabular-nums" aria-label="Line total">
              {formatInr(line.discount_price * line.quantity)}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${line.product.name}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(ids)}
            >
              <Trash2 className="text-destructive" />
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}

/** The signed-in shopper's cart: lines, quantity steppers and the order summary. */
export function CartPage() {
  useDocumentMeta({ title: 'Cart' });
  const cart = useCart();
  const data = cart.data?.data;

  return (
    <div className="container-page py-6 sm:py-10">
      <PageHeading title="Your Cart">
        {data && data.items.length ? `${data.cart_count} ${data.cart_count === 1 ? 'item' : 'items'}` : null}
      </PageHeading>
      {cart.isError ? (
        <StatusState
          icon={ShoppingCart}
          title="We couldn't load your cart"
          actions={
            <Button variant="outline" onClick={() => void cart.refetch()}>
              Try again
            </Button>
          }
        >
          {cart.error.message}
        </StatusState>
      ) : !data ? (
        <div className="space-y-3" aria-label="Loading cart">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : data.items.length === 0 ? (
        <StatusState
          icon={ShoppingCart}
          title="Your cart is empty"
          actions={
            <Button asChild>
              <Link to={paths.shop()}>Continue Shopping</Link>
            </Button>
          }
        >
          Find parts and accessories for your ride in the shop.
        </StatusState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <ul className="space-y-3" aria-label="Cart items">
            {data.items.map((line) => (
              <CartLineRow key={line._id} line={line} />
            ))}
          </ul>
          <section aria-labelledby="order-summary" className="rounded-xl border bg-card p-5 lg:sticky lg:top-24">
            <h2 id="order-summary" className="text-lg font-bold">
              Order Summary
            </h2>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between">
                <dt className="text-muted-foreground">Price (MRP)</dt>
                <dd className="tabular-nums">{formatInr(data.mrp_total)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-muted-foreground">You save</dt>
                <dd className="font-semibold text-success tabular-nums" data-testid="cart-savings">
                  {formatInr(data.savings)}
                </dd>
              </div>
              <div className="flex justify-between border-t pt-3 text-base font-bold">
                <dt>Total</dt>
                <dd className="tabular-nums" data-testid="cart-total">
                  {formatInr(data.total)}
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-muted-foreground">Shipping and taxes included</p>
            {!data.all_available ? (
              <p className="mt-3 text-xs font-medium text-destructive">
                Some items are unavailable and are not counted in the total.
              </p>
            ) : null}
          </section>
        </div>
      )}
    </div>
  );
}

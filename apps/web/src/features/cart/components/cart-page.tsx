import type { Cart, CartLine } from '@store/contracts/cart';
import { fitVerdict } from '@store/contracts/fitment';
import { useIsMutating } from '@tanstack/react-query';
import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { FitLabel } from '@/components/product-card';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session-store';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { CART_MESSAGES } from '@store/contracts/cart';
import { useCurrentBike } from '@/features/garage/use-current-bike';
import { useCartFitment } from '../api/cart-fitment';
import { useCart } from '../api/find-cart';
import { useVisitorCartView } from '../api/price-cart';
import { useRemoveCartProduct } from '../api/remove-cart-product';
import { cartChangeKey, useUpdateCartQuantity } from '../api/update-cart-quantity';
import { removeVisitorLines, stepVisitorLine } from '@/lib/visitor-cart';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';

type CartViewProps = {
  cart: Cart | null;
  /** The money shown is for the cart before the last change; the server's answer is on its way. */
  repricing: boolean;
  error: Error | null;
  onRetry: () => void;
  /** A line's row; `fitWarning` is 'Does not fit your Classic 350 (2021)' when it does not. */
  renderLine: (line: CartLine, repricing: boolean, fitWarning: ReactNode) => ReactNode;
  checkoutTo: string;
  visitor: boolean;
};

/**
 * The warning of each line whose product does not fit the current bike. The cart's answer has no
 * fitment, so the lines' cards are asked for, and only while a bike is chosen.
 */
function useFitWarnings(cart: Cart | null): (line: CartLine) => ReactNode {
  const bike = useCurrentBike();
  const fitment = useCartFitment(cart?.items.map((line) => line.product._id) ?? [], bike !== null);
  return (line) => {
    const fits = fitment.get(line.product._id);
    if (!bike || !fits || fitVerdict(fits, bike) !== 'does_not_fit') return null;
    return <FitLabel fitment={fits} bike={bike} withYear className="mt-2" />;
  };
}

function CartView({ cart, repricing, error, onRetry, renderLine, checkoutTo, visitor }: CartViewProps) {
  const fitWarning = useFitWarnings(cart);
  return (
    <div className="container-page py-6 sm:py-10">
      <PageHeading title="Your Cart">
        {cart && cart.items.length ? `${cart.cart_count} ${cart.cart_count === 1 ? 'item' : 'items'}` : null}
      </PageHeading>
      {error && !cart ? (
        <StatusState
          icon={ShoppingCart}
          title="We couldn't load your cart"
          actions={
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          {error.message}
        </StatusState>
      ) : !cart ? (
        <div className="space-y-3" aria-label="Loading cart">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : cart.items.length === 0 ? (
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
            {cart.items.map((line) => renderLine(line, repricing, fitWarning(line)))}
          </ul>
          <CartSummary cart={cart} repricing={repricing} checkoutTo={checkoutTo} visitor={visitor} />
        </div>
      )}
    </div>
  );
}

function AccountCartLine({
  line,
  repricing,
  fitWarning,
}: {
  line: CartLine;
  repricing: boolean;
  fitWarning: ReactNode;
}) {
  const update = useUpdateCartQuantity();
  const remove = useRemoveCartProduct();
  const ids = { product_id: line.product._id, variant: line.variant._id };
  return (
    <CartLineRow
      line={line}
      repricing={repricing}
      fitWarning={fitWarning}
      stepping={update.isPending}
      removing={remove.isPending}
      onStep={(action) => update.mutate({ action, ...ids })}
      onRemove={() => remove.mutate(ids)}
    />
  );
}

/** The signed-in shopper's cart, kept on the server. */
function AccountCart() {
  const cart = useCart();
  const changing = useIsMutating({ mutationKey: cartChangeKey }) > 0;
  return (
    <CartView
      cart={cart.data?.data ?? null}
      repricing={changing}
      error={cart.error}
      onRetry={() => void cart.refetch()}
      renderLine={(line, repricing, fitWarning) => (
        <AccountCartLine key={line._id} line={line} repricing={repricing} fitWarning={fitWarning} />
      )}
      checkoutTo={paths.purchaseCart()}
      visitor={false}
    />
  );
}

/** A visitor's cart, kept in this browser and priced by the server; every change shows at once, its money once priced. */
function VisitorCart() {
  const { cart, query, repricing } = useVisitorCartView();
  return (
    <CartView
      cart={cart}
      repricing={repricing}
      error={query.error}
      onRetry={() => void query.refetch()}
      renderLine={(line, repricing, fitWarning) => {
        const key = { product_id: line.product._id, variant: line.variant._id };
        return (
          <CartLineRow
            key={line._id}
            line={line}
            repricing={repricing}
            fitWarning={fitWarning}
            onStep={(action) => stepVisitorLine(key, action === 'increment' ? 1 : -1)}
            onRemove={() => {
              removeVisitorLines([key]);
              notifySuccess(CART_MESSAGES.removed);
            }}
          />
        );
      }}
      checkoutTo={paths.purchaseCart()}
      visitor
    />
  );
}

/** The Cart page: the account's cart when signed in, else the visitor's browser cart. */
export function CartPage() {
  useDocumentMeta({ title: 'Cart' });
  return useSession() ? <AccountCart /> : <VisitorCart />;
}

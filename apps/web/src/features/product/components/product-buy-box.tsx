import { CART_MESSAGES } from '@store/contracts/cart';
import type { ProductDetail } from '@store/contracts/catalog';
import { discountPercent } from '@store/contracts/money';
import { mostPerOrder, mostPerOrderNote } from '@store/contracts/orders';
import { FEW_LEFT_AT_MOST } from '@store/contracts/variants';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Price } from '@/components/price';
import { FitLabel } from '@/components/product-card';
import { StarRating } from '@/components/star-rating';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { CopyLinkButton } from './copy-link-button';
import { FlashDealBadge } from './flash-deal-badge';
import { NotifyMe } from './notify-me';
import { ProductDescription } from './product-description';
import { PinCheck } from './pin-check';
import { ProductPerks } from './product-perks';
import { QuantityStepper } from './quantity-stepper';
import { useChosenVariant } from '../use-chosen-variant';
import { useCurrentBike } from '@/features/garage/use-current-bike';

/** What the buy box's buttons act on: the product, the chosen variant and quantity, and whether it is in stock. */
export type PurchaseSelection = {
  productId: string;
  productName: string;
  variantId: string;
  quantity: number;
  inStock: boolean;
};

function StockLine({ stock }: { stock: number }) {
  if (stock <= 0) return <p className="text-sm font-semibold text-destructive">{CART_MESSAGES.outOfStock}</p>;
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-success">
      <span className="size-2 rounded-full bg-success" aria-hidden="true" />
      {stock <= FEW_LEFT_AT_MOST ? CART_MESSAGES.onlyLeft(stock) : `In stock (${stock} available)`}
    </p>
  );
}

/**
 * Name, badges, rating, price, description, variant and quantity of a product. Add to Cart, Buy
 * Now and the like heart belong to other features; they render through `actions`.
 */
export function ProductBuyBox({
  product,
  actions,
}: {
  product: ProductDetail;
  actions?: (selection: PurchaseSelection) => ReactNode;
}) {
  const [variantId, chooseVariant] = useChosenVariant(product);
  const [quantity, setQuantity] = useState(1);
  const variant = product.variants.find((v) => v._id === variantId);
  const price = variant?.discount_price ?? product.discount_price;
  const mrp = variant?.price ?? product.price;
  const stock = variant?.quantity ?? product.quantity;
  // What one order may take: checkout refuses more, so the stepper stops there and says so.
  const most = mostPerOrder(stock);
  const percentOff = discountPercent(mrp, price);
  const bike = useCurrentBike();
  // A bike part or a universal one: its label's line is kept from the server's render on, so the
  // label filling in after hydration moves nothing.
  const mayLabel = Boolean(product.fitment?.universal || product.fitment?.bikes.length);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={paths.productList('all', { brand: product.brand.name })}
          className="rounded-full bg-secondary px-3 py-1 text-xs font-bold tracking-wider text-brand uppercase hover:bg-accent"
        >
          {product.brand.name}
        </Link>
        {percentOff > 0 ? (
          <span className="rounded-full bg-primary px-3 py-1 text-xs font-bold text-primary-foreground">
            {percentOff}% OFF
          </span>
        ) : null}
        <span className="ml-auto">
          <CopyLinkButton />
        </span>
      </div>

      <div>
        <h1 className="text-2xl leading-tight font-bold sm:text-3xl">{product.name}</h1>
        {mayLabel ? (
          <div className="mt-2 min-h-7">
            <FitLabel fitment={product.fitment} bike={bike} size="md" />
          </div>
        ) : null}
      </div>
      {product.reviewCount > 0 ? (
        <a href="#reviews-heading" className="flex w-fit items-center gap-2 text-sm hover:underline">
          <StarRating rating={product.rating} />
          <span className="font-semibold">{product.rating.toFixed(1)}</span>
          <span className="text-muted-foreground">
            ({product.reviewCount} {product.reviewCount === 1 ? 'review' : 'reviews'})
          </span>
        </a>
      ) : (
        // Empty stars and 0.0 read as a bad rating; a product nobody has reviewed says so.
        <a href="#reviews-heading" className="w-fit text-sm text-muted-foreground hover:underline">
          No reviews yet
        </a>
      )}

      <Price amount={price} mrp={mrp} size="lg" />
      {product.deal_ends_at ? <FlashDealBadge productId={product._id} endsAt={product.deal_ends_at} /> : null}
      <ProductDescription text={product.description} />
      <StockLine stock={stock} />

      {product.variants.length > 1 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            {product.option_name}: <span className="font-normal text-muted-foreground">{variant?.name}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {product.variants.map((option) => {
              const soldOut = option.quantity <= 0;
              return (
                <label
                  key={option._id}
                  className={cn(
                    'relative grid min-w-12 cursor-pointer place-items-center rounded-lg border-2 px-3 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                    option._id === variantId ? 'border-primary bg-primary/10' : 'hover:border-primary/50',
                    soldOut && 'cursor-not-allowed text-muted-foreground line-through opacity-60',
                  )}
                >
                  <input
                    type="radio"
                    name="variant"
                    value={option._id}
                    checked={option._id === variantId}
                    disabled={soldOut}
                    onChange={() => {
                      chooseVariant(option._id);
                      setQuantity(1);
                    }}
                    className="sr-only"
                  />
                  {option.name}
                  {soldOut ? <span className="sr-only"> (out of stock)</span> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <NotifyMe product={product} chosenVariantId={variantId} />

      <div className="flex flex-wrap items-center gap-3">
        <QuantityStepper value={Math.min(quantity, Math.max(most, 1))} max={most} onChange={setQuantity} />
        {actions?.({ productId: product._id, productName: product.name, variantId, quantity, inStock: stock > 0 })}
      </div>
      {most > 0 && most < stock && quantity >= most ? (
        <p className="-mt-2 text-xs text-muted-foreground" data-testid="most-per-order">
          {mostPerOrderNote(most)}
        </p>
      ) : null}

      <PinCheck />
      <ProductPerks />
    </div>
  );
}

import type { ProductCard as ProductCardData } from '@store/contracts/catalog';
import { fitVerdict, type ChosenBike, type Fitment } from '@store/contracts/fitment-rules';
import { discountPercent } from '@store/contracts/money';
import { CircleCheck, Globe, Star, TriangleAlert } from 'lucide-react';
import { createContext, use, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '@/components/price';
import { cn } from '@/lib/cn';
import { CARD_IMAGE_SIZES, cardSrcSet, imageAtWidth } from '@store/contracts/images';
import { paths } from '@/lib/paths';

/** A card's buttons, made by the app layer (app/product-card-actions.tsx): the heart and Add to Cart. */
export type ProductCardActions = { like: ReactNode; addToCart: ReactNode };

/** What a page that lists cards is handed by its route, to give each card its buttons. */
export type RenderCardActions = (product: ProductCardData) => ProductCardActions;

/** The bike a fit label speaks of: what fits it, and the model and year it names. */
export type LabelBike = ChosenBike & { model_name: string };

/**
 * The shopper's current bike, which every card labels its fit for (docs/decisions/082). The garage
 * is a feature, so the app layer hands it in (app/providers.tsx); null without a bike, on the
 * server and while hydrating.
 */
export const CardBikeContext = createContext<LabelBike | null>(null);

const FIT_STYLES = {
  fits: { icon: CircleCheck, className: 'bg-success/15 text-success' },
  does_not_fit: { icon: TriangleAlert, className: 'bg-amber-500/15 text-amber-800 dark:text-amber-300' },
  universal: { icon: Globe, className: 'bg-muted text-muted-foreground' },
} as const;

/**
 * 'Fits your Classic 350 (2021)', 'Does not fit your Classic 350' (with its year where the line
 * must be exact: the cart) or 'Universal'; nothing for what is not a bike part or without a bike.
 */
export function FitLabel({
  fitment,
  bike,
  withYear = false,
  size = 'sm',
  className,
}: {
  /** Absent in an answer from a server older than fitment (during a rolling update): no label. */
  fitment: Fitment | undefined;
  bike: LabelBike | null;
  withYear?: boolean;
  /** 'md' on the product page, beside its title. */
  size?: 'sm' | 'md';
  className?: string;
}) {
  const verdict = bike && fitment ? fitVerdict(fitment, bike) : null;
  if (!bike || !verdict) return null;
  const named = `${bike.model_name} (${bike.year})`;
  const text =
    verdict === 'fits'
      ? `Fits your ${named}`
      : verdict === 'does_not_fit'
        ? `Does not fit your ${withYear ? named : bike.model_name}`
        : 'Universal';
  const { icon: Icon, className: tone } = FIT_STYLES[verdict];
  return (
    <p data-fit={verdict} className={cn('inline-flex max-w-full rounded-md', className)}>
      <span
        className={cn(
          'inline-flex min-w-0 items-start rounded-md leading-tight font-semibold',
          size === 'md' ? 'gap-1.5 px-2 py-1 text-sm' : 'gap-1 px-1.5 py-0.5 text-[0.6875rem]',
          tone,
        )}
      >
        <Icon className={cn('shrink-0', size === 'md' ? 'size-4' : 'size-3.5')} aria-hidden="true" />
        <span className="min-w-0">{text}</span>
      </span>
    </p>
  );
}

type ProductCardProps = {
  product: ProductCardData;
  /** A price that replaces the selling price, e.g. a flash deal's; the MRP stays the reference. */
  priceOverride?: number;
  /** Extra content under the price (a deal countdown). */
  footer?: ReactNode;
  className?: string;
  /** 'list' lays the card out as a row, with a short 'Out' badge for no stock (docs/product.md, Product list). */
  layout?: 'grid' | 'list';
  /** The heart (over the image) and Add to Cart (under the price); none when absent. */
  actions?: ProductCardActions;
  /** A card in the first screenful: its image loads at once instead of lazily (it is the LCP). */
  eager?: boolean;
};

/** A product as lists and home sections show it: image, brand, name, price and badges. */
export function ProductCard({
  product,
  priceOverride,
  footer,
  className,
  layout = 'grid',
  actions,
  eager = false,
}: ProductCardProps) {
  const list = layout === 'list';
  const price = priceOverride ?? product.discount_price;
  const percentOff = discountPercent(product.price, price);
  const outOfStock = product.quantity <= 0;
  const bike = use(CardBikeContext);
  // Bike parts and universal ones may carry a label once the bike is known in the browser.
  const mayLabel = Boolean(product.fitment?.universal || product.fitment?.bikes.length);

  return (
    <article
      className={cn(
        'group relative flex overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs transition-[box-shadow,border-color] hover:border-primary/50 hover:shadow-lg hover:shadow-primary/10',
        list ? 'flex-row' : 'flex-col',
        className,
      )}
    >
      <div className={cn('relative aspect-square shrink-0 overflow-hidden bg-muted', list && 'w-28 sm:w-44')}>
        <img
          src={imageAtWidth(product.front_image, 400)}
          srcSet={cardSrcSet(product.front_image)}
          sizes={CARD_IMAGE_SIZES}
          alt=""
          width={400}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className={cn(
            'size-full object-cover transition-transform duration-500 group-hover:scale-105',
            outOfStock && 'opacity-60 grayscale',
          )}
        />
        {outOfStock && list ? (
          <span className="absolute right-1.5 bottom-1.5 rounded bg-asphalt px-1.5 py-0.5 text-[0.6875rem] font-bold tracking-wider text-asphalt-foreground uppercase">
            Out
          </span>
        ) : outOfStock ? (
          <div className="absolute inset-0 grid place-items-center bg-background/55 backdrop-blur-[1px]">
            <span className="rounded-md bg-asphalt px-3 py-1 text-xs font-bold tracking-wider text-asphalt-foreground uppercase">
              Out of Stock
            </span>
          </div>
        ) : null}
        {percentOff > 0 ? (
          <span className="absolute top-2 left-2 rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-primary-foreground shadow-sm">
            {percentOff}% off
          </span>
        ) : null}
        {actions ? <div className="absolute top-2 right-2 z-10">{actions.like}</div> : null}
        {/* Over the picture, so a label filling in after hydration moves nothing. */}
        {list ? null : (
          <FitLabel fitment={product.fitment} bike={bike} className="absolute bottom-2 left-2 mr-2 bg-card shadow-sm" />
        )}
      </div>

      <div className={cn('flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4', list && 'sm:px-5')}>
        <p className="truncate text-[0.6875rem] font-semibold tracking-wider text-brand uppercase">
          {product.brand.name}
        </p>
        <h3 className="line-clamp-2 min-h-[2.5em] text-sm leading-tight font-semibold sm:text-[0.9375rem]">
          {/* The link covers the whole card; the action buttons sit above it with `z-10`. */}
          <Link
            to={paths.product(product._id)}
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-ring"
          >
            {product.name}
          </Link>
        </h3>
        {/* A row's picture is too narrow for it: its line is kept from the server's render on. */}
        {list && mayLabel ? (
          <div className="min-h-5">
            <FitLabel fitment={product.fitment} bike={bike} />
          </div>
        ) : null}
        {product.reviewCount > 0 ? (
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
            <span className="font-medium text-foreground">{product.rating.toFixed(1)}</span>
            <span>({product.reviewCount})</span>
          </p>
        ) : null}
        <Price amount={price} mrp={product.price} className="mt-auto pt-1" />
        {footer}
        {actions ? <div className="relative z-10 mt-1">{actions.addToCart}</div> : null}
      </div>
    </article>
  );
}

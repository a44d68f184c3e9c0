/**
 * A product page's schema.org Product, built from the API's product answer and, when there are
 * reviews, the first page of the reviews answer (docs/decisions/077). Typed with schema-dts, so a
 * misspelt or misplaced field fails the typecheck. Types only: nothing of schema-dts runs.
 */
import type {
  AggregateRating,
  ItemAvailability,
  Offer,
  OfferLeaf,
  Product,
  Review as SchemaReview,
  WithContext,
} from 'schema-dts';
import type { ProductDetail, Review, Variant } from './catalog';
import { paiseToRupeeDecimal } from './money';
import { absoluteUrl, productPath } from './store-paths';

/** How many reviews a product's structured data quotes at most: a sample, not the whole list. */
export const STRUCTURED_DATA_REVIEWS = 5;

export type ProductStructuredDataOptions = {
  /** The store's public address (PUBLIC_URL), e.g. https://shop.example. */
  siteUrl: string;
  /** The moment the page is made: a flash deal's price is quoted as ending only while it runs. */
  now: Date;
  /** The reviews answer's `data` (newest first); up to 5 are quoted when the product has reviews. */
  reviews?: readonly Review[];
};

const availability = (stock: number): ItemAvailability =>
  stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/**
 * The last day a deal's price holds, in India time (deals end in India time, decision 054):
 * schema.org's priceValidUntil is a date, "after which" the price is gone, so a deal ending at
 * midnight holds until the day before. Undefined when there is no deal, or it has ended.
 */
export function dealPriceValidUntil(dealEndsAt: string | null | undefined, now: Date): string | undefined {
  if (!dealEndsAt) return undefined;
  const end = Date.parse(dealEndsAt);
  if (!Number.isFinite(end) || end <= now.getTime()) return undefined;
  return new Date(end - 1 + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * What a shopper can buy now: the variants in stock, or all of them when none is (the offer then
 * says OutOfStock). A product always has a variant; one without is priced by its card.
 */
function pricedVariants(product: ProductDetail): Pick<Variant, 'discount_price'>[] {
  const inStock = product.variants.filter((variant) => variant.quantity > 0);
  if (inStock.length > 0) return inStock;
  return product.variants.length > 0 ? product.variants : [product];
}

/**
 * One Offer at the selling price (a running flash deal's included: the answer's prices already
 * are), or, when the variants a shopper can buy differ in price, an AggregateOffer from the lowest
 * to the highest: one price there would be wrong for some of the options on the page.
 */
function productOffer(product: ProductDetail, url: string, now: Date): Offer {
  const prices = pricedVariants(product).map((variant) => variant.discount_price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const validUntil = dealPriceValidUntil(product.deal_ends_at, now);
  const terms = {
    url,
    priceCurrency: 'INR',
    availability: availability(product.quantity),
    itemCondition: 'https://schema.org/NewCondition',
    ...(validUntil ? { priceValidUntil: validUntil } : {}),
  } satisfies Omit<OfferLeaf, '@type'>;
  if (low === high) return { '@type': 'Offer', price: paiseToRupeeDecimal(low), ...terms };
  return {
    '@type': 'AggregateOffer',
    lowPrice: paiseToRupeeDecimal(low),
    highPrice: paiseToRupeeDecimal(high),
    offerCount: prices.length,
    ...terms,
  };
}

const ratingScale = { bestRating: 5, worstRating: 1 } as const;

/** A review as quoted: the reviewer's name as the page shows it (never an e-mail), stars, text, date. */
function quotedReview(review: Review): SchemaReview {
  const body = review.description.trim();
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.user.name.trim() },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...ratingScale },
    ...(body ? { reviewBody: body } : {}),
    datePublished: review.createdAt,
  };
}

/** The product's rating and up to 5 of its reviews; nothing when nobody has reviewed it. */
function ratingParts(product: ProductDetail, reviews: readonly Review[] = []) {
  if (product.reviewCount <= 0) return {};
  const aggregateRating: AggregateRating = {
    '@type': 'AggregateRating',
    ratingValue: product.rating,
    reviewCount: product.reviewCount,
    ...ratingScale,
  };
  // A review without a name cannot be attributed, which a review must be.
  const quoted = reviews.filter((review) => review.user.name.trim() !== '').slice(0, STRUCTURED_DATA_REVIEWS);
  return quoted.length > 0 ? { aggregateRating, review: quoted.map(quotedReview) } : { aggregateRating };
}

/**
 * A product page's Product: name, description, its address and pictures as absolute URLs, the
 * SKU when it has one variant (several have one each, and none is the product's), the brand, the
 * offer, and its rating and reviews when it has any.
 */
export function productStructuredData(
  product: ProductDetail,
  { siteUrl, now, reviews }: ProductStructuredDataOptions,
): WithContext<Product> {
  const url = absoluteUrl(siteUrl, productPath(product._id));
  const images = product.images.length > 0 ? product.images : [product.front_image];
  const description = product.description.trim();
  const sku = product.variants.length === 1 ? product.variants[0]?.sku.trim() : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    url,
    image: images.map((image) => absoluteUrl(siteUrl, image)),
    ...(sku ? { sku } : {}),
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: productOffer(product, url, now),
    ...ratingParts(product, reviews),
  };
}

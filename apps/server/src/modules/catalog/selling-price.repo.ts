import { sql, type SQL } from 'drizzle-orm';

/*
 * What a variant sells at, for every query that shows or charges a price: product cards, the
 * product page, search, both carts and checkout (docs/decisions/018). While its product's flash
 * deal runs (ends_at after `at`), a variant sells at the database function selling_price_paise
 * of its own price and the deal price (the lower of the two, migration 0019): the one place the
 * rule is written, which product_variants_json applies too when it writes a product page's
 * variants at the deal's price (docs/decisions/097). A deal never touches the MRP. `at` is the
 * app's clock, so every answer of one request, and the tests that move the clock, agree on "now".
 */

/** The product's flash deal running at `at` (at most one: a product is in a section once). */
function runningDeal(productId: SQL, at: Date): SQL {
  return sql`FROM home_section_items deal
             WHERE deal.section = 'flash_deals' AND deal.product_id = ${productId}
               AND deal.ends_at > ${at.toISOString()}::timestamptz`;
}

/** The selling price at `at` of a variant of `productId` whose own price is `price`. */
export function sellingPrice(productId: SQL, price: SQL, at: Date): SQL {
  return sql`selling_price_paise(${price}, (SELECT deal.deal_price_paise ${runningDeal(productId, at)}))`;
}

/**
 * When the deal that lowers `price` ends (null when none does; a deal lowers it when the selling
 * price is below it): the product page counts down to
 * it, and a cached answer quoting the deal price must not outlive it.
 */
export function dealEndsAt(productId: SQL, price: SQL, at: Date): SQL {
  return sql`(SELECT deal.ends_at ${runningDeal(productId, at)} AND selling_price_paise(${price}, deal.deal_price_paise) < ${price})`;
}

/**
 * The same rule for a query that reads many prices of one product (its page: the card's price and
 * every variant's): join the running deal once as `deal` with this, then price each with
 * `sellingPriceWithDeal` and `dealEndsAtWithDeal` rather than looking the deal up per price.
 * `at` may also be SQL, such as the placeholder of a query built once (`preparedRows`).
 */
export function joinRunningDeal(productId: SQL, at: Date | SQL): SQL {
  const moment = at instanceof Date ? sql`${at.toISOString()}` : at;
  return sql`LEFT JOIN home_section_items deal
               ON deal.section = 'flash_deals' AND deal.product_id = ${productId}
              AND deal.ends_at > ${moment}::timestamptz`;
}

/** `sellingPrice` where `joinRunningDeal` joined the deal. */
export function sellingPriceWithDeal(price: SQL): SQL {
  return sql`selling_price_paise(${price}, deal.deal_price_paise)`;
}

/** `dealEndsAt` where `joinRunningDeal` joined the deal. */
export function dealEndsAtWithDeal(price: SQL): SQL {
  return sql`CASE WHEN selling_price_paise(${price}, deal.deal_price_paise) < ${price} THEN deal.ends_at END`;
}

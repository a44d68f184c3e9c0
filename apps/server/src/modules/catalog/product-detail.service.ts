import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { batchedLoader } from '../../lib/batched-loader';
import { okJson } from '../../lib/envelope';
import { productTrail, type CatalogRefs } from './catalog-refs';
import { NO_IMAGE, splitCategories, toCard } from './product-cards.repo';
import { listProductDetails, type ProductDetailRow } from './product-detail.repo';
import { firstDealEnd } from './selling-price';

/** A product's answer as the API sends it, serialised, and until when its prices hold. */
interface ProductAnswer {
  json: string;
  /** When the flash deal the answer quotes ends: the answer must not be kept past it. */
  pricesValidUntil: Date | null;
}

const NO_IMAGES_JSON = JSON.stringify([NO_IMAGE]);

/**
 * Product queries running at once. One: the ids asked for while it runs wait and go together in
 * the next, so each query carries more products (about 21 rather than 17 under the benchmark's
 * load) and each batch's round trip, wake-ups and parsing are shared more widely. A second query
 * at once cost both sides more CPU per product and raised p99 (docs/decisions/065); measured again
 * after decision 069 made the server's share of a miss smaller, two or three at once still served
 * no more misses a second than one.
 */
const PRODUCT_QUERIES_AT_ONCE = 1;

/** Finds a visible product's row by id; undefined when it is hidden or unknown. */
export type ProductDetailLoader = (id: string) => Promise<ProductDetailRow | undefined>;

/**
 * Product rows read in batches: the pages asked for together are read by one query, priced at
 * the moment it is sent (`now`, the app's clock). A product page that is not cached is the one
 * catalog answer shoppers ask for by the thousand (every product has one), so it must cost the
 * database as little as possible.
 */
export function productDetailLoader(db: Db, now: () => Date): ProductDetailLoader {
  return batchedLoader(
    async (ids: string[]) => {
      const rows = await listProductDetails(db, ids, now());
      return new Map(rows.map((row) => [row.id, row]));
    },
    { maxInFlight: PRODUCT_QUERIES_AT_ONCE },
  );
}

/**
 * One visible product's answer (`data`: its card, gallery, text, the option its variants are a
 * choice of, the variants each priced when it was read, a running flash deal included, and when
 * that deal ends; `categories`: the bikes it fits; `trail`: where it sits, from the root down),
 * serialised; hidden ones are not found.
 */
export async function getProductAnswer(
  load: ProductDetailLoader,
  refs: CatalogRefs,
  id: string,
): Promise<ProductAnswer> {
  const row = await load(id);
  if (!row) throw notFound('Product');
  return toProductAnswer(row, refs);
}

/**
 * The card as every answer builds it, followed by what PostgreSQL wrote as JSON: the same text
 * JSON.stringify would give for the same object, without parsing it only to serialise it again.
 */
function toProductAnswer(row: ProductDetailRow, refs: CatalogRefs): ProductAnswer {
  const { bikes } = splitCategories(refs, row);
  const dealEnd = firstDealEnd([row.deal_ends_at, row.variants_deal_ends_at]);
  const card = JSON.stringify(toCard(row, refs));
  const optionName = JSON.stringify(row.option_name);
  const data =
    `${card.slice(0, -1)},"images":${row.images_json ?? NO_IMAGES_JSON},"description":${row.description_json}` +
    `,"features":${row.features_json},"option_name":${optionName},"variants":${row.variants_json}` +
    `,"deal_ends_at":${JSON.stringify(dealEnd?.toISOString() ?? null)}}`;
  const trail = productTrail(refs, row.category_ids);
  return { json: okJson('Product fetched', data, { categories: bikes, trail }), pricesValidUntil: dealEnd };
}

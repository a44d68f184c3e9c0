import type { ProductResponse } from '@store/contracts/catalog';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { batchedLoader } from '../../lib/batched-loader';
import type { CatalogRefs } from './catalog-refs';
import { NO_IMAGE, splitCategories, toCard } from './product-cards.repo';
import { listProductDetails, type ProductDetailRow } from './product-detail.repo';
import { firstDealEnd } from './selling-price';

type ProductDetail = Pick<ProductResponse, 'data' | 'categories'> & {
  /** When the flash deal the answer quotes ends: the answer must not be kept past it. */
  pricesValidUntil: Date | null;
};

/**
 * Product queries running at once. One: the ids asked for while it runs wait and go together in
 * the next, so each query carries more products (about 21 rather than 17 under the benchmark's
 * load) and each batch's round trip, wake-ups and parsing are shared more widely. With the query a
 * prepared statement, PostgreSQL's share of a batch is small, and a second query at once cost both
 * sides more CPU per product (about 25% in PostgreSQL, 10% in the server) and raised p99
 * (docs/decisions/065).
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
 * One visible product with its variants, gallery and suitable bikes, each variant priced when it
 * was read (a running flash deal included); hidden ones are not found.
 */
export async function getProduct(load: ProductDetailLoader, refs: CatalogRefs, id: string): Promise<ProductDetail> {
  const row = await load(id);
  if (!row) throw notFound('Product');
  return toProductDetail(row, refs);
}

function toProductDetail(row: ProductDetailRow, refs: CatalogRefs): ProductDetail {
  const { bikes } = splitCategories(refs, row.category_ids);
  const dealEnd = firstDealEnd([row.deal_ends_at, ...row.variants.map((v) => v.deal_ends_at)]);
  return {
    data: {
      ...toCard(row, refs),
      images: row.images.length > 0 ? row.images : [NO_IMAGE],
      description: row.description,
      features: row.features,
      variants: row.variants.map((v) => ({
        _id: v.id,
        name: v.name,
        sku: v.sku,
        price: v.mrp_paise,
        discount_price: v.price_paise,
        quantity: v.stock,
      })),
      deal_ends_at: dealEnd?.toISOString() ?? null,
    },
    categories: bikes,
    pricesValidUntil: dealEnd,
  };
}

import type { ProductCard, Ref, SuitableBike } from '@store/contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { isFitment, type CatalogRefs } from './catalog-refs';
import { dealEndsAt, sellingPrice } from './selling-price.repo';

/**
 * The columns a product card needs at `at`; `p` is products, `b` is brands. `price_paise` is the
 * default variant's selling price then (a running flash deal included), `deal_ends_at` when that
 * deal ends. The front image, the links in their order and the model years of those that have any
 * (docs/decisions/082) are the product's own columns, kept by triggers (migration 0018); the ids
 * come as JSON, which node-postgres parses natively, not as an array it parses in JavaScript.
 */
export function cardColumns(at: Date): SQL {
  return sql`
    p.id, p.name, p.slug, p.mrp_paise, ${sellingPrice(sql`p.id`, sql`p.price_paise`, at)} AS price_paise,
    ${dealEndsAt(sql`p.id`, sql`p.price_paise`, at)} AS deal_ends_at,
    p.stock, p.rating, p.review_count, p.default_variant_id, p.variant_count,
    b.id AS brand_id, b.name AS brand_name,
    p.gallery[1] AS front_image, to_json(p.category_ids) AS category_ids, p.universal, p.fit_years`;
}

/** The columns of `cardColumns`, parsed. */
export const cardRow = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  mrp_paise: z.number().int(),
  /** The selling price now: the default variant's, lowered by a running flash deal. */
  price_paise: z.number().int(),
  deal_ends_at: timestamptz.nullable(),
  stock: z.number().int(),
  rating: z.number(),
  review_count: z.number().int(),
  default_variant_id: z.string().nullable(),
  variant_count: z.number().int(),
  brand_id: z.string(),
  brand_name: z.string(),
  front_image: z.string().nullable(),
  category_ids: z.array(z.string()),
  /** Fits every bike (docs/decisions/082). */
  universal: z.boolean(),
  fit_years: z.array(z.tuple([z.string(), z.number().int().nullable(), z.number().int().nullable()])).nullable(),
});
export type CardRow = z.output<typeof cardRow>;

/**
 * Product categories split into what it is (for the card) and the bikes it fits, the bikes with
 * the model years of their links (docs/decisions/082).
 */
export function splitCategories(refs: CatalogRefs, row: Pick<CardRow, 'category_ids' | 'fit_years'>) {
  const category: Ref[] = [];
  const bikes: SuitableBike[] = [];
  const years = new Map(row.fit_years?.map(([id, from, to]) => [id, { from, to }]));
  for (const id of row.category_ids) {
    const node = refs.categories.get(id);
    if (!node) continue;
    if (isFitment(node)) bikes.push({ _id: node.id, name: node.name, ...(years.get(id) ?? ANY_YEAR) });
    else category.push({ _id: node.id, name: node.name });
  }
  return { category, bikes };
}

const ANY_YEAR = { from: null, to: null };

export const NO_IMAGE = '/media/demo/none.webp';

export function toCard(row: CardRow, refs: CatalogRefs): ProductCard {
  const { category, bikes } = splitCategories(refs, row);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    price: row.mrp_paise,
    discount_price: row.price_paise,
    front_image: row.front_image ?? NO_IMAGE,
    brand: { _id: row.brand_id, name: row.brand_name },
    category,
    quantity: row.stock,
    rating: Math.round(row.rating * 10) / 10,
    reviewCount: row.review_count,
    default_variant: row.default_variant_id ?? '',
    variant_count: row.variant_count,
    fitment: { universal: row.universal, bikes: bikes.map(({ _id, from, to }) => ({ _id, from, to })) },
  };
}

/** The card rows of those of these products that are visible, priced at `at`, in no particular order. */
export function listCards(db: Db, productIds: readonly string[], at: Date): Promise<CardRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return queryRows(
    db,
    cardRow,
    sql`SELECT ${cardColumns(at)} FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE NOT p.is_hidden AND p.variant_count > 0 AND p.id IN ${[...new Set(productIds)]}`,
  );
}

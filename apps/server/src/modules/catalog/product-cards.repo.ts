import type { ProductCard } from '@store/contracts/catalog';
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { isFitment, type CatalogRefs } from './catalog-refs';
import { dealEndsAt, sellingPrice, type DealEnd } from './selling-price';

/**
 * The columns a product card needs at `at`; `p` is products, `b` is brands. `price_paise` is the
 * default variant's selling price then (a running flash deal included), `deal_ends_at` when that
 * deal ends.
 */
export function cardColumns(at: Date): SQL {
  return sql`
    p.id, p.name, p.slug, p.mrp_paise, ${sellingPrice(sql`p.id`, sql`p.price_paise`, at)} AS price_paise,
    ${dealEndsAt(sql`p.id`, sql`p.price_paise`, at)} AS deal_ends_at,
    p.stock, p.rating, p.review_count, p.default_variant_id, p.variant_count,
    b.id AS brand_id, b.name AS brand_name,
    (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS front_image,
    ARRAY(SELECT pc.category_id::text FROM product_categories pc WHERE pc.product_id = p.id
          ORDER BY pc.position) AS category_ids`;
}

export interface CardRow {
  id: string;
  name: string;
  slug: string;
  mrp_paise: number;
  /** The selling price now: the default variant's, lowered by a running flash deal. */
  price_paise: number;
  deal_ends_at: DealEnd;
  stock: number;
  rating: number;
  review_count: number;
  default_variant_id: string | null;
  variant_count: number;
  brand_id: string;
  brand_name: string;
  front_image: string | null;
  category_ids: string[];
}

/** Product categories split into what it is (for the card) and the bikes it fits. */
export function splitCategories(refs: CatalogRefs, ids: string[]) {
  const category: Array<{ _id: string; name: string }> = [];
  const bikes: Array<{ _id: string; name: string }> = [];
  for (const id of ids) {
    const node = refs.categories.get(id);
    if (!node) continue;
    (isFitment(node) ? bikes : category).push({ _id: node.id, name: node.name });
  }
  return { category, bikes };
}

export const NO_IMAGE = '/media/demo/none.webp';

export function toCard(row: CardRow, refs: CatalogRefs): ProductCard {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    price: row.mrp_paise,
    discount_price: row.price_paise,
    front_image: row.front_image ?? NO_IMAGE,
    brand: { _id: row.brand_id, name: row.brand_name },
    category: splitCategories(refs, row.category_ids).category,
    quantity: row.stock,
    rating: Math.round(row.rating * 10) / 10,
    reviewCount: row.review_count,
    default_variant: row.default_variant_id ?? '',
    variant_count: row.variant_count,
  };
}

/** Visible products matching `where`, as card rows priced at `at`, in the given order. */
export function selectCards(db: Db, where: SQL, orderAndLimit: SQL, at = new Date()): Promise<CardRow[]> {
  return rows<CardRow>(
    db,
    sql`SELECT ${cardColumns(at)} FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE NOT p.is_hidden AND p.variant_count > 0 AND (${where}) ${orderAndLimit}`,
  );
}

/**
 * One page of visible products priced at `at`: the page's ids are picked first from the indexes,
 * then only those rows get their card columns (images, categories and deals are not read for
 * skipped rows). A price sort orders by the products' own prices, which the index holds.
 */
export function selectCardPage(
  db: Db,
  page: { where: SQL; order: SQL; limit: number; offset: number; at: Date },
): Promise<CardRow[]> {
  const { where, order, limit, offset, at } = page;
  return rows<CardRow>(
    db,
    sql`SELECT ${cardColumns(at)}
        FROM (SELECT p.id FROM products p
              WHERE NOT p.is_hidden AND p.variant_count > 0 AND (${where})
              ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) AS page
        JOIN products p ON p.id = page.id
        JOIN brands b ON b.id = p.brand_id
        ORDER BY ${order}`,
  );
}

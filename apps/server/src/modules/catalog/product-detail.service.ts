import type { ProductResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { CatalogRefs } from './catalog-refs';
import { NO_IMAGE, selectCards, splitCategories, toCard } from './product-cards.repo';
import { dealEndsAt, firstDealEnd, sellingPrice, type DealEnd } from './selling-price';

type ProductDetail = Pick<ProductResponse, 'data' | 'categories'> & {
  /** When the flash deal the answer quotes ends: the answer must not be kept past it. */
  pricesValidUntil: Date | null;
};

interface VariantRow {
  id: string;
  name: string;
  sku: string;
  mrp_paise: number;
  price_paise: number;
  deal_ends_at: DealEnd;
  stock: number;
}

/**
 * One visible product with its variants, gallery and suitable bikes, each variant priced at `at`
 * (a running flash deal included); hidden ones are not found.
 */
export async function getProduct(db: Db, refs: CatalogRefs, id: string, at: Date): Promise<ProductDetail> {
  const [card] = await selectCards(db, sql`p.id = ${id}`, sql`LIMIT 1`, at);
  if (!card) throw notFound('Product');
  const [details, variants, images] = await Promise.all([
    rows<{ description: string; features: string[] }>(
      db,
      sql`SELECT description, features FROM products WHERE id = ${id}`,
    ),
    rows<VariantRow>(
      db,
      sql`SELECT v.id, v.name, v.sku, v.mrp_paise, v.stock,
                 ${sellingPrice(sql`v.product_id`, sql`v.price_paise`, at)} AS price_paise,
                 ${dealEndsAt(sql`v.product_id`, sql`v.price_paise`, at)} AS deal_ends_at
          FROM product_variants v
          WHERE v.product_id = ${id} AND NOT v.is_hidden ORDER BY v.position, v.name`,
    ),
    rows<{ url: string }>(db, sql`SELECT url FROM product_images WHERE product_id = ${id} ORDER BY position`),
  ]);
  const { bikes } = splitCategories(refs, card.category_ids);
  const dealEnd = firstDealEnd([card.deal_ends_at, ...variants.map((v) => v.deal_ends_at)]);
  return {
    data: {
      ...toCard(card, refs),
      images: images.length > 0 ? images.map((i) => i.url) : [NO_IMAGE],
      description: details[0]?.description ?? '',
      features: details[0]?.features ?? [],
      variants: variants.map((v) => ({
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

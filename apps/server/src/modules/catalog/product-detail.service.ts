import type { ProductResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { CatalogRefs } from './catalog-refs';
import { NO_IMAGE, selectCards, splitCategories, toCard } from './product-cards.repo';

type ProductDetail = Pick<ProductResponse, 'data' | 'categories'>;

/** One visible product with its variants, gallery and suitable bikes; hidden ones are not found. */
export async function getProduct(db: Db, refs: CatalogRefs, id: string): Promise<ProductDetail> {
  const [card] = await selectCards(db, sql`p.id = ${id}`, sql`LIMIT 1`);
  if (!card) throw notFound('Product');
  const [details, variants, images] = await Promise.all([
    rows<{ description: string; features: string[] }>(
      db,
      sql`SELECT description, features FROM products WHERE id = ${id}`,
    ),
    rows<{ id: string; name: string; sku: string; mrp_paise: number; price_paise: number; stock: number }>(
      db,
      sql`SELECT id, name, sku, mrp_paise, price_paise, stock FROM product_variants
          WHERE product_id = ${id} AND NOT is_hidden ORDER BY position, name`,
    ),
    rows<{ url: string }>(db, sql`SELECT url FROM product_images WHERE product_id = ${id} ORDER BY position`),
  ]);
  const { bikes } = splitCategories(refs, card.category_ids);
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
    },
    categories: bikes,
  };
}

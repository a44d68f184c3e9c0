import type { AdminProduct } from '@store/contracts/admin';
import { discountPercent } from '@store/contracts/money';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { isFitmentKind, loadCategoryIndex, type CategoryInfo } from './category-index';
import { listProductImages } from './product-images.repo';

const productRow = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  is_hidden: z.boolean(),
  hsn_code: z.string(),
  gst_rate: z.number().int(),
  option_name: z.string(),
  returnable: z.boolean(),
  universal: z.boolean(),
  rating: z.number(),
  review_count: z.number().int(),
  created_at: timestamptz,
  updated_at: timestamptz,
  brand_id: z.string(),
  brand_name: z.string(),
});

const variantRow = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  price_paise: z.number().int(),
  mrp_paise: z.number().int(),
  stock: z.number().int(),
  is_hidden: z.boolean(),
  position: z.number().int(),
});

const linkRow = z.object({
  category_id: z.string(),
  year_from: z.number().int().nullable(),
  year_to: z.number().int().nullable(),
});

/**
 * A product as the edit form shows it, hidden variants included, its suitable bikes with their
 * years and its universal flag (docs/decisions/083); null when there is none.
 */
export async function findAdminProduct(
  db: Db,
  id: string,
  categories?: Map<string, CategoryInfo>,
): Promise<AdminProduct | null> {
  const [product] = await queryRows(
    db,
    productRow,
    sql`SELECT p.id, p.name, p.slug, p.description, p.features, p.is_hidden, p.hsn_code, p.gst_rate::int AS gst_rate,
               p.option_name, p.returnable, p.universal, p.rating, p.review_count, p.created_at, p.updated_at,
               b.id AS brand_id, b.name AS brand_name
        FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.id = ${id}`,
  );
  if (!product) return null;
  // One after the other: inside a transaction these share one connection, which takes one query at a time.
  const variants = await queryRows(
    db,
    variantRow,
    sql`SELECT id, name, sku, price_paise, mrp_paise, stock, is_hidden, position
        FROM product_variants WHERE product_id = ${id} ORDER BY position, name`,
  );
  const images = await listProductImages(db, id);
  const links = await queryRows(
    db,
    linkRow,
    sql`SELECT category_id, year_from::int AS year_from, year_to::int AS year_to
        FROM product_categories WHERE product_id = ${id} ORDER BY position`,
  );
  const index = categories ?? (await loadCategoryIndex(db));
  const linked = links.flatMap((l) => {
    const node = index.get(l.category_id);
    return node ? [{ node, from: l.year_from, to: l.year_to }] : [];
  });
  const ref = (c: CategoryInfo) => ({ id: c.id, name: c.name, path: c.path });
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    brand: { id: product.brand_id, name: product.brand_name },
    categories: linked.filter((l) => !isFitmentKind(l.node.kind)).map((l) => ref(l.node)),
    fitment: linked.filter((l) => isFitmentKind(l.node.kind)).map((l) => ({ ...ref(l.node), from: l.from, to: l.to })),
    universal: product.universal,
    features: product.features,
    hidden: product.is_hidden,
    hsnCode: product.hsn_code,
    gstRate: product.gst_rate,
    optionName: product.option_name,
    returnable: product.returnable,
    variants: variants.map((v) => ({
      id: v.id,
      name: v.name,
      sku: v.sku,
      pricePaise: v.price_paise,
      mrpPaise: v.mrp_paise,
      discountPercent: discountPercent(v.mrp_paise, v.price_paise),
      stock: v.stock,
      hidden: v.is_hidden,
      position: v.position,
    })),
    images,
    rating: Math.round(product.rating * 10) / 10,
    reviewCount: product.review_count,
    createdAt: product.created_at.toISOString(),
    updatedAt: product.updated_at.toISOString(),
  };
}

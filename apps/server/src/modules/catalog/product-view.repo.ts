import {
  LOW_STOCK_THRESHOLD,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductSummary,
} from '@store/contracts/admin';
import { discountPercent } from '@store/contracts/money';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { containsPattern, limitOffset, selectPage } from '../admin/paging';
import { isFitmentKind, loadCategoryIndex, type CategoryInfo } from './category-index';
import { listProductImages } from './product-images.repo';

const summaryRow = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  brand_id: z.string(),
  brand_name: z.string(),
  image: z.string().nullable(),
  price_paise: z.number().int(),
  mrp_paise: z.number().int(),
  stock: z.number().int(),
  variant_count: z.number().int(),
  is_hidden: z.boolean(),
  updated_at: timestamptz,
  total: z.number().int(),
});

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

function filterOf(q: AdminProductListQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (q.q) {
    const like = containsPattern(q.q);
    conditions.push(sql`(p.name ILIKE ${like} OR p.slug ILIKE ${like}
      OR EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.sku ILIKE ${like}))`);
  }
  if (q.brandId) conditions.push(sql`p.brand_id = ${q.brandId}`);
  if (q.categoryId) {
    conditions.push(sql`p.id IN (
      SELECT pc.product_id FROM product_categories pc WHERE pc.category_id IN (
        WITH RECURSIVE sub AS (
          SELECT id FROM categories WHERE id = ${q.categoryId}
          UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id
        ) SELECT id FROM sub))`);
  }
  if (q.visibility === 'hidden') conditions.push(sql`p.is_hidden`);
  if (q.visibility === 'visible') conditions.push(sql`NOT p.is_hidden`);
  if (q.stock === 'out') conditions.push(sql`p.stock = 0`);
  if (q.stock === 'low') {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.stock <= ${LOW_STOCK_THRESHOLD})`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

/** One page of products, hidden ones included, for the back office's product list. */
export async function listAdminProducts(
  db: Db,
  q: AdminProductListQuery,
): Promise<{ items: AdminProductSummary[]; total: number }> {
  const where = filterOf(q);
  const order = q.sort === 'updated' ? sql`p.updated_at DESC, p.id` : sql`lower(p.name), p.id`;
  const { found, total } = await selectPage(
    db,
    summaryRow,
    sql`SELECT p.id, p.name, p.slug, b.id AS brand_id, b.name AS brand_name,
               (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image,
               p.price_paise, p.mrp_paise, p.stock, p.variant_count, p.is_hidden, p.updated_at,
               count(*) OVER ()::int AS total
        FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE ${where} ORDER BY ${order} ${limitOffset(q)}`,
    sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`,
    q,
  );
  return {
    total,
    items: found.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      brand: { id: r.brand_id, name: r.brand_name },
      image: r.image,
      pricePaise: r.price_paise,
      mrpPaise: r.mrp_paise,
      discountPercent: discountPercent(r.mrp_paise, r.price_paise),
      stock: r.stock,
      variantCount: r.variant_count,
      hidden: r.is_hidden,
      updatedAt: r.updated_at.toISOString(),
    })),
  };
}

/** A product as the edit form shows it, hidden variants included; null when there is none. */
export async function findAdminProduct(
  db: Db,
  id: string,
  categories?: Map<string, CategoryInfo>,
): Promise<AdminProduct | null> {
  const [product] = await queryRows(
    db,
    productRow,
    sql`SELECT p.id, p.name, p.slug, p.description, p.features, p.is_hidden, p.hsn_code, p.gst_rate::int AS gst_rate,
               p.option_name, p.returnable, p.rating, p.review_count, p.created_at, p.updated_at, b.id AS brand_id, b.name AS brand_name
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
    z.object({ category_id: z.string() }),
    sql`SELECT category_id FROM product_categories WHERE product_id = ${id} ORDER BY position`,
  );
  const index = categories ?? (await loadCategoryIndex(db));
  const linked = links.map((l) => index.get(l.category_id)).filter((c): c is CategoryInfo => Boolean(c));
  const ref = (c: CategoryInfo) => ({ id: c.id, name: c.name, path: c.path });
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    brand: { id: product.brand_id, name: product.brand_name },
    categories: linked.filter((c) => !isFitmentKind(c.kind)).map(ref),
    fitment: linked.filter((c) => isFitmentKind(c.kind)).map(ref),
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

import type { AdminProductListQuery, AdminProductSummary } from '@store/contracts/admin';
import { discountPercent } from '@store/contracts/money';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { containsPattern, limitOffset, selectPage } from '../admin/paging';
import { lowStockLevelOf } from './stock.repo';

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

function filterOf(q: AdminProductListQuery, lowStockLevel: number): SQL {
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
      sql`EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.stock <= ${lowStockLevelOf(lowStockLevel)})`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

/** One page of products, hidden ones included, for the back office's product list. */
export async function listAdminProducts(
  db: Db,
  q: AdminProductListQuery,
  lowStockLevel: number,
): Promise<{ items: AdminProductSummary[]; total: number }> {
  const where = filterOf(q, lowStockLevel);
  const order = q.sort === 'updated' ? sql`p.updated_at DESC, p.id` : sql`lower(p.name), p.id`;
  const { found, total } = await selectPage(
    db,
    summaryRow,
    sql`SELECT p.id, p.name, p.slug, b.id AS brand_id, b.name AS brand_name,
               p.gallery[1] AS image,
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

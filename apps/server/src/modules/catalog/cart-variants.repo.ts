import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { sellingPrice } from './selling-price.repo';

/*
 * Products and variants as the cart module needs them (docs/decisions/010): whether they are on
 * sale, their stock, and their selling price at the cart's `at`.
 */

const variantForCartRow = z.object({
  product_id: z.string(),
  product_visible: z.boolean(),
  /** Null when the named variant is unknown or belongs to another product. */
  variant_id: z.string().nullable(),
  variant_hidden: z.boolean(),
  stock: z.number().int(),
  /** The selling price at the time asked for; 0 when there is no variant. */
  price_paise: z.number().int(),
});
/** A product and the variant a cart call names (or its default variant), as the rules need them. */
export type VariantForCart = z.output<typeof variantForCartRow>;

/** The named variant of a product (or its default), priced at `at`; null when the product does not exist. */
export async function findVariantForCart(
  db: Db,
  want: { productId: string; variantId: string | undefined; at: Date },
): Promise<VariantForCart | null> {
  const { productId, variantId, at } = want;
  const [row] = await queryRows(
    db,
    variantForCartRow,
    sql`SELECT p.id AS product_id, (NOT p.is_hidden AND p.variant_count > 0) AS product_visible,
               v.id AS variant_id, COALESCE(v.is_hidden, true) AS variant_hidden,
               COALESCE(v.stock, 0) AS stock,
               COALESCE(${sellingPrice(sql`v.product_id`, sql`v.price_paise`, at)}, 0) AS price_paise
        FROM products p
        LEFT JOIN product_variants v
          ON v.product_id = p.id AND v.id = COALESCE(${variantId ?? null}::uuid, p.default_variant_id)
        WHERE p.id = ${productId}`,
  );
  return row ?? null;
}

const lineVariantRow = z.object({
  product_id: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  product_visible: z.boolean(),
  brand_id: z.string(),
  brand_name: z.string(),
  front_image: z.string().nullable(),
  variant_id: z.string(),
  variant_name: z.string(),
  variant_hidden: z.boolean(),
  mrp_paise: z.number().int(),
  /** The selling price at the time asked for, a running flash deal included. */
  price_paise: z.number().int(),
  stock: z.number().int(),
});
/** A variant with its product as a cart line shows them. */
export type LineVariant = z.output<typeof lineVariantRow>;

const lineVariantColumns = (at: Date) => sql`
  p.id AS product_id, p.name AS product_name, p.slug AS product_slug,
  (NOT p.is_hidden AND p.variant_count > 0) AS product_visible,
  b.id AS brand_id, b.name AS brand_name,
  p.gallery[1] AS front_image,
  v.id AS variant_id, v.name AS variant_name, v.is_hidden AS variant_hidden,
  v.mrp_paise, ${sellingPrice(sql`v.product_id`, sql`v.price_paise`, at)} AS price_paise, v.stock`;

/** These variants with their products, priced at `at`, by variant id; unknown ids are left out. */
export async function listLineVariants(
  db: Db,
  variantIds: readonly string[],
  at: Date,
): Promise<Map<string, LineVariant>> {
  if (variantIds.length === 0) return new Map();
  const found = await queryRows(
    db,
    lineVariantRow,
    sql`SELECT ${lineVariantColumns(at)}
        FROM product_variants v
        JOIN products p ON p.id = v.product_id
        JOIN brands b ON b.id = p.brand_id
        WHERE v.id IN ${[...new Set(variantIds)]}`,
  );
  return new Map(found.map((r) => [r.variant_id, r]));
}

const resolvedLineRow = z.object({
  product_id: z.string().nullable(),
  product_visible: z.boolean().nullable(),
  variant_id: z.string().nullable(),
});

/** A wanted line resolved: the variant with its product when both exist, and whether the product is on sale. */
export interface ResolvedLine {
  variant: LineVariant | null;
  productVisible: boolean;
}

/**
 * Each wanted (product, variant) in order, resolved to the named variant of the product (its
 * default when none is named) and priced at `at` as listLineVariants answers; null when the
 * product does not exist or has no such option.
 */
export async function resolveLineVariants(
  db: Db,
  wanted: ReadonlyArray<{ productId: string; variantId: string | null }>,
  at: Date,
): Promise<ResolvedLine[]> {
  if (wanted.length === 0) return [];
  const values = sql.join(
    wanted.map((w, index) => sql`(${index}::int, ${w.productId}::uuid, ${w.variantId}::uuid)`),
    sql`, `,
  );
  const found = await queryRows(
    db,
    z.unknown(),
    sql`WITH wanted (ord, product_id, variant_id) AS (VALUES ${values})
        SELECT ${lineVariantColumns(at)}
        FROM wanted w
        LEFT JOIN products p ON p.id = w.product_id
        LEFT JOIN brands b ON b.id = p.brand_id
        LEFT JOIN product_variants v
          ON v.product_id = p.id AND v.id = COALESCE(w.variant_id, p.default_variant_id)
        ORDER BY w.ord`,
  );
  // A line whose product or option does not exist has nulls where the variant's columns are.
  return found.map((row) => {
    const { product_id, product_visible, variant_id } = resolvedLineRow.parse(row);
    const variant = product_id && variant_id ? lineVariantRow.parse(row) : null;
    return { variant, productVisible: Boolean(product_id && product_visible) };
  });
}

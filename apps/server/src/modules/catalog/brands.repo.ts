import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { brands } from '../../db/schema/catalog';

const staffBrandRow = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  position: z.number().int(),
  is_hidden: z.boolean(),
  product_count: z.number().int(),
});
export type StaffBrandRow = z.output<typeof staffBrandRow>;

/** Every brand (or the one with `id`), hidden ones too, in their order, with how many products each has. */
export function listBrandsWithCounts(db: Db, id?: string): Promise<StaffBrandRow[]> {
  return queryRows(
    db,
    staffBrandRow,
    sql`SELECT b.id, b.name, b.slug, b.image, b.position, b.is_hidden,
               (SELECT count(*) FROM products p WHERE p.brand_id = b.id)::int AS product_count
        FROM brands b ${id ? sql`WHERE b.id = ${id}` : sql``}
        ORDER BY b.position, b.name`,
  );
}

/** Every brand, hidden ones too: id, name and slug (the CSV import names brands by either). */
export function listAllBrands(db: Db): Promise<Array<{ id: string; name: string; slug: string }>> {
  return db.select({ id: brands.id, name: brands.name, slug: brands.slug }).from(brands);
}

export async function brandExists(db: Db, id: string): Promise<boolean> {
  const [found] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id));
  return Boolean(found);
}

/** Other brands (not `exceptId`) with this name in any case, or with this slug. */
export function findBrandsNamedOrSlugged(
  db: Db,
  name: string,
  slug: string | undefined,
  exceptId: string | null,
): Promise<Array<{ name: string; slug: string }>> {
  return queryRows(
    db,
    z.object({ name: z.string(), slug: z.string() }),
    sql`SELECT name, slug FROM brands
        WHERE (lower(name) = ${name.toLowerCase()} ${slug ? sql`OR slug = ${slug}` : sql``})
          ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`,
  );
}

/** The position after the last brand. */
export async function nextBrandPosition(db: Db): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`COALESCE(max(${brands.position}) + 1, 0)`.mapWith(Number) })
    .from(brands);
  return row?.next ?? 0;
}

export type BrandValues = Pick<typeof brands.$inferInsert, 'name' | 'slug' | 'image' | 'isHidden' | 'position'>;

export async function insertBrand(db: Db, values: BrandValues): Promise<string> {
  const [row] = await db.insert(brands).values(values).returning({ id: brands.id });
  return row!.id;
}

export async function updateBrand(db: Db, id: string, values: BrandValues): Promise<void> {
  await db
    .update(brands)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(brands.id, id));
}

export async function deleteBrand(db: Db, id: string): Promise<void> {
  await db.delete(brands).where(eq(brands.id, id));
}

/** Product search text holds the brand's name: refreshed for its products after a rename. */
export async function refreshSearchTextOfBrand(db: Db, brandId: string): Promise<void> {
  await db.execute(sql`SELECT refresh_product_search_text(ARRAY(SELECT id FROM products WHERE brand_id = ${brandId}))`);
}

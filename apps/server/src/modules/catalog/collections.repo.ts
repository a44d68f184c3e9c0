import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { collections } from '../../db/schema/catalog';

/** The collection cards switched on, in their order. */
export function listVisibleCollections(
  db: Db,
): Promise<Array<{ id: string; name: string; image: string; categoryId: string }>> {
  return db
    .select({
      id: collections.id,
      name: collections.name,
      image: collections.image,
      categoryId: collections.categoryId,
    })
    .from(collections)
    .where(eq(collections.isHidden, false))
    .orderBy(asc(collections.position), asc(collections.name));
}

const staffCollectionRow = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  position: z.number().int(),
  is_hidden: z.boolean(),
  category_id: z.string(),
  category_name: z.string(),
});
export type StaffCollectionRow = z.output<typeof staffCollectionRow>;

/** Every collection card (or the one with `id`), hidden ones too, in their order, with its category's name. */
export function listCollectionsWithCategory(db: Db, id?: string): Promise<StaffCollectionRow[]> {
  return queryRows(
    db,
    staffCollectionRow,
    sql`SELECT k.id, k.name, k.image, k.position, k.is_hidden, c.id AS category_id, c.name AS category_name
        FROM collections k JOIN categories c ON c.id = k.category_id
        ${id ? sql`WHERE k.id = ${id}` : sql``}
        ORDER BY k.position, k.created_at, k.id`,
  );
}

/** The position after the last card. */
export async function nextCollectionPosition(db: Db): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`COALESCE(max(${collections.position}) + 1, 0)`.mapWith(Number) })
    .from(collections);
  return row?.next ?? 0;
}

export type CollectionValues = Pick<
  typeof collections.$inferInsert,
  'name' | 'image' | 'categoryId' | 'isHidden' | 'position'
>;

export async function insertCollection(db: Db, values: CollectionValues): Promise<string> {
  const [row] = await db.insert(collections).values(values).returning({ id: collections.id });
  return row!.id;
}

export async function updateCollection(db: Db, id: string, values: CollectionValues): Promise<void> {
  await db.update(collections).set(values).where(eq(collections.id, id));
}

export async function deleteCollection(db: Db, id: string): Promise<void> {
  await db.delete(collections).where(eq(collections.id, id));
}

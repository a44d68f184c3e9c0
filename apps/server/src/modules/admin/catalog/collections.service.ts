import { ADMIN_MESSAGES, type AdminCollection, type CollectionInput } from '@store/contracts/admin';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../../db/client';
import { collections } from '../../../db/schema/catalog';
import { AppError, notFound } from '../../../lib/app-error';
import { recordAudit } from '../audit';

/** Every collection card, hidden ones too, in their order. */
export async function listCollections(db: Db, id?: string): Promise<AdminCollection[]> {
  const found = await rows<{
    id: string;
    name: string;
    image: string;
    position: number;
    is_hidden: boolean;
    category_id: string;
    category_name: string;
  }>(
    db,
    sql`SELECT k.id, k.name, k.image, k.position, k.is_hidden, c.id AS category_id, c.name AS category_name
        FROM collections k JOIN categories c ON c.id = k.category_id
        ${id ? sql`WHERE k.id = ${id}` : sql``}
        ORDER BY k.position, k.created_at, k.id`,
  );
  return found.map((k) => ({
    id: k.id,
    name: k.name,
    image: k.image,
    position: k.position,
    hidden: k.is_hidden,
    category: { id: k.category_id, name: k.category_name },
  }));
}

const findCollection = async (db: Db, id: string) => (await listCollections(db, id))[0] ?? null;

async function checkCategory(tx: Db, categoryId: string): Promise<void> {
  const [found] = await rows<{ id: string }>(tx, sql`SELECT id FROM categories WHERE id = ${categoryId}`);
  if (!found) {
    throw new AppError('VALIDATION', ADMIN_MESSAGES.unknownCategory, [
      { path: 'categoryId', message: ADMIN_MESSAGES.unknownCategory },
    ]);
  }
}

/** Adds a collection card pointing at a category, last unless a position is given. */
export async function createCollection(db: Db, actorId: string, input: CollectionInput): Promise<AdminCollection> {
  return db.transaction(async (tx) => {
    await checkCategory(tx, input.categoryId);
    const [last] = await rows<{ next: number }>(
      tx,
      sql`SELECT COALESCE(max(position) + 1, 0) AS next FROM collections`,
    );
    const [row] = await tx
      .insert(collections)
      .values({
        name: input.name,
        image: input.image,
        categoryId: input.categoryId,
        isHidden: input.hidden,
        position: input.position ?? last?.next ?? 0,
      })
      .returning({ id: collections.id });
    const after = (await findCollection(tx, row!.id))!;
    await recordAudit(tx, {
      actorId,
      action: 'collection.create',
      entity: 'collection',
      entityId: after.id,
      before: null,
      after,
    });
    return after;
  });
}

export async function updateCollection(
  db: Db,
  actorId: string,
  id: string,
  input: CollectionInput,
): Promise<AdminCollection> {
  return db.transaction(async (tx) => {
    const before = await findCollection(tx, id);
    if (!before) throw notFound('Collection');
    await checkCategory(tx, input.categoryId);
    await tx
      .update(collections)
      .set({
        name: input.name,
        image: input.image,
        categoryId: input.categoryId,
        isHidden: input.hidden,
        position: input.position ?? before.position,
      })
      .where(sql`${collections.id} = ${id}`);
    const after = (await findCollection(tx, id))!;
    await recordAudit(tx, { actorId, action: 'collection.update', entity: 'collection', entityId: id, before, after });
    return after;
  });
}

export async function deleteCollection(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findCollection(tx, id);
    if (!before) throw notFound('Collection');
    await tx.delete(collections).where(sql`${collections.id} = ${id}`);
    await recordAudit(tx, {
      actorId,
      action: 'collection.delete',
      entity: 'collection',
      entityId: id,
      before,
      after: null,
    });
  });
}

import { ADMIN_MESSAGES, type AdminCollection, type CollectionInput } from '@store/contracts/admin';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.repo';
import { categoryExists } from './categories.repo';
import {
  deleteCollection as deleteCollectionRow,
  insertCollection,
  listCollectionsWithCategory,
  nextCollectionPosition,
  updateCollection as updateCollectionRow,
} from './collections.repo';

/** Every collection card, hidden ones too, in their order. */
export async function listCollections(db: Db, id?: string): Promise<AdminCollection[]> {
  const found = await listCollectionsWithCategory(db, id);
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
  if (!(await categoryExists(tx, categoryId))) {
    throw new AppError('VALIDATION', ADMIN_MESSAGES.unknownCategory, [
      { path: 'categoryId', message: ADMIN_MESSAGES.unknownCategory },
    ]);
  }
}

/** Adds a collection card pointing at a category, last unless a position is given. */
export async function createCollection(db: Db, actorId: string, input: CollectionInput): Promise<AdminCollection> {
  return db.transaction(async (tx) => {
    await checkCategory(tx, input.categoryId);
    const id = await insertCollection(tx, {
      name: input.name,
      image: input.image,
      categoryId: input.categoryId,
      isHidden: input.hidden,
      position: input.position ?? (await nextCollectionPosition(tx)),
    });
    const after = (await findCollection(tx, id))!;
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
    await updateCollectionRow(tx, id, {
      name: input.name,
      image: input.image,
      categoryId: input.categoryId,
      isHidden: input.hidden,
      position: input.position ?? before.position,
    });
    const after = (await findCollection(tx, id))!;
    await recordAudit(tx, { actorId, action: 'collection.update', entity: 'collection', entityId: id, before, after });
    return after;
  });
}

export async function deleteCollection(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findCollection(tx, id);
    if (!before) throw notFound('Collection');
    await deleteCollectionRow(tx, id);
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

import { ADMIN_MESSAGES, type AdminBrand, type BrandInput } from '@store/contracts/admin';
import type { Db } from '../../db/client';
import { slugify } from '../../db/seed/catalog/slug';
import { AppError, notFound } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.repo';
import {
  deleteBrand as deleteBrandRow,
  findBrandsNamedOrSlugged,
  insertBrand,
  listBrandsWithCounts,
  nextBrandPosition,
  refreshSearchTextOfBrand,
  updateBrand as updateBrandRow,
} from './brands.repo';
import { freeSlug } from './slugs.repo';

/** Every brand, hidden ones too, in their order, with how many products each has. */
export async function listBrands(db: Db, id?: string): Promise<AdminBrand[]> {
  const found = await listBrandsWithCounts(db, id);
  return found.map((b) => ({
    id: b.id,
    name: b.name,
    slug: b.slug,
    image: b.image,
    position: b.position,
    hidden: b.is_hidden,
    productCount: b.product_count,
  }));
}

const findBrand = async (db: Db, id: string) => (await listBrands(db, id))[0] ?? null;

/** 409 when another brand has this name (in any case) or slug. */
async function checkUnique(tx: Db, input: BrandInput, id: string | null): Promise<void> {
  const others = await findBrandsNamedOrSlugged(tx, input.name, input.slug, id);
  if (others.some((o) => o.name.toLowerCase() === input.name.toLowerCase())) {
    throw new AppError('CONFLICT', ADMIN_MESSAGES.nameTaken, [{ path: 'name', message: ADMIN_MESSAGES.nameTaken }]);
  }
  if (others.length > 0) {
    throw new AppError('CONFLICT', ADMIN_MESSAGES.slugTaken, [{ path: 'slug', message: ADMIN_MESSAGES.slugTaken }]);
  }
}

/** Adds a brand, last unless a position is given. */
export async function createBrand(db: Db, actorId: string, input: BrandInput): Promise<AdminBrand> {
  return db.transaction(async (tx) => {
    await checkUnique(tx, input, null);
    const id = await insertBrand(tx, {
      name: input.name,
      slug: input.slug ?? (await freeSlug(tx, 'brands', slugify(input.name) || 'brand')),
      image: input.image,
      isHidden: input.hidden,
      position: input.position ?? (await nextBrandPosition(tx)),
    });
    const after = (await findBrand(tx, id))!;
    await recordAudit(tx, {
      actorId,
      action: 'brand.create',
      entity: 'brand',
      entityId: after.id,
      before: null,
      after,
    });
    return after;
  });
}

/** Replaces a brand's fields; a new name reaches its products' search text. */
export async function updateBrand(db: Db, actorId: string, id: string, input: BrandInput): Promise<AdminBrand> {
  return db.transaction(async (tx) => {
    const before = await findBrand(tx, id);
    if (!before) throw notFound('Brand');
    await checkUnique(tx, input, id);
    await updateBrandRow(tx, id, {
      name: input.name,
      slug: input.slug ?? before.slug,
      image: input.image,
      isHidden: input.hidden,
      position: input.position ?? before.position,
    });
    if (input.name !== before.name) await refreshSearchTextOfBrand(tx, id);
    const after = (await findBrand(tx, id))!;
    await recordAudit(tx, { actorId, action: 'brand.update', entity: 'brand', entityId: id, before, after });
    return after;
  });
}

/** Deletes a brand no product uses (409 otherwise). */
export async function deleteBrand(db: Db, actorId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findBrand(tx, id);
    if (!before) throw notFound('Brand');
    if (before.productCount > 0) throw new AppError('CONFLICT', ADMIN_MESSAGES.brandInUse);
    await deleteBrandRow(tx, id);
    await recordAudit(tx, { actorId, action: 'brand.delete', entity: 'brand', entityId: id, before, after: null });
  });
}

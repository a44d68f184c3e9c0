import { DISCOUNT_MESSAGES, type AdminDiscount, type DiscountInput } from '@store/contracts/discounts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.repo';
import { brandExists } from '../catalog/brands.repo';
import { categoryExists } from '../catalog/categories.repo';
import { findProductNames } from '../catalog/products.repo';
import {
  codeTaken,
  findCodeById,
  insertCode,
  listCodesWithStats,
  updateCode,
  type DiscountCodeRow,
  type DiscountCodeValues,
} from './discounts.repo';

function toAdmin(
  row: DiscountCodeRow,
  names: ReadonlyMap<string, string>,
  stats = { paid: 0, given: 0 },
): AdminDiscount {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    minOrderPaise: row.minOrderPaise,
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    productIds: row.productIds,
    products: row.productIds.map((id) => ({ id, name: names.get(id) ?? 'Deleted product' })),
    categoryIds: row.categoryIds,
    brandIds: row.brandIds,
    maxUses: row.maxUses,
    maxUsesPerBuyer: row.maxUsesPerBuyer,
    active: row.active,
    used: row.used,
    paidUses: stats.paid,
    discountGivenPaise: stats.given,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every code, newest first, with its uses and what its paid uses took off. */
export async function listDiscounts(db: Db): Promise<AdminDiscount[]> {
  const rows = await listCodesWithStats(db);
  const names = await findProductNames(
    db,
    rows.flatMap((r) => r.productIds),
  );
  return rows.map((r) => toAdmin(r, names, r));
}

const invalid = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);

/** 400 naming the field when a product, category or brand the code is limited to does not exist. */
async function checkScope(tx: Db, input: DiscountInput): Promise<void> {
  const names = await findProductNames(tx, input.productIds);
  if (names.size !== input.productIds.length)
    throw invalid('productIds', 'One of the chosen products no longer exists');
  for (const id of input.categoryIds) {
    if (!(await categoryExists(tx, id))) throw invalid('categoryIds', 'One of the chosen categories no longer exists');
  }
  for (const id of input.brandIds) {
    if (!(await brandExists(tx, id))) throw invalid('brandIds', 'One of the chosen brands no longer exists');
  }
}

async function checkCode(tx: Db, code: string, exceptId: string | null): Promise<void> {
  if (await codeTaken(tx, code, exceptId)) {
    throw new AppError('CONFLICT', DISCOUNT_MESSAGES.codeTaken, [
      { path: 'code', message: DISCOUNT_MESSAGES.codeTaken },
    ]);
  }
}

const valuesOf = (input: DiscountInput): DiscountCodeValues => ({
  code: input.code,
  description: input.description,
  kind: input.kind,
  value: input.value,
  minOrderPaise: input.minOrderPaise,
  validFrom: new Date(input.validFrom),
  validTo: new Date(input.validTo),
  productIds: input.productIds,
  categoryIds: input.categoryIds,
  brandIds: input.brandIds,
  maxUses: input.maxUses,
  maxUsesPerBuyer: input.maxUsesPerBuyer,
  active: input.active,
});

/** Adds a code; 409 when another code is spelled the same in any case. */
export async function createDiscount(db: Db, actorId: string, input: DiscountInput): Promise<AdminDiscount> {
  return db.transaction(async (tx) => {
    await checkCode(tx, input.code, null);
    await checkScope(tx, input);
    const after = toAdmin(await insertCode(tx, valuesOf(input)), await findProductNames(tx, input.productIds));
    await recordAudit(tx, {
      actorId,
      action: 'discount.create',
      entity: 'discount',
      entityId: after.id,
      before: null,
      after,
    });
    return after;
  });
}

/**
 * Replaces a code's terms. Orders already placed keep the price they were placed at; the uses
 * counted so far stay, so the total may not go below them.
 */
export async function updateDiscount(
  db: Db,
  actorId: string,
  id: string,
  input: DiscountInput,
): Promise<AdminDiscount> {
  return db.transaction(async (tx) => {
    // Under the row's lock: a checkout taking a use meanwhile waits, and is counted here.
    const found = await findCodeById(tx, id, true);
    if (!found) throw new AppError('NOT_FOUND', DISCOUNT_MESSAGES.notFound);
    await checkCode(tx, input.code, id);
    await checkScope(tx, input);
    // Only a changed total is checked: a code already over it can still be switched off or edited.
    if (input.maxUses !== null && input.maxUses !== found.maxUses && input.maxUses < found.used) {
      throw invalid('maxUses', DISCOUNT_MESSAGES.maxBelowUsed(found.used));
    }
    await updateCode(tx, id, valuesOf(input));
    const after = (await listDiscounts(tx)).find((d) => d.id === id)!;
    await recordAudit(tx, {
      actorId,
      action: 'discount.update',
      entity: 'discount',
      entityId: id,
      before: toAdmin(found, await findProductNames(tx, found.productIds)),
      after,
    });
    return after;
  });
}

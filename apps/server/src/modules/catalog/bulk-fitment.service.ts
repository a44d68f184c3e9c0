import {
  ADMIN_MESSAGES,
  fitmentYearsProblem,
  type BulkFitment,
  type BulkFitmentResult,
  type YearRange,
} from '@store/contracts/admin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.repo';
import { findFitmentLinks, linkBike, lockProductsForFitment, touchProducts, unlinkBike } from './bulk-fitment.repo';
import { findCategoryNode } from './categories.repo';
import { isFitmentKind } from './category-index';
import { refreshProductSearchText } from './products.repo';

const invalid = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);

/** The make or model named, checked like a row of the product form's suitable bikes. */
async function checkBike(tx: Db, body: BulkFitment) {
  const bike = await findCategoryNode(tx, body.bikeId);
  if (!bike) throw invalid('bikeId', ADMIN_MESSAGES.unknownCategory);
  if (!isFitmentKind(bike.kind)) throw invalid('bikeId', ADMIN_MESSAGES.fitmentKind);
  const problem = fitmentYearsProblem(body, bike);
  if (problem) throw invalid(body.from === null ? 'to' : 'from', problem);
  return bike;
}

const sameYears = (a: YearRange | undefined, b: YearRange) => a !== undefined && a.from === b.from && a.to === b.to;

/**
 * Adds one make or model (a model with years) to every product chosen, or takes it off every one,
 * in one transaction with one audit entry (docs/decisions/083). A product that has the bike
 * already takes the new years. Universal products are skipped: they fit every bike and list none.
 * Any unknown product refuses the whole change.
 */
export async function assignFitment(db: Db, actorId: string, body: BulkFitment): Promise<BulkFitmentResult> {
  return db.transaction(async (tx) => {
    const bike = await checkBike(tx, body);
    const found = await lockProductsForFitment(tx, body.productIds);
    const unknown = body.productIds.findIndex((id) => !found.has(id));
    if (unknown >= 0) throw invalid(`productIds.${unknown}`, ADMIN_MESSAGES.unknownProduct);

    const candidates = body.productIds.filter((id) => !found.get(id)!.universal);
    const links = await findFitmentLinks(tx, candidates, bike.id);
    const years = { from: body.from, to: body.to };
    const changed =
      body.mode === 'add'
        ? candidates.filter((id) => !sameYears(links.get(id), years))
        : candidates.filter((id) => links.has(id));
    if (body.mode === 'add') await linkBike(tx, changed, bike.id, years);
    else await unlinkBike(tx, changed, bike.id);
    if (changed.length > 0) {
      await touchProducts(tx, changed);
      // Search text holds the names of a product's bikes.
      await refreshProductSearchText(tx, changed);
    }

    const fitmentOf = (id: string, after: boolean) =>
      after ? (body.mode === 'add' ? years : null) : (links.get(id) ?? null);
    const snapshot = (after: boolean) => ({
      bike: { id: bike.id, name: bike.name, kind: bike.kind },
      products: changed.map((id) => ({ id, fitment: fitmentOf(id, after) })),
    });
    await recordAudit(tx, {
      actorId,
      action: `product.fitment_${body.mode}`,
      entity: 'product',
      entityId: null,
      before: snapshot(false),
      after: snapshot(true),
    });
    return {
      mode: body.mode,
      changed: changed.length,
      unchanged: candidates.length - changed.length,
      skippedUniversal: body.productIds.length - candidates.length,
    };
  });
}

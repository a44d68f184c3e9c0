import { DISCOUNT_MESSAGES } from '@store/contracts/discounts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listProductScopes } from '../catalog/discount-scope.repo';
import { checkWindow, priceCode, refuseCode, type LineForCode, type PricedCode } from './discount-pricing';
import {
  countBuyerUses,
  findCode,
  findCodeById,
  findRedemption,
  insertRedemption,
  lockCodes,
  releaseRedemption,
  spendRedemption,
  takeRedemptionAgain,
  takeUse,
  type DiscountCodeRow,
} from './discounts.repo';

/** An order line priced by the orders module, as much of it as a code needs. */
export interface OrderLineForCode {
  productId: string;
  variantId: string;
  unitPricePaise: number;
  /** What pricing the line decided: a running flash deal set its price (checked once, before any lock). */
  onDeal: boolean;
  quantity: number;
}

/** The lines with what a code is matched against: each product's brand and categories, and whether a deal prices it. */
async function linesForCode(db: Db, lines: readonly OrderLineForCode[]): Promise<LineForCode[]> {
  const scopes = await listProductScopes(
    db,
    lines.map((l) => l.productId),
  );
  return lines.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    totalPaise: l.unitPricePaise * l.quantity,
    onDeal: l.onDeal,
    scope: scopes.get(l.productId) ?? { brandId: null, categoryIds: [] },
  }));
}

function usedUp(row: DiscountCodeRow): boolean {
  return row.maxUses !== null && row.used >= row.maxUses;
}

/**
 * What `code` takes off these lines now, for the checkout's summary: every rule but the buyer's
 * own uses, which only placing the order (signed in, under the code's lock) can count.
 */
export async function quoteCode(
  db: Db,
  code: string,
  lines: readonly OrderLineForCode[],
  now: Date,
): Promise<PricedCode> {
  const row = await findCode(db, code);
  if (!row) throw refuseCode(DISCOUNT_MESSAGES.unknown);
  checkWindow(row, now);
  if (usedUp(row)) throw refuseCode(DISCOUNT_MESSAGES.usedUp);
  return priceCode(row, await linesForCode(db, lines), now);
}

/** A code claimed for an order being placed: its row's id, what it takes off and the lines' shares. */
export interface ClaimedCode extends PricedCode {
  codeId: string;
}

/**
 * Claims one use of `code` for `userId`'s order, in the transaction that creates it. The code's
 * row stays locked until that transaction ends, so concurrent checkouts take its uses one at a
 * time: the count of this buyer's uses and the total are read and raised under the lock, and the
 * last use cannot be taken twice. The caller records the redemption once the order has its id.
 */
export async function claimCode(
  tx: Db,
  code: string,
  userId: string,
  lines: readonly OrderLineForCode[],
  now: Date,
): Promise<ClaimedCode> {
  const row = await findCode(tx, code, true);
  if (!row) throw refuseCode(DISCOUNT_MESSAGES.unknown);
  checkWindow(row, now);
  if (usedUp(row)) throw refuseCode(DISCOUNT_MESSAGES.usedUp);
  if (row.maxUsesPerBuyer !== null && (await countBuyerUses(tx, row.id, userId)) >= row.maxUsesPerBuyer) {
    throw refuseCode(DISCOUNT_MESSAGES.usedByYou(row.maxUsesPerBuyer));
  }
  const priced = priceCode(row, await linesForCode(tx, lines), now);
  if (!(await takeUse(tx, row.id))) throw refuseCode(DISCOUNT_MESSAGES.usedUp);
  return { ...priced, codeId: row.id };
}

/** Writes down which order holds the use `claimCode` took. */
export function recordRedemption(tx: Db, claimed: ClaimedCode, orderId: string, userId: string): Promise<void> {
  return insertRedemption(tx, { codeId: claimed.codeId, orderId, userId, discountPaise: claimed.amountPaise });
}

/**
 * The order's use goes back to its code: its stock was released (the payment window expired, a
 * newer checkout replaced it, the payment could not start) or it was cancelled. Once, whatever
 * calls it; nothing for an order without a code. The caller holds the order's row lock.
 */
export async function giveUseBack(tx: Db, orderId: string): Promise<void> {
  await releaseRedemption(tx, orderId);
}

/**
 * Takes a released use of the order's code again, under the code's row lock and within its
 * limits (the total and this buyer's). Answers the code when none is left, null when the use is
 * the order's again (or it has no released use).
 */
async function retake(tx: Db, orderId: string, userId: string, to: 'held' | 'used'): Promise<string | null> {
  const redemption = await findRedemption(tx, orderId);
  if (redemption?.status !== 'released') return null;
  const locked = await findCodeById(tx, redemption.codeId, true);
  if (!locked) return null;
  const mine = await countBuyerUses(tx, locked.id, userId);
  const overMine = locked.maxUsesPerBuyer !== null && mine >= locked.maxUsesPerBuyer;
  if (overMine || !(await takeUse(tx, locked.id))) return locked.code;
  await takeRedemptionAgain(tx, orderId, to);
  return null;
}

/**
 * The order was paid: its held use is spent. A use given back meanwhile (its window expired, a
 * newer checkout replaced it) is taken again within the limits; answers false when none is left,
 * and the caller refunds the payment and cancels the order (decision 078).
 */
export async function spendUse(tx: Db, orderId: string, userId: string): Promise<boolean> {
  if (await spendRedemption(tx, orderId)) return true;
  return (await retake(tx, orderId, userId, 'used')) === null;
}

/**
 * An order paid again after its use went back (decision 034's retry): the use is taken again
 * under the code's lock, within its limits, or the retry is refused with the reason. The order
 * keeps the price it was placed at; the code's dates are not checked again.
 */
export async function reclaimUse(tx: Db, orderId: string, userId: string): Promise<void> {
  const gone = await retake(tx, orderId, userId, 'held');
  if (gone) throw new AppError('CONFLICT', DISCOUNT_MESSAGES.retryUsedUp(gone));
}

/** Locks the code being claimed and those of the orders being let go, in one order (lockCodes). */
export function lockCodesFor(tx: Db, orderIds: readonly string[], code: string | null): Promise<void> {
  return lockCodes(tx, orderIds, code);
}

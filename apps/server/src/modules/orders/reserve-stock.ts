import { CART_MESSAGES } from '@store/contracts/cart';
import { RESERVATION_MINUTES } from '@store/contracts/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { returnStock, stockOf, takeStock } from '../catalog/stock.repo';
import { giveUseBack } from '../discounts/use-code';
import { insertReservations, releaseReservations } from './reservations.repo';

/** When a reservation made now runs out. */
export const reservationExpiry = (now: Date) => new Date(now.getTime() + RESERVATION_MINUTES * 60_000);

/**
 * Takes the stock of every line with a conditional update (never below zero) and records the
 * reservations. Must run inside the transaction that owns the order: a refusal throws 409 and
 * the caller's rollback undoes the lines already taken.
 */
export async function reserveStock(
  tx: Db,
  orderId: string,
  lines: Array<{ variantId: string; quantity: number }>,
  now: Date,
): Promise<void> {
  for (const line of lines) {
    const left = await takeStock(tx, line.variantId, line.quantity);
    if (left === null) {
      const stock = await stockOf(tx, line.variantId);
      throw new AppError('OUT_OF_STOCK', stock <= 0 ? CART_MESSAGES.outOfStock : CART_MESSAGES.onlyLeft(stock));
    }
  }
  await insertReservations(tx, orderId, lines, reservationExpiry(now));
}

/**
 * The undo of reserveStock: active reservations (and, with 'held', sold ones) become released
 * and their stock returns. Conditional on the reservation's status, so it happens once.
 */
export async function releaseStock(tx: Db, orderId: string, which: 'active' | 'held', dueBy?: Date): Promise<number> {
  const released = await releaseReservations(tx, orderId, which, dueBy);
  // In variant order, as stock is taken: two transactions never lock the same rows crosswise.
  released.sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  for (const r of released) await returnStock(tx, r.variantId, r.quantity);
  // A discount code's use lasts as long as the order holds its stock or is sold (decision 078):
  // released unpaid (expired, replaced, not started) or cancelled, the use goes back, once.
  if (released.length > 0 || which === 'held') await giveUseBack(tx, orderId);
  return released.length;
}

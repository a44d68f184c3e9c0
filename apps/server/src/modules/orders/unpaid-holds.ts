import { ORDER_MESSAGES, UNPAID_HOLD_LIMITS } from '@store/contracts/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOrder } from './orders.repo';
import { markPaymentFailed } from './payment-failure';
import { releaseStock } from './reserve-stock';
import { listUnpaidHolds, lockHolder, type UnpaidHold } from './reservations.repo';

/** Who is about to hold stock: the account, the address it checks out from, the order (on a retry). */
export interface Holder {
  userId: string;
  clientAddress: string | null;
  /** The order being paid again: its own holds are not counted against it. */
  orderId?: string;
}

/**
 * Takes the holder's locks for the rest of the transaction: always the account's first, then the
 * address's, and before any order row, so no two checkouts wait on each other in a circle. Taking
 * them again in the same transaction is free (advisory locks stack).
 */
export async function lockHolders(tx: Db, holder: Holder): Promise<void> {
  await lockHolder(tx, `account:${holder.userId}`);
  if (holder.clientAddress) await lockHolder(tx, `address:${holder.clientAddress}`);
}

/**
 * Makes room for a checkout that will hold `lines` unpaid (docs/decisions/068), inside the
 * transaction that then reserves them:
 * 1. the account's earlier unpaid orders holding any of the same product options are let go
 *    (their stock returns; each stays payable through retry, like an expired window);
 * 2. then what the account, and everyone at its address, would hold is checked against
 *    UNPAID_HOLD_LIMITS: units of one option, and orders holding stock. Over a limit: 409.
 * Checkouts of one account, and of one address, run one at a time through advisory locks, so
 * two at once cannot both pass the same count.
 */
export async function makeRoomForHold(
  tx: Db,
  holder: Holder,
  lines: ReadonlyArray<{ variantId: string; quantity: number }>,
  now: Date,
): Promise<void> {
  await lockHolders(tx, holder);

  let holds = (await listUnpaidHolds(tx, holder, now)).filter((h) => h.orderId !== holder.orderId);
  const wanted = new Set(lines.map((l) => l.variantId));
  const replaced = new Set(
    holds.filter((h) => h.userId === holder.userId && wanted.has(h.variantId)).map((h) => h.orderId),
  );
  for (const orderId of replaced) {
    const order = await findOrder(tx, { id: orderId }, true);
    if (!order) continue;
    await releaseStock(tx, orderId, 'active');
    await markPaymentFailed(tx, order, ORDER_MESSAGES.replaced, `${ORDER_MESSAGES.replaced}; stock released`);
  }
  holds = holds.filter((h) => !replaced.has(h.orderId));

  const mine = holds.filter((h) => h.userId === holder.userId);
  checkLimits(mine, lines, UNPAID_HOLD_LIMITS.units.account, UNPAID_HOLD_LIMITS.orders.account);
  if (holder.clientAddress) {
    const here = holds.filter((h) => h.clientAddress === holder.clientAddress);
    checkLimits(here, lines, UNPAID_HOLD_LIMITS.units.address, UNPAID_HOLD_LIMITS.orders.address);
  }
}

/** Refuses the checkout if, with `lines` added to `holds`, one option or the order count goes over. */
function checkLimits(
  holds: UnpaidHold[],
  lines: ReadonlyArray<{ variantId: string; quantity: number }>,
  unitLimit: number,
  orderLimit: number,
): void {
  for (const line of lines) {
    const held = holds.filter((h) => h.variantId === line.variantId).reduce((sum, h) => sum + h.quantity, 0);
    if (held + line.quantity > unitLimit) throw new AppError('CONFLICT', ORDER_MESSAGES.holdUnits(unitLimit));
  }
  if (new Set(holds.map((h) => h.orderId)).size + 1 > orderLimit) {
    throw new AppError('CONFLICT', ORDER_MESSAGES.holdOrders);
  }
}

import { ORDER_MESSAGES, UNPAID_HOLD_LIMITS, unpaidUnitLimit } from '@store/contracts/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockStock } from '../catalog/stock.repo';
import { lockCodesFor } from '../discounts/use-code';
import { findOrder } from './orders.repo';
import { markPaymentFailed } from './payment-failure.service';
import { releaseStock } from './reserve-stock';
import { listUnpaidHolds, lockHolder, type UnpaidHold } from './reservations.repo';

/** Who is about to hold stock: the account, the address it checks out from, the order (on a retry). */
export interface Holder {
  userId: string;
  clientAddress: string | null;
  /**
   * The order being paid again, already locked by the caller, whose lines are `lines`: its own
   * holds are not counted against it, and any it still has (expired, not yet swept) are released.
   */
  orderId?: string;
  /** The discount code the checkout claims: locked with the codes of the orders let go (decision 078). */
  discountCode?: string | null;
}

/**
 * Takes the holder's locks for the rest of the transaction: always the account's first, then the
 * address's, and before any order row, so checkouts of one holder run one at a time. Taking them
 * again in the same transaction is free (advisory locks stack).
 */
export async function lockHolders(tx: Db, holder: Holder): Promise<void> {
  await lockHolder(tx, 'account', holder.userId);
  if (holder.clientAddress) await lockHolder(tx, 'address', holder.clientAddress);
}

type Lines = ReadonlyArray<{ variantId: string; quantity: number }>;

interface HoldRule {
  units: { share: number; most: number };
  orders: number;
  unitsMessage: (limit: number) => string;
  ordersMessage: string;
}

/** The limits of an account and of an address, each with the words its refusal uses. */
const RULES: Record<'account' | 'address', HoldRule> = {
  account: {
    units: UNPAID_HOLD_LIMITS.units.account,
    orders: UNPAID_HOLD_LIMITS.orders.account,
    unitsMessage: ORDER_MESSAGES.holdUnits,
    ordersMessage: ORDER_MESSAGES.holdOrders,
  },
  address: {
    units: UNPAID_HOLD_LIMITS.units.address,
    orders: UNPAID_HOLD_LIMITS.orders.address,
    unitsMessage: ORDER_MESSAGES.addressHoldUnits,
    ordersMessage: ORDER_MESSAGES.addressHoldOrders,
  },
};

/**
 * Makes room for a checkout that will hold `lines` unpaid (docs/decisions/068), inside the
 * transaction that then reserves them:
 * 1. the account's earlier unpaid orders holding any of the same product options are let go
 *    (their stock returns; each stays payable through retry, like an expired window);
 * 2. then what the account, and everyone at its address, would hold is checked against
 *    UNPAID_HOLD_LIMITS: a share of each option's shelf, and a number of orders. Over: 409.
 * The rows it touches are locked in a fixed order (holder locks, then the orders let go, then
 * every variant involved sorted by id, then every discount code involved sorted by id) before
 * any stock moves, so two checkouts of different
 * accounts over the same products never wait on each other crosswise.
 */
export async function makeRoomForHold(tx: Db, holder: Holder, lines: Lines, now: Date): Promise<void> {
  await lockHolders(tx, holder);
  const listed = (await listUnpaidHolds(tx, holder, now)).filter((h) => h.orderId !== holder.orderId);
  const wanted = new Set(lines.map((l) => l.variantId));
  const letGo = listed.filter((h) => h.userId === holder.userId && wanted.has(h.variantId));
  const replaced = new Set(letGo.map((h) => h.orderId));
  const orders = [];
  for (const orderId of [...replaced].sort()) {
    const order = await findOrder(tx, { id: orderId }, true);
    if (order) orders.push(order);
  }
  const touched = new Set([...wanted, ...listed.filter((h) => replaced.has(h.orderId)).map((h) => h.variantId)]);
  await lockStock(tx, [...touched].sort());
  // Then every discount code involved, sorted by id, before any use goes back or is taken.
  const codeOrders = holder.orderId ? [...replaced, holder.orderId] : [...replaced];
  await lockCodesFor(tx, codeOrders, holder.discountCode ?? null);
  // A retried order's own holds that expired unswept go back first, so stock is never held twice.
  if (holder.orderId) await releaseStock(tx, holder.orderId, 'active');
  for (const order of orders) {
    await releaseStock(tx, order.id, 'active');
    await markPaymentFailed(tx, order, ORDER_MESSAGES.replaced, `${ORDER_MESSAGES.replaced}; stock released`);
  }
  const holds = listed.filter((h) => !replaced.has(h.orderId));
  // What is on the shelf now, the replaced orders' units back on it, under the locks just taken.
  const stock = await lockStock(tx, [...wanted].sort());

  checkLimits(
    holds.filter((h) => h.userId === holder.userId),
    lines,
    stock,
    RULES.account,
  );
  if (holder.clientAddress) {
    checkLimits(
      holds.filter((h) => h.clientAddress === holder.clientAddress),
      lines,
      stock,
      RULES.address,
    );
  }
}

/**
 * Refuses the checkout if, with `lines` added to `holds`, one option goes over its share of the
 * shelf or the order count goes over. A line the stock cannot cover is left to the reservation,
 * which answers it as out of stock.
 */
function checkLimits(holds: UnpaidHold[], lines: Lines, stock: ReadonlyMap<string, number>, rule: HoldRule): void {
  for (const line of lines) {
    const available = stock.get(line.variantId) ?? 0;
    if (line.quantity > available) continue;
    const held = holds.filter((h) => h.variantId === line.variantId).reduce((sum, h) => sum + h.quantity, 0);
    const limit = unpaidUnitLimit(rule.units, available + held);
    if (held + line.quantity > limit) throw new AppError('CONFLICT', rule.unitsMessage(limit));
  }
  if (new Set(holds.map((h) => h.orderId)).size + 1 > rule.orders) {
    throw new AppError('CONFLICT', rule.ordersMessage);
  }
}

import { ORDER_MESSAGES } from '@store/contracts/orders';
import {
  RETURN_MESSAGES,
  RETURN_WINDOW_DAYS,
  type RequestReturn,
  type Return,
  REFUND_TO_MESSAGES,
} from '@store/contracts/returns';
import { AppError } from '../../lib/app-error';
import { findNotReturnable } from '../catalog/products.repo';
import type { OrderDeps } from '../orders/order-deps';
import { findOrder, listLines, type OrderRow } from '../orders/orders.repo';
import { noticeReturnRequested } from '../staff-notices/staff-notices.service';
import { countOwnUploads } from '../uploads/uploads.repo';
import { noteOnOrder } from './change-return.service';
import { queueReturnMail } from './return-mails';
import { viewReturns } from './return-view';
import { insertReturn, insertReturnEvent, unitsClaimed } from './returns.repo';

const DAY_MS = 86_400_000;
/** India's offset from UTC; Asia/Kolkata has no daylight saving. */
const IST_MS = 330 * 60_000;

/**
 * The last moment a return of an order delivered at `deliveredAt` may be asked for: the end
 * (23:59:59.999 in India) of the shop's day RETURN_WINDOW_DAYS after delivery, the date the
 * order page shows.
 */
export function returnWindowClosesAt(deliveredAt: Date): Date {
  const lastDay = Math.floor((deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS + IST_MS) / DAY_MS);
  return new Date((lastDay + 1) * DAY_MS - IST_MS - 1);
}

/** Why the order cannot be returned from at all, or null when it can. */
export function returnRefusal(order: OrderRow, now: Date): string | null {
  if (order.status !== 'delivered' || !order.deliveredAt) return RETURN_MESSAGES.notDelivered;
  return now > returnWindowClosesAt(order.deliveredAt) ? RETURN_MESSAGES.windowClosed : null;
}

/**
 * The buyer's request to return lines of one of their delivered orders, within the window. Under
 * the order's row lock, so two requests at once cannot both claim the same units: each line's
 * quantity is at most what was bought less what other returns (open or refunded) claim. A
 * non-returnable product is refused, photos must be the buyer's own uploads, and the buyer's mail
 * is queued in the same transaction. Anyone else's order is a 404.
 */
export async function requestReturn(deps: OrderDeps, userId: string, body: RequestReturn): Promise<Return> {
  return deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, { id: body.order_id }, true);
    if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
    const refused = returnRefusal(order, deps.now());
    if (refused) throw new AppError('CONFLICT', refused);
    // A cash order's refund is paid by staff to the account the buyer names; an online one goes back the way it came.
    const cash = order.paymentMethod === 'cod';
    if (cash !== (body.refund_to !== null)) {
      const message = cash ? REFUND_TO_MESSAGES.required : REFUND_TO_MESSAGES.notCash;
      throw new AppError('VALIDATION', message, [{ path: 'refund_to', message }]);
    }
    const lines = await listLines(tx, [order.id]);
    const claimed = await unitsClaimed(tx, order.id);
    const notReturnable = await findNotReturnable(
      tx,
      lines.flatMap((l) => (l.productId ? [l.productId] : [])),
    );
    for (const [i, wanted] of body.lines.entries()) {
      const line = lines.find((l) => l.id === wanted.line);
      if (!line) {
        throw new AppError('VALIDATION', RETURN_MESSAGES.lineNotInOrder, [
          { path: `lines.${i}.line`, message: RETURN_MESSAGES.lineNotInOrder },
        ]);
      }
      if (line.productId && notReturnable.has(line.productId)) {
        throw new AppError('CONFLICT', RETURN_MESSAGES.notReturnable(line.name));
      }
      const left = line.quantity - (claimed.get(line.id) ?? 0);
      if (wanted.quantity > left) throw new AppError('CONFLICT', RETURN_MESSAGES.tooMany(line.name, left));
    }
    if ((await countOwnUploads(tx, userId, body.images)) !== body.images.length) {
      throw new AppError('FORBIDDEN', RETURN_MESSAGES.imageNotYours);
    }
    const row = await insertReturn(
      tx,
      { orderId: order.id, userId, reason: body.reason, images: body.images, refundTo: body.refund_to },
      body.lines.map((l) => ({ orderLineId: l.line, quantity: l.quantity })),
    );
    await insertReturnEvent(tx, { returnId: row.id, fromStatus: null, toStatus: 'requested', actorId: userId });
    await noteOnOrder(tx, order, row, 'requested', userId, body.reason);
    await queueReturnMail(tx, deps, 'requested', row, order);
    await noticeReturnRequested(tx, deps, row, order);
    const [view] = await viewReturns(tx, order, [row], false);
    return view!;
  });
}

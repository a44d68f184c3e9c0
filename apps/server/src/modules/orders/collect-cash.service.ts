import { CASH_MESSAGES, type CollectCash } from '@store/contracts/admin-orders';
import { formatInr } from '@store/contracts/money';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from './order-deps';
import { queueDeliveredMail } from './order-mails';
import { transitionOrder } from './order-transitions';
import { lockOrdersByNumber, type OrderRow } from './orders.repo';
import { insertPaymentOnce } from './payments.repo';

/** Why this order's cash cannot be recorded now, or null when it can. */
function refusal(order: OrderRow): string | null {
  if (order.paymentMethod !== 'cod') return CASH_MESSAGES.notCash(order.orderNumber);
  if (order.status === 'cancelled') return CASH_MESSAGES.closed(order.orderNumber);
  if (order.paymentStatus !== 'created') return CASH_MESSAGES.already(order.orderNumber);
  if (order.status !== 'shipped' && order.status !== 'delivered') return CASH_MESSAGES.notOut(order.orderNumber);
  return null;
}

/**
 * Records the cash of cash on delivery orders as collected (docs/decisions/111): one order at the
 * counter, or a courier's remittance of many, all or none. Each order is locked (in id order, as
 * every multi-order transaction takes them), checked, and becomes paid: a payment row for its
 * total (provider `cash`, one per order by its unique id, so a repeat records nothing twice), and
 * a shipped one is delivered with its mail. A remittance's amount, when given, must be the orders'
 * total to the paisa.
 */
export async function collectCash(
  deps: OrderDeps,
  actorId: string,
  input: CollectCash,
): Promise<{ orders: string[]; total_paise: number }> {
  return deps.db.transaction(async (tx) => {
    const found = await lockOrdersByNumber(tx, input.orders);
    const missing = input.orders.filter((n) => !found.some((o) => o.orderNumber === n));
    if (missing.length > 0) throw new AppError('NOT_FOUND', CASH_MESSAGES.notFound(missing));
    for (const order of found) {
      const refused = refusal(order);
      if (refused) throw new AppError('CONFLICT', refused);
    }
    const total = found.reduce((sum, o) => sum + o.totalPaise, 0);
    if (input.amount_paise !== null && input.amount_paise !== total) {
      const message = CASH_MESSAGES.amountWrong(formatInr(total), formatInr(input.amount_paise));
      throw new AppError('VALIDATION', message, [{ path: 'amount_paise', message }]);
    }
    const at = deps.now();
    for (const order of found) {
      const delivering = order.status === 'shipped';
      const moved = await transitionOrder(tx, order, {
        to: 'delivered',
        set: {
          paymentStatus: 'paid',
          paidAt: at,
          cashCollectedAt: at,
          cashRemittance: input.remittance,
          ...(delivering ? { deliveredAt: at } : {}),
        },
        actorId,
        note: `Cash ${formatInr(order.totalPaise)} collected${input.remittance ? ` (remittance ${input.remittance})` : ''}`,
        action: 'order.cash_collected',
      });
      if (!moved) throw new AppError('CONFLICT', CASH_MESSAGES.already(order.orderNumber));
      await insertPaymentOnce(tx, {
        orderId: order.id,
        provider: 'cash',
        providerOrderId: order.orderNumber,
        providerPaymentId: `cash_${order.orderNumber}`,
        amountPaise: order.totalPaise,
        status: 'captured',
        method: 'cash',
        raw: input.remittance ? { remittance: input.remittance } : null,
      });
      if (delivering) await queueDeliveredMail(tx, deps, moved);
    }
    return { orders: found.map((o) => o.orderNumber).sort(), total_paise: total };
  });
}

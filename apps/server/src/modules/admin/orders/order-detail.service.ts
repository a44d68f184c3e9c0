import { ORDER_ACTIONS, type AdminOrderDetail, type OrderAction } from '@store/contracts/admin';
import { ESTIMATED_DELIVERY_DAYS } from '@store/contracts/constants';
import type { OrderStatus } from '@store/contracts/orders';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { canMove } from '../../orders/order-status';
import { listLines } from '../../orders/orders.repo';
import { iso } from '../paging';
import { findOrderDetailRow, listEvents, listPayments, toSummary } from './admin-orders.repo';

const ACTION_TARGET: Record<OrderAction, OrderStatus> = {
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/** The buttons the order page shows: the moves the transition table allows from `status`. */
export function allowedActions(status: OrderStatus): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => canMove(status, ACTION_TARGET[action]));
}

/** Everything staff need about one order: lines, address, payments and its history. 404 when unknown. */
export async function getOrderDetail(db: Db, orderId: string): Promise<AdminOrderDetail> {
  const row = await findOrderDetailRow(db, orderId);
  if (!row) throw notFound('Order');
  const [lines, payments, events] = await Promise.all([
    listLines(db, [orderId]),
    listPayments(db, orderId),
    listEvents(db, orderId),
  ]);
  const paidAt = row.paid_at ? new Date(row.paid_at) : null;
  return {
    ...toSummary(row),
    type: row.type,
    mrpTotalPaise: row.mrp_total_paise,
    address: { ...row.address, locality: row.address.locality ?? '' },
    failureReason: row.failure_reason,
    shippedAt: iso(row.shipped_at),
    deliveredAt: iso(row.delivered_at),
    cancelledAt: iso(row.cancelled_at),
    estimatedDelivery: paidAt ? new Date(paidAt.getTime() + ESTIMATED_DELIVERY_DAYS * 86_400_000).toISOString() : null,
    lines: lines.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      name: l.name,
      variantName: l.variantName,
      sku: l.sku,
      image: l.image,
      unitPricePaise: l.unitPricePaise,
      mrpPaise: l.mrpPaise,
      quantity: l.quantity,
      lineTotalPaise: l.lineTotalPaise,
    })),
    payments,
    events,
    allowedActions: allowedActions(row.status),
  };
}

import { ORDER_ACTIONS, type AdminOrderDetail, type AdminOrderSummary, type OrderAction } from '@store/contracts/admin';
import type { OrderStatus } from '@store/contracts/orders';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findPeople, findUserById } from '../auth/users.repo';
import { canMove } from './order-transitions';
import { findOrderWithCount, searchOrders, type FoundOrder, type OrderSearch } from './order-search.repo';
import { listDocumentsOf } from '../invoices/tax-documents.repo';
import { estimatedDelivery } from './order-view';
import { listEvents, listLines, type OrderRow } from './orders.repo';
import { listPayments } from './payments.repo';

const ACTION_TARGET: Record<OrderAction, OrderStatus> = {
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/** The buttons the order page shows: the moves the transition table allows from `status`. */
export function allowedActions(status: OrderStatus): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => canMove(status, ACTION_TARGET[action]));
}

type Person = { id: string; name: string; email: string };

function toSummary(o: FoundOrder, customer: Person | undefined): AdminOrderSummary {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    status: o.status,
    paymentStatus: o.paymentStatus,
    totalPaise: o.totalPaise,
    itemCount: o.itemCount,
    customer: customer ?? { id: o.userId, name: '', email: '' },
    shipTo: {
      name: o.address.name,
      phone: o.address.phone,
      town: o.address.town,
      state: o.address.state,
      pinCode: o.address.pinCode,
    },
    razorpayOrderId: o.razorpayOrderId,
    trackingNumber: o.trackingNumber,
    carrier: o.carrier,
    paymentMethod: o.paymentMethod,
  };
}

/** A cash order out for delivery, or delivered, whose cash is not yet recorded. */
export function cashToCollect(order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'status'>): boolean {
  return (
    order.paymentMethod === 'cod' &&
    order.paymentStatus === 'created' &&
    (order.status === 'shipped' || order.status === 'delivered')
  );
}

/** One page of the back office's order list, newest first, each with its customer. */
export async function listOrderSummaries(
  db: Db,
  search: OrderSearch,
): Promise<{ items: AdminOrderSummary[]; total: number }> {
  const { found, total } = await searchOrders(db, search);
  const people = await findPeople(
    db,
    found.map((o) => o.userId),
  );
  return { items: found.map((o) => toSummary(o, people.get(o.userId))), total };
}

/** Everything staff need about one order: lines, address, payments and its history. 404 when unknown. */
export async function getOrderDetail(db: Db, orderId: string): Promise<AdminOrderDetail> {
  const order = await findOrderWithCount(db, orderId);
  if (!order) throw notFound('Order');
  const [lines, payments, events, documents] = await Promise.all([
    listLines(db, [orderId]),
    listPayments(db, orderId),
    listEvents(db, orderId),
    listDocumentsOf(db, orderId),
  ]);
  const people = await findPeople(db, [order.userId, ...events.flatMap((e) => (e.actorId ? [e.actorId] : []))]);
  const buyer = await findUserById(db, order.userId);
  const eta = estimatedDelivery(order);
  return {
    ...toSummary(order, people.get(order.userId)),
    type: order.type,
    mrpTotalPaise: order.mrpTotalPaise,
    discount: order.discountCode ? { code: order.discountCode, amount: order.discountPaise } : null,
    shippingPaise: order.shippingPaise,
    codFeePaise: order.codFeePaise,
    cash: order.cashCollectedAt
      ? { collectedAt: order.cashCollectedAt.toISOString(), remittance: order.cashRemittance }
      : null,
    buyerCod: { refusedDeliveries: buyer?.refusedDeliveries ?? 0, blocked: buyer?.codBlocked ?? false },
    address: { ...order.address, locality: order.address.locality ?? '' },
    failureReason: order.failureReason,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    estimatedDelivery: eta?.toISOString() ?? null,
    business:
      order.buyerGstin && order.businessName
        ? {
            gstin: order.buyerGstin,
            name: order.businessName,
            billingAddress: order.billingAddress
              ? { ...order.billingAddress, locality: order.billingAddress.locality ?? '' }
              : null,
          }
        : null,
    documents: documents.map((d) => ({
      kind: d.kind,
      number: d.number,
      issuedAt: d.issuedAt.toISOString(),
      totalPaise: d.totalPaise,
    })),
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
    payments: payments.map((p) => ({
      provider: p.provider,
      providerOrderId: p.providerOrderId,
      providerPaymentId: p.providerPaymentId,
      amountPaise: p.amountPaise,
      status: p.status,
      method: p.method,
      createdAt: p.createdAt.toISOString(),
    })),
    events: events.map((e) => {
      const actor = e.actorId ? people.get(e.actorId) : undefined;
      return {
        id: e.id,
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        note: e.note,
        actor: e.actorId ? { id: e.actorId, name: actor?.name ?? '' } : null,
        at: e.createdAt.toISOString(),
      };
    }),
    allowedActions: allowedActions(order.status),
    canCollectCash: cashToCollect(order),
    canRecordRefusal: order.paymentMethod === 'cod' && order.status === 'shipped',
  };
}

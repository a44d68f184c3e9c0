import { buyerMayCancel } from '@store/contracts/cancellation';
import { trackingPage } from '@store/contracts/carriers';
import type { Order } from '@store/contracts/orders';
import type { OrderLineRow, OrderRow } from './orders.repo';

/**
 * When a paid order should arrive: the paid date plus its delivery zone's days, fixed when it was
 * placed (5 for the rest of India, the estimate every order gave before zones: docs/india.md).
 */
export function estimatedDelivery(
  order: Pick<OrderRow, 'paidAt' | 'deliveryDays' | 'paymentMethod' | 'createdAt'>,
): Date | null {
  // A cash order is dispatched from its confirmation, which is when it was made.
  const from = order.paymentMethod === 'cod' ? order.createdAt : order.paidAt;
  return from ? new Date(from.getTime() + order.deliveryDays * 86_400_000) : null;
}

/**
 * Whether the order has a tax invoice to download: an online order from its payment, a cash
 * order from its shipping (docs/decisions/111).
 */
export function invoiceIssued(order: Pick<OrderRow, 'paidAt' | 'paymentMethod' | 'shippedAt'>): boolean {
  return order.paymentMethod === 'cod' ? order.shippedAt !== null : order.paidAt !== null;
}

/** An order in the field names of docs/product.md, Entities. */
export function toOrder(order: OrderRow, lines: OrderLineRow[], reviewed: ReadonlySet<string> = new Set()): Order {
  const eta = estimatedDelivery(order);
  return {
    _id: order.id,
    id: order.orderNumber,
    razorpay_order_id: order.razorpayOrderId,
    type: order.type,
    totalAmount: order.totalPaise,
    paidAt: order.paidAt?.toISOString() ?? null,
    orderStatus: order.status,
    paymentStatus: order.paymentStatus,
    failureReason: order.failureReason,
    canRetry: order.status === 'pending_payment' && order.paymentStatus !== 'paid',
    canCancel: buyerMayCancel(order.status),
    trackingNumber: order.trackingNumber,
    carrier: order.carrier,
    trackingUrl: trackingPage(order.carrier, order.trackingNumber, order.trackingUrl),
    hasInvoice: invoiceIssued(order),
    discount: order.discountCode ? { code: order.discountCode, amount: order.discountPaise } : null,
    paymentMethod: order.paymentMethod,
    shipping: order.shippingPaise,
    codFee: order.codFeePaise,
    // A cancelled order is not coming: no date for it.
    estimatedDelivery: order.status === 'cancelled' ? null : (eta?.toISOString() ?? null),
    createdAt: order.createdAt.toISOString(),
    products: lines
      .filter((l) => l.orderId === order.id)
      .map((l) => ({
        product: l.productId,
        variant: l.variantId,
        name: l.name,
        variant_name: l.variantName,
        image: l.image,
        quantity: l.quantity,
        price: l.unitPricePaise,
        total_price: l.lineTotalPaise,
        discount: l.discountPaise,
        reviewed: l.productId !== null && reviewed.has(l.productId),
      })),
    address: { ...order.address, locality: order.address.locality ?? '' },
  };
}

import { ESTIMATED_DELIVERY_DAYS } from '@store/contracts/constants';
import type { Order } from '@store/contracts/orders';
import type { OrderLineRow, OrderRow } from './orders.repo';

/** An order in the field names of docs/product.md, Entities; estimatedDelivery is the paid date plus 5 days. */
export function toOrder(order: OrderRow, lines: OrderLineRow[]): Order {
  const eta = order.paidAt ? new Date(order.paidAt.getTime() + ESTIMATED_DELIVERY_DAYS * 86_400_000) : null;
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
    trackingNumber: order.trackingNumber,
    carrier: order.carrier,
    estimatedDelivery: eta?.toISOString() ?? null,
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
      })),
    address: { ...order.address, locality: order.address.locality ?? '' },
  };
}

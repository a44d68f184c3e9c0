import { formatInr } from '@store/contracts/money';
import type { Order, OrderStatus } from '@store/contracts/orders';

const enIn = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** A date in en-IN, or 'N/A' when it is missing or not a date (docs/product.md, Order details). */
export function formatIndianDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : enIn.format(date);
}

const enInTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A courier's scan time as India reads it ('3 Dec, 8:10 am'), or '' when it is not a time. */
export function formatScanTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : enInTime.format(date);
}

/** Estimated delivery as the pages show it: the date the server worked out from payment, else 'N/A'. */
export function formatEstimatedDelivery(order: Pick<Order, 'estimatedDelivery'>): string {
  return formatIndianDate(order.estimatedDelivery);
}

export const ORDER_TABS = [
  { key: 'all', label: 'All' },
  { key: 'processing', label: 'Processing' },
  { key: 'shipped', label: 'Shipped' },
  { key: 'delivered', label: 'Delivered' },
] as const;
export type OrderTab = (typeof ORDER_TABS)[number]['key'];

/** Reads the tab from the URL; anything unknown is All. */
export function parseOrderTab(value: string | null): OrderTab {
  return ORDER_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}

export function ordersInTab(orders: Order[], tab: OrderTab): Order[] {
  return tab === 'all' ? orders : orders.filter((order) => order.orderStatus === tab);
}

/** Processing, shipped and delivered have their own look (docs/product.md, Order states); any other value the default. */
export function statusLook(status: OrderStatus | string): { label: string; className: string } {
  switch (status) {
    case 'processing':
      return { label: 'Processing', className: 'bg-amber-500/15 text-amber-800 dark:text-amber-300' };
    case 'shipped':
      return { label: 'Shipped', className: 'bg-sky-500/15 text-sky-800 dark:text-sky-300' };
    case 'delivered':
      return { label: 'Delivered', className: 'bg-emerald-500/15 text-emerald-800 dark:text-emerald-300' };
    case 'pending_payment':
      return { label: 'Payment pending', className: 'bg-muted text-foreground' };
    case 'cancelled':
      return { label: 'Cancelled', className: 'bg-muted text-foreground' };
    default:
      return { label: String(status), className: 'bg-muted text-foreground' };
  }
}

/** Payment status as returned, in words a shopper reads. */
export function paymentStatusLabel(status: string): string {
  const labels: Record<string, string> = {
    created: 'Awaiting payment',
    paid: 'Paid',
    failed: 'Failed',
    partially_refunded: 'Partly refunded',
    refunded: 'Refunded',
  };
  return labels[status] ?? status;
}

/** Payment statuses in which the money has been taken (a refund since does not undo that it was paid). */
const MONEY_TAKEN = new Set(['paid', 'partially_refunded', 'refunded']);

/**
 * How the order is paid, in words a shopper reads (docs/decisions/111): online, or in cash to the
 * courier, with what to have ready while it is on its way and 'Paid in cash' once it was collected.
 */
export function paymentMethodLabel(
  order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'orderStatus' | 'totalAmount'>,
): string {
  if (order.paymentMethod === 'online') return 'Online payment';
  if (MONEY_TAKEN.has(order.paymentStatus)) return 'Paid in cash';
  if (order.orderStatus === 'cancelled') return 'Cash on delivery';
  return `Cash on delivery — pay ${formatInr(order.totalAmount)} when it arrives`;
}

/** The payment status as the order shows it: a cash order not yet collected is due on delivery, not awaited. */
export function orderPaymentStatusLabel(order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'orderStatus'>): string {
  if (order.paymentMethod === 'cod' && order.paymentStatus === 'created') {
    return order.orderStatus === 'cancelled' ? 'Not paid' : 'Due on delivery';
  }
  return paymentStatusLabel(order.paymentStatus);
}

/** Shipping as the order shows it: 'Free', or what it cost. */
export const shippingLabel = (shipping: number): string => (shipping === 0 ? 'Free' : formatInr(shipping));

/** A reason from the payment provider, ended with a full stop when it has none. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

import type { Order, OrderStatus } from '@store/contracts/orders';

const enIn = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** A date in en-IN, or 'N/A' when it is missing or not a date (docs/product.md, Order details). */
export function formatIndianDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : enIn.format(date);
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

/** A reason from the payment provider, ended with a full stop when it has none. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

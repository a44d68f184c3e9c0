import { ORDER_STATUS_VALUES, type OrderStatus } from '@store/contracts/orders';
import type { FilterSpec } from '../lib/list-params';

/** The order list's filters in the URL: ?q=&status=&page=. */
export const ORDER_FILTERS: FilterSpec<'q' | 'status'> = {
  q: { default: '' },
  status: { default: 'all', values: ['all', ...ORDER_STATUS_VALUES] },
};

/** The status tabs, in the order an order moves through them. */
export const ORDER_STATUS_TABS: { value: 'all' | OrderStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'processing', label: 'To ship' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'pending_payment', label: 'Payment pending' },
];

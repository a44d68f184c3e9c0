import { ORDER_MESSAGES, type OrderStatus } from '@store/contracts/orders';
import { AppError } from '../../lib/app-error';

/**
 * Every move an order may make. pending_payment → processing happens only through markPaid
 * (a verified payment); the back office makes the others. Nothing else is allowed.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending_payment: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Throws 409 with a clear message when the table does not allow the move. */
export function assertCanMove(from: OrderStatus, to: OrderStatus): void {
  if (!canMove(from, to)) throw new AppError('CONFLICT', ORDER_MESSAGES.illegalMove(from, to));
}

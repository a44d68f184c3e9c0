import type { ReactNode } from 'react';
import type { Order } from '@store/contracts/orders';

/**
 * What the orders pages show from other features, rendered by their routes (features do not
 * import each other): Pay Now for an unpaid order, and the review dialog for a delivered line.
 */
export type PayAgainSlot = (orderId: string) => ReactNode;

/** The product a shopper asked to review from a delivered order. */
export type ReviewTarget = { productId: string; productName: string };

/** The review dialog, open for `target`; `onClose` once it is dismissed or the review is saved. */
export type ReviewSlot = (target: ReviewTarget & { onClose: () => void }) => ReactNode;

/** The returns of a delivered order: the request and each return's progress (docs/decisions/080). */
export type ReturnsSlot = (order: Order) => ReactNode;

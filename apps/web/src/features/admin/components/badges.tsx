import type { OrderStatus, PaymentStatus } from '@store/contracts/orders';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  neutral: 'bg-muted text-foreground ring-border',
  info: 'bg-sky-500/12 text-sky-800 ring-sky-600/25 dark:text-sky-300',
  warning: 'bg-amber-500/15 text-amber-800 ring-amber-600/25 dark:text-amber-300',
  success: 'bg-emerald-500/12 text-emerald-800 ring-emerald-600/25 dark:text-emerald-300',
  danger: 'bg-red-500/12 text-red-800 ring-red-600/25 dark:text-red-300',
} as const;
export type Tone = keyof typeof TONES;

/** A small coloured label; the words carry the meaning, the colour only helps scanning. */
export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Payment pending',
  processing: 'To ship',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
const ORDER_STATUS_TONES: Record<OrderStatus, Tone> = {
  pending_payment: 'neutral',
  processing: 'warning',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'danger',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge tone={ORDER_STATUS_TONES[status]} className="order-status">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  created: 'Unpaid',
  paid: 'Paid',
  failed: 'Payment failed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};
const PAYMENT_TONES: Record<PaymentStatus, Tone> = {
  created: 'neutral',
  paid: 'success',
  failed: 'danger',
  partially_refunded: 'info',
  refunded: 'info',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={PAYMENT_TONES[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}

/** A cash on delivery order, beside its payment status: its money comes with the courier. */
export function CodBadge() {
  return (
    <Badge tone="warning">
      <span aria-hidden="true">COD</span>
      <span className="sr-only">Cash on delivery</span>
    </Badge>
  );
}

/** Whether shoppers can see a product, brand or collection. */
export function VisibilityBadge({ hidden }: { hidden: boolean }) {
  return hidden ? <Badge>Hidden</Badge> : <Badge tone="success">Visible</Badge>;
}

import { cn } from '@/lib/cn';
import { statusLook } from '../order-format';

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const look = statusLook(status);
  return (
    <span
      data-testid="order-status"
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold', look.className, className)}
    >
      {look.label}
    </span>
  );
}

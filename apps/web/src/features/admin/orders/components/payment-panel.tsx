import type { AdminOrderDetail } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import type { ReactNode } from 'react';
import { Panel } from '../../components/admin-page';
import { Badge, PaymentStatusBadge } from '../../components/badges';
import { formatDateTime } from '../../lib/admin-format';
import { Facts } from './order-facts';

/** How the order was paid: each payment with its provider's ids, or why it is not paid. */
export function PaymentPanel({ order }: { order: AdminOrderDetail }) {
  return (
    <Panel title="Payment" actions={<PaymentStatusBadge status={order.paymentStatus} />}>
      {order.payments.length === 0 ? (
        <Facts
          rows={[
            ['Razorpay order', <span className="font-mono text-xs">{order.razorpayOrderId ?? '—'}</span>],
            ['Paid', 'Not paid'],
            ...(order.failureReason ? ([['Last failure', order.failureReason]] as [string, ReactNode][]) : []),
          ]}
        />
      ) : (
        <ul className="space-y-4">
          {order.payments.map((payment) => (
            <li key={payment.providerPaymentId}>
              <Facts
                rows={[
                  ['Via', payment.provider === 'test' ? <Badge tone="warning">Test mode</Badge> : 'Razorpay'],
                  ['Amount', <span className="font-medium tabular-nums">{formatInr(payment.amountPaise)}</span>],
                  [
                    'Status',
                    payment.status === 'captured' ? 'Captured' : payment.status === 'refunded' ? 'Refunded' : 'Failed',
                  ],
                  ['Method', payment.method ?? '—'],
                  ['Payment id', <span className="font-mono text-xs">{payment.providerPaymentId}</span>],
                  ['Order id', <span className="font-mono text-xs">{payment.providerOrderId}</span>],
                  ['When', formatDateTime(payment.createdAt)],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

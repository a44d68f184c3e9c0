import type { AdminOrderDetail } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import type { ReactNode } from 'react';
import { Panel } from '../../components/admin-page';
import { Badge, PaymentStatusBadge } from '../../components/badges';
import { formatDateTime } from '../../lib/admin-format';
import { Facts } from './order-facts';

type Payment = AdminOrderDetail['payments'][number];

const viaOf = (payment: Payment): ReactNode =>
  payment.provider === 'test' ? (
    <Badge tone="warning">Test mode</Badge>
  ) : payment.provider === 'cash' ? (
    'Cash on delivery'
  ) : (
    'Razorpay'
  );

/** A cash order's money: due on delivery, or when it was recorded collected and under which remittance. */
function CashFacts({ order }: { order: AdminOrderDetail }) {
  return (
    <Facts
      rows={[
        ['Method', 'Cash on delivery'],
        [
          order.cash ? 'Collected' : 'To collect',
          <span className="font-medium tabular-nums" data-testid="admin-cash-collected">
            {order.cash
              ? formatDateTime(order.cash.collectedAt)
              : order.status === 'cancelled'
                ? 'Nothing: the order is cancelled'
                : formatInr(order.totalPaise)}
          </span>,
        ],
        ...(order.cash
          ? ([
              [
                'Remittance',
                order.cash.remittance ? (
                  <span className="font-mono text-xs">{order.cash.remittance}</span>
                ) : (
                  'Taken at the counter'
                ),
              ],
            ] as [string, ReactNode][])
          : []),
      ]}
    />
  );
}

/**
 * How the order is paid: online, each payment with its provider's ids or why it is not paid; or
 * in cash on delivery, what the courier collects and when staff recorded it (docs/decisions/111).
 */
export function PaymentPanel({ order }: { order: AdminOrderDetail }) {
  const cash = order.paymentMethod === 'cod';
  return (
    <Panel title="Payment" actions={<PaymentStatusBadge status={order.paymentStatus} />}>
      {cash ? <CashFacts order={order} /> : null}
      {order.payments.length === 0 ? (
        cash ? null : (
          <Facts
            rows={[
              ['Razorpay order', <span className="font-mono text-xs">{order.razorpayOrderId ?? '—'}</span>],
              ['Paid', 'Not paid'],
              ...(order.failureReason ? ([['Last failure', order.failureReason]] as [string, ReactNode][]) : []),
            ]}
          />
        )
      ) : (
        <ul className={cash ? 'mt-4 space-y-4 border-t pt-4' : 'space-y-4'}>
          {order.payments.map((payment) => (
            <li key={payment.providerPaymentId}>
              <Facts
                rows={[
                  ['Via', viaOf(payment)],
                  ['Amount', <span className="font-medium tabular-nums">{formatInr(payment.amountPaise)}</span>],
                  [
                    'Status',
                    payment.status === 'captured' ? 'Captured' : payment.status === 'refunded' ? 'Refunded' : 'Failed',
                  ],
                  ...(payment.provider === 'cash'
                    ? []
                    : ([
                        ['Method', payment.method ?? '—'],
                        ['Payment id', <span className="font-mono text-xs">{payment.providerPaymentId}</span>],
                        ['Order id', <span className="font-mono text-xs">{payment.providerOrderId}</span>],
                      ] as [string, ReactNode][])),
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

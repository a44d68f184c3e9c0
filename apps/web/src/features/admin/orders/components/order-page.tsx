import type { AdminOrderDetail } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import { CheckCircle2, Printer, Truck, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/notify';
import { AdminPage, Panel } from '../../components/admin-page';
import { Table, TBody, TD, TH, THead } from '../../components/admin-table';
import { Badge, OrderStatusBadge, PaymentStatusBadge } from '../../components/badges';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DetailSkeleton, LoadError } from '../../components/query-state';
import { adminPaths } from '../../lib/admin-paths';
import { formatDate, formatDateTime } from '../../lib/admin-format';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useAdminOrder } from '../api/get-order';
import { CancelDialog } from './cancel-dialog';
import { OrderHistory } from './order-history';
import { ShipDialog } from './ship-dialog';

type Open = 'ship' | 'deliver' | 'cancel' | null;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderLines({ order }: { order: AdminOrderDetail }) {
  const saved = order.mrpTotalPaise - order.totalPaise;
  return (
    <Panel title={`Items (${order.itemCount})`} bodyClassName="p-0">
      <Table bare>
        <THead>
          <tr>
            <TH>Product</TH>
            <TH className="hidden sm:table-cell">SKU</TH>
            <TH className="hidden text-right sm:table-cell">Price</TH>
            <TH className="text-right">Qty</TH>
            <TH className="text-right">Total</TH>
          </tr>
        </THead>
        <TBody>
          {order.lines.map((line, i) => (
            <tr key={`${line.variantId ?? line.sku}-${i}`}>
              <TD className="min-w-40 sm:min-w-48">
                <div className="flex items-center gap-3">
                  <img src={line.image} alt="" className="size-11 shrink-0 rounded-md border bg-muted object-cover" />
                  <div className="min-w-0">
                    {line.productId ? (
                      <Link to={adminPaths.product(line.productId)} className="font-medium hover:underline">
                        {line.name}
                      </Link>
                    ) : (
                      <span className="font-medium">{line.name}</span>
                    )}
                    <span className="block text-xs text-muted-foreground">{line.variantName}</span>
                  </div>
                </div>
              </TD>
              <TD className="hidden font-mono text-xs sm:table-cell">{line.sku}</TD>
              <TD className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
                {formatInr(line.unitPricePaise)}
                {line.mrpPaise > line.unitPricePaise ? (
                  <s className="block text-xs text-muted-foreground">{formatInr(line.mrpPaise)}</s>
                ) : null}
              </TD>
              <TD className="text-right tabular-nums">{line.quantity}</TD>
              <TD className="text-right font-medium whitespace-nowrap tabular-nums">
                {formatInr(line.lineTotalPaise)}
              </TD>
            </tr>
          ))}
        </TBody>
      </Table>
      <dl className="space-y-1 border-t px-4 py-3 text-sm">
        {saved > 0 ? (
          <div className="flex justify-between text-muted-foreground">
            <dt>MRP total · saved</dt>
            <dd className="tabular-nums">
              {formatInr(order.mrpTotalPaise)} · {formatInr(saved)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between text-muted-foreground">
          <dt>Shipping</dt>
          <dd>Free</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="admin-order-total">
            {formatInr(order.totalPaise)}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}

function PaymentPanel({ order }: { order: AdminOrderDetail }) {
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

function OrderActions({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState<Open>(null);
  const deliver = useChangeOrderStatus(order.id);
  const allowed = new Set(order.allowedActions);
  const close = (isOpen: boolean) => (isOpen ? undefined : setOpen(null));
  return (
    <>
      <Button asChild variant="outline">
        <Link to={adminPaths.packingSlip(order.id)}>
          <Printer aria-hidden="true" /> Packing slip
        </Link>
      </Button>
      {allowed.has('cancel') ? (
        <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setOpen('cancel')}>
          <XCircle aria-hidden="true" /> Cancel order
        </Button>
      ) : null}
      {allowed.has('deliver') ? (
        <Button onClick={() => setOpen('deliver')}>
          <CheckCircle2 aria-hidden="true" /> Mark as delivered
        </Button>
      ) : null}
      {allowed.has('ship') ? (
        <Button onClick={() => setOpen('ship')}>
          <Truck aria-hidden="true" /> Mark as shipped
        </Button>
      ) : null}
      <ShipDialog orderId={order.id} orderNumber={order.orderNumber} open={open === 'ship'} onOpenChange={close} />
      <CancelDialog order={order} open={open === 'cancel'} onOpenChange={close} />
      <ConfirmDialog
        open={open === 'deliver'}
        onOpenChange={close}
        title={`Mark #${order.orderNumber} as delivered?`}
        confirmLabel="Mark as delivered"
        busy={deliver.isPending}
        onConfirm={() =>
          deliver.mutate(
            { action: 'deliver' },
            {
              onSuccess: () => {
                notifySuccess('The customer can now review what they bought.', `Order #${order.orderNumber} delivered`);
                setOpen(null);
              },
              onError: () => setOpen(null),
            },
          )
        }
      >
        Only do this once the carrier confirms delivery ({order.carrier ?? 'carrier'} ·{' '}
        {order.trackingNumber ?? 'no tracking'}).
      </ConfirmDialog>
    </>
  );
}

/** One order: what was bought, where it goes, how it was paid, what happened, and the next move. */
export function OrderPage() {
  const { id = '' } = useParams();
  const query = useAdminOrder(id);
  const order = query.data?.data;
  const back = { to: adminPaths.orders(), label: 'Orders' };

  if (!order) {
    return (
      <AdminPage title="Order" back={back}>
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} title="Could not load this order" />
        ) : (
          <DetailSkeleton />
        )}
      </AdminPage>
    );
  }
  const a = order.address;
  return (
    <AdminPage
      title={`Order #${order.orderNumber}`}
      back={back}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
          <span>Placed {formatDateTime(order.createdAt)}</span>
        </span>
      }
      actions={<OrderActions order={order} />}
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <OrderLines order={order} />
          <Panel title="Shipping">
            <Facts
              rows={[
                [
                  'Tracking',
                  order.trackingNumber ? (
                    <span className="font-mono" data-testid="admin-tracking-number">
                      {order.trackingNumber}
                    </span>
                  ) : (
                    '—'
                  ),
                ],
                ['Carrier', order.carrier ?? '—'],
                ['Shipped', formatDateTime(order.shippedAt)],
                ['Delivered', formatDateTime(order.deliveredAt)],
                ...(order.cancelledAt
                  ? ([['Cancelled', formatDateTime(order.cancelledAt)]] as [string, ReactNode][])
                  : []),
                ['Expected by', formatDate(order.estimatedDelivery)],
              ]}
            />
          </Panel>
          <Panel
            title="History"
            actions={
              <Link
                to={adminPaths.audit({ entity: 'order', entityId: order.id })}
                className="text-xs font-medium text-brand hover:underline"
              >
                Audit log
              </Link>
            }
          >
            <OrderHistory events={order.events} />
          </Panel>
        </div>
        <div className="space-y-4">
          <Panel title="Customer">
            <Link to={adminPaths.customer(order.customer.id)} className="font-medium hover:underline">
              {order.customer.name}
            </Link>
            <a
              href={`mailto:${order.customer.email}`}
              className="block truncate text-sm text-muted-foreground hover:underline"
            >
              {order.customer.email}
            </a>
          </Panel>
          <Panel title="Ship to">
            <address className="space-y-0.5 text-sm not-italic">
              <p className="font-medium">{a.name}</p>
              <p>{a.address}</p>
              {a.locality ? <p>{a.locality}</p> : null}
              <p>
                {a.town}, {a.state} {a.pinCode}
              </p>
              {a.landMark ? <p className="text-muted-foreground">Landmark: {a.landMark}</p> : null}
              <p className="pt-1">
                <a href={`tel:+91${a.phone}`} className="tabular-nums hover:underline">
                  {a.phone}
                </a>
              </p>
            </address>
          </Panel>
          <PaymentPanel order={order} />
        </div>
      </div>
    </AdminPage>
  );
}

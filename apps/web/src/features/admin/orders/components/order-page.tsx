import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AdminPage, Panel } from '../../components/admin-page';
import { Badge, OrderStatusBadge, PaymentStatusBadge } from '../../components/badges';
import { DetailSkeleton, LoadError } from '../../components/query-state';
import { adminPaths } from '../../lib/admin-paths';
import { formatDate, formatDateTime } from '../../lib/admin-format';
import { OrderReturnsPanel } from '../../returns/components/order-returns-panel';
import { useAdminOrder } from '../api/get-order';
import { OrderActions } from './order-actions';
import { Facts } from './order-facts';
import { OrderHistory } from './order-history';
import { OrderLinesPanel } from './order-lines-panel';
import { PaymentPanel } from './payment-panel';

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
          {order.paymentMethod === 'cod' ? <Badge tone="warning">Cash on delivery</Badge> : null}
          <span>Placed {formatDateTime(order.createdAt)}</span>
        </span>
      }
      actions={<OrderActions order={order} />}
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <OrderLinesPanel order={order} />
          <OrderReturnsPanel orderId={order.id} cashOrder={order.paymentMethod === 'cod'} />
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
            {order.paymentMethod === 'cod' ? (
              <p className="mt-3 border-t pt-3 text-sm" data-testid="admin-buyer-cod">
                <span className="text-muted-foreground">Cash on delivery: </span>
                {order.buyerCod.refusedDeliveries === 0
                  ? 'no refused deliveries'
                  : `${order.buyerCod.refusedDeliveries} refused ${order.buyerCod.refusedDeliveries === 1 ? 'delivery' : 'deliveries'}`}
                {order.buyerCod.blocked ? (
                  <Badge tone="danger" className="ml-2">
                    Blocked
                  </Badge>
                ) : null}
              </p>
            ) : null}
            {order.business ? (
              <div className="mt-3 border-t pt-3 text-sm">
                <p className="font-medium">{order.business.name}</p>
                <p className="font-mono text-xs">GSTIN {order.business.gstin}</p>
                {order.business.billingAddress ? (
                  <p className="mt-1 text-muted-foreground">
                    Bill to {order.business.billingAddress.address}, {order.business.billingAddress.town},{' '}
                    {order.business.billingAddress.state} {order.business.billingAddress.pinCode}
                  </p>
                ) : (
                  <p className="mt-1 text-muted-foreground">Billed to the delivery address</p>
                )}
              </div>
            ) : null}
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

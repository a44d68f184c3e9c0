import { formatInr } from '@store/contracts/money';
import { Ban, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/notify';
import { AdminPage, Panel } from '../../components/admin-page';
import { EmptyRow, Table, TBody, TD, TH, THead, TR } from '../../components/admin-table';
import { Badge, CodBadge, OrderStatusBadge, PaymentStatusBadge } from '../../components/badges';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DetailSkeleton, LoadError } from '../../components/query-state';
import { adminPaths } from '../../lib/admin-paths';
import { formatDate, formatDateTime } from '../../lib/admin-format';
import { useAdminCustomer, useSetCustomerBlocked } from '../api/get-customer';
import { CustomerCodPanel } from './customer-cod-panel';

/**
 * One customer: the account, their addresses and orders, block or unblock, and their standing for
 * cash on delivery.
 */
export function CustomerPage() {
  const { id = '' } = useParams();
  const query = useAdminCustomer(id);
  const setBlocked = useSetCustomerBlocked(id);
  const [confirming, setConfirming] = useState(false);
  const customer = query.data?.data;
  const back = { to: adminPaths.customers(), label: 'Customers' };
  if (!customer) {
    return (
      <AdminPage title="Customer" back={back}>
        {query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} title="Could not load this customer" />
        ) : (
          <DetailSkeleton />
        )}
      </AdminPage>
    );
  }
  const blocked = customer.status === 'blocked';
  return (
    <AdminPage
      title={customer.name}
      back={back}
      description={
        <span className="flex flex-wrap items-center gap-2">
          {blocked ? <Badge tone="danger">Blocked</Badge> : <Badge tone="success">Active</Badge>}
          <span>Customer since {formatDate(customer.createdAt)}</span>
        </span>
      }
      actions={
        blocked ? (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <CheckCircle2 aria-hidden="true" /> Unblock
          </Button>
        ) : (
          <Button
            variant="outline"
            className="text-destructive hover:text-destructive"
            onClick={() => setConfirming(true)}
          >
            <Ban aria-hidden="true" /> Block
          </Button>
        )
      }
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Panel title={`Orders (${customer.orders.length})`} bodyClassName="p-0">
            <Table bare>
              <THead>
                <tr>
                  <TH>Order</TH>
                  <TH className="text-right">Total</TH>
                  <TH className="hidden sm:table-cell">Payment</TH>
                  <TH>Status</TH>
                </tr>
              </THead>
              <TBody>
                {customer.orders.length === 0 ? (
                  <EmptyRow colSpan={4}>No orders yet.</EmptyRow>
                ) : (
                  customer.orders.map((order) => (
                    <TR key={order.id}>
                      <TD>
                        <Link to={adminPaths.order(order.id)} className="font-semibold hover:underline">
                          #{order.orderNumber}
                        </Link>
                        <span className="block text-xs text-muted-foreground">{formatDateTime(order.createdAt)}</span>
                      </TD>
                      <TD className="text-right tabular-nums">{formatInr(order.totalPaise)}</TD>
                      <TD className="hidden sm:table-cell">
                        <span className="flex flex-wrap items-center gap-1">
                          <PaymentStatusBadge status={order.paymentStatus} />
                          {order.paymentMethod === 'cod' ? <CodBadge /> : null}
                        </span>
                      </TD>
                      <TD>
                        <OrderStatusBadge status={order.status} />
                      </TD>
                    </TR>
                  ))
                )}
              </TBody>
            </Table>
          </Panel>
        </div>
        <div className="space-y-4">
          <Panel title="Account">
            <dl className="space-y-2 text-sm">
              <div>
                <dt className="text-muted-foreground">E-mail</dt>
                <dd>
                  <a href={`mailto:${customer.email}`} className="break-all hover:underline">
                    {customer.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Phone</dt>
                <dd className="tabular-nums">{customer.phone ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Signs in with</dt>
                <dd>{customer.signsInWithGoogle ? 'Google' : 'E-mail and password'}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Paid orders · spent</dt>
                <dd className="tabular-nums">
                  {customer.orderCount} · {formatInr(customer.totalSpentPaise)}
                </dd>
              </div>
            </dl>
          </Panel>
          <CustomerCodPanel customerId={customer.id} name={customer.name} cod={customer.cod} />
          <Panel title={`Addresses (${customer.addresses.length})`}>
            {customer.addresses.length === 0 ? (
              <p className="text-sm text-muted-foreground">No saved addresses.</p>
            ) : (
              <ul className="space-y-3">
                {customer.addresses.map((a) => (
                  <li key={a.id} className="text-sm">
                    <p className="flex items-center gap-2 font-medium">
                      {a.name} {a.isDefault ? <Badge>Default</Badge> : null}
                    </p>
                    <p className="text-muted-foreground">
                      {[a.address, a.locality, `${a.town}, ${a.state} ${a.pinCode}`].filter(Boolean).join(', ')}
                    </p>
                    <p className="text-muted-foreground tabular-nums">{a.phone}</p>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={blocked ? `Unblock ${customer.name}?` : `Block ${customer.name}?`}
        confirmLabel={blocked ? 'Unblock' : 'Block customer'}
        destructive={!blocked}
        busy={setBlocked.isPending}
        onConfirm={() =>
          setBlocked.mutate(!blocked, {
            onSuccess: (res) => notifySuccess(customer.name, res.message),
            onSettled: () => setConfirming(false),
          })
        }
      >
        {blocked
          ? 'They will be able to sign in and shop again.'
          : 'They are signed out everywhere at once and cannot sign in again until unblocked. Their orders are kept.'}
      </ConfirmDialog>
    </AdminPage>
  );
}

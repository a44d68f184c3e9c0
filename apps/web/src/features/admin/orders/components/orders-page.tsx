import type { OrderStatus } from '@store/contracts/orders';
import { formatInr } from '@store/contracts/money';
import { Banknote, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { AdminPage } from '../../components/admin-page';
import { TD, TH, TR } from '../../components/admin-table';
import { CodBadge, OrderStatusBadge, PaymentStatusBadge } from '../../components/badges';
import { FilterTabs } from '../../components/filter-tabs';
import { ListTable } from '../../components/list-table';
import { SearchBox } from '../../components/search-box';
import { adminPaths } from '../../lib/admin-paths';
import { formatDateTime, formatFound } from '../../lib/admin-format';
import { useListParams } from '../../lib/list-params';
import { useOrderList } from '../api/list-orders';
import { ORDER_FILTERS, ORDER_STATUS_TABS } from '../order-filters';
import { useCourierSetup } from '../api/couriers';
import { SelectAllTH, SelectTD, useRowSelection } from '../../components/row-selection';
import { BookManyDialog } from './book-many-dialog';
import { CashRemittanceDialog } from './cash-remittance-dialog';

const COLUMNS = 7;

/**
 * Orders, newest first: search by number, customer or phone, filter by status, page through; cash
 * on delivery orders are marked, and a courier's cash remittance is recorded from here. With
 * Shiprocket set, the orders being prepared can be ticked and booked with couriers at once.
 */
export function OrdersPage() {
  const [remitting, setRemitting] = useState(false);
  const [booking, setBooking] = useState(false);
  const { params, setParams, pageHref } = useListParams(ORDER_FILTERS);
  const navigate = useNavigate();
  const orders = useOrderList({ q: params.q, status: params.status as OrderStatus | 'all', page: params.page });
  const page = orders.data?.data;
  const selection = useRowSelection();
  const couriers = useCourierSetup();
  // Ticks are offered where every row can be booked: the orders being prepared.
  const ticking = params.status === 'processing' && couriers.data?.data.bookable === true;
  const ticked = (page?.items ?? []).filter((o) => selection.has(o.id));

  return (
    <AdminPage
      title="Orders"
      description={formatFound(page?.total)}
      actions={
        <>
          {ticking ? (
            <Button disabled={ticked.length === 0} onClick={() => setBooking(true)}>
              <Truck aria-hidden="true" /> Book couriers{ticked.length > 0 ? ` (${ticked.length})` : ''}
            </Button>
          ) : null}
          <Button variant="outline" onClick={() => setRemitting(true)}>
            <Banknote aria-hidden="true" /> Cash remittance
          </Button>
        </>
      }
    >
      <CashRemittanceDialog open={remitting} onOpenChange={setRemitting} />
      <BookManyDialog open={booking} orders={ticked} onClose={() => setBooking(false)} onQueued={selection.clear} />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <FilterTabs
          label="Status"
          value={params.status}
          options={ORDER_STATUS_TABS}
          onChange={(status) => setParams({ status })}
        />
        <SearchBox
          value={params.q}
          onSearch={(q) => setParams({ q }, { replace: true })}
          label="Search orders"
          placeholder="Order number, customer or phone"
          className="lg:max-w-sm"
        />
      </div>
      <ListTable
        query={orders}
        busyWhileFetching
        rows={page?.items}
        caption="Orders"
        columns={ticking ? COLUMNS + 1 : COLUMNS}
        empty={params.q || params.status !== 'all' ? 'No orders match these filters.' : 'No orders yet.'}
        head={
          <>
            {ticking ? (
              <SelectAllTH selection={selection} rows={page?.items ?? []} label="Select every order on this page" />
            ) : null}
            <TH>Order</TH>
            <TH className="hidden sm:table-cell">Customer</TH>
            <TH className="hidden md:table-cell">Ship to</TH>
            <TH className="text-right">Total</TH>
            <TH className="hidden sm:table-cell">Payment</TH>
            <TH>Status</TH>
            <TH className="hidden xl:table-cell">Tracking</TH>
          </>
        }
        row={(order) => (
          <TR
            key={order.id}
            className="cursor-pointer"
            // The whole row opens the order; the number stays a real link for keyboards and new tabs.
            onClick={(event) => {
              if (!(event.target as HTMLElement).closest('a')) void navigate(adminPaths.order(order.id));
            }}
          >
            {ticking ? (
              <SelectTD
                checked={selection.has(order.id)}
                onChange={(on) => selection.toggle([order.id], on)}
                label={`Select order #${order.orderNumber}`}
              />
            ) : null}
            <TD className="whitespace-nowrap">
              <Link to={adminPaths.order(order.id)} className="font-semibold hover:underline">
                #{order.orderNumber}
              </Link>
              <span className="block text-xs text-muted-foreground">{formatDateTime(order.createdAt)}</span>
              <span className="block text-xs sm:hidden">{order.customer.name}</span>
            </TD>
            <TD className="hidden max-w-0 min-w-36 sm:table-cell">
              <span className="block truncate font-medium">{order.customer.name}</span>
              <span className="block truncate text-xs text-muted-foreground">{order.customer.email}</span>
            </TD>
            <TD className="hidden max-w-0 min-w-36 md:table-cell">
              <span className="block truncate">
                {order.shipTo.town}, {order.shipTo.state}
              </span>
              <span className="block text-xs text-muted-foreground tabular-nums">{order.shipTo.phone}</span>
            </TD>
            <TD className="text-right whitespace-nowrap">
              <span className="font-medium tabular-nums">{formatInr(order.totalPaise)}</span>
              <span className="block text-xs text-muted-foreground">
                {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
              </span>
            </TD>
            <TD className="hidden sm:table-cell">
              <span className="flex flex-wrap items-center gap-1">
                <PaymentStatusBadge status={order.paymentStatus} />
                {order.paymentMethod === 'cod' ? <CodBadge /> : null}
              </span>
            </TD>
            <TD>
              <OrderStatusBadge status={order.status} />
            </TD>
            <TD className="hidden font-mono text-xs xl:table-cell">
              {order.trackingNumber ? `${order.trackingNumber}${order.carrier ? ` · ${order.carrier}` : ''}` : '—'}
            </TD>
          </TR>
        )}
        pager={page && { page: page.page, pageSize: page.pageSize, total: page.total, hrefFor: pageHref }}
      />
    </AdminPage>
  );
}

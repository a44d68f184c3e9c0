import { formatInr } from '@store/contracts/money';
import { Link } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { TD, TH, TR } from '../../components/admin-table';
import { Badge } from '../../components/badges';
import { FilterTabs } from '../../components/filter-tabs';
import { ListTable } from '../../components/list-table';
import { SearchBox } from '../../components/search-box';
import { adminPaths } from '../../lib/admin-paths';
import { formatDate, formatFound } from '../../lib/admin-format';
import { useListParams, type FilterSpec } from '../../lib/list-params';
import { useAdminCustomers, type CustomerListRequest } from '../api/list-customers';

const FILTERS: FilterSpec<'q' | 'status'> = {
  q: { default: '' },
  status: { default: 'all', values: ['all', 'active', 'blocked'] },
};
const STATUS_TABS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'blocked', label: 'Blocked' },
];
const COLUMNS = 6;

/** Customers, newest first, searchable by name, e-mail or phone. */
export function CustomersPage() {
  const { params, setParams, pageHref } = useListParams(FILTERS);
  const customers = useAdminCustomers({
    q: params.q,
    status: params.status as CustomerListRequest['status'],
    page: params.page,
  });
  const page = customers.data?.data;
  return (
    <AdminPage title="Customers" description={formatFound(page?.total)}>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterTabs
          label="Status"
          value={params.status}
          options={STATUS_TABS}
          onChange={(status) => setParams({ status })}
        />
        <SearchBox
          value={params.q}
          onSearch={(q) => setParams({ q }, { replace: true })}
          label="Search customers"
          placeholder="Name, e-mail or phone"
        />
      </div>
      <ListTable
        query={customers}
        rows={page?.items}
        caption="Customers"
        columns={COLUMNS}
        empty={params.q || params.status !== 'all' ? 'No customers match.' : 'No customers yet.'}
        head={
          <>
            <TH>Customer</TH>
            <TH className="hidden md:table-cell">Phone</TH>
            <TH className="text-right">Orders</TH>
            <TH className="hidden text-right sm:table-cell">Spent</TH>
            <TH className="hidden lg:table-cell">Joined · last order</TH>
            <TH>Status</TH>
          </>
        }
        row={(customer) => (
          <TR key={customer.id}>
            <TD className="min-w-48">
              <Link to={adminPaths.customer(customer.id)} className="font-medium hover:underline">
                {customer.name}
              </Link>
              <span className="block text-xs text-muted-foreground">{customer.email}</span>
            </TD>
            <TD className="hidden tabular-nums md:table-cell">{customer.phone ?? '—'}</TD>
            <TD className="text-right tabular-nums">{customer.orderCount}</TD>
            <TD className="hidden text-right tabular-nums sm:table-cell">{formatInr(customer.totalSpentPaise)}</TD>
            <TD className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">
              {formatDate(customer.createdAt)} · {customer.lastOrderAt ? formatDate(customer.lastOrderAt) : 'no orders'}
            </TD>
            <TD>
              {customer.status === 'blocked' ? (
                <Badge tone="danger">Blocked</Badge>
              ) : (
                <Badge tone="success">Active</Badge>
              )}
            </TD>
          </TR>
        )}
        pager={page && { page: page.page, pageSize: page.pageSize, total: page.total, hrefFor: pageHref }}
      />
    </AdminPage>
  );
}

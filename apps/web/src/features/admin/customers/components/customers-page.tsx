import { formatInr } from '@store/contracts/money';
import { Link } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { EmptyRow, LoadingRows, Table, TBody, TD, TH, THead, TR } from '../../components/admin-table';
import { Badge } from '../../components/badges';
import { FilterTabs } from '../../components/filter-tabs';
import { Pager } from '../../components/pager';
import { LoadError } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import { adminPaths } from '../../lib/admin-paths';
import { formatDate } from '../../lib/admin-format';
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
    <AdminPage title="Customers" description={page ? `${page.total.toLocaleString('en-IN')} found` : ' '}>
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
      {customers.isError && !page ? (
        <LoadError error={customers.error} onRetry={() => void customers.refetch()} />
      ) : (
        <>
          <Table className={customers.isPlaceholderData ? 'opacity-60' : undefined}>
            <caption className="sr-only">Customers</caption>
            <THead>
              <tr>
                <TH>Customer</TH>
                <TH className="hidden md:table-cell">Phone</TH>
                <TH className="text-right">Orders</TH>
                <TH className="hidden text-right sm:table-cell">Spent</TH>
                <TH className="hidden lg:table-cell">Joined · last order</TH>
                <TH>Status</TH>
              </tr>
            </THead>
            <TBody>
              {!page ? (
                <LoadingRows columns={COLUMNS} />
              ) : page.items.length === 0 ? (
                <EmptyRow colSpan={COLUMNS}>
                  {params.q || params.status !== 'all' ? 'No customers match.' : 'No customers yet.'}
                </EmptyRow>
              ) : (
                page.items.map((customer) => (
                  <TR key={customer.id}>
                    <TD className="min-w-48">
                      <Link to={adminPaths.customer(customer.id)} className="font-medium hover:underline">
                        {customer.name}
                      </Link>
                      <span className="block text-xs text-muted-foreground">{customer.email}</span>
                    </TD>
                    <TD className="hidden tabular-nums md:table-cell">{customer.phone ?? '—'}</TD>
                    <TD className="text-right tabular-nums">{customer.orderCount}</TD>
                    <TD className="hidden text-right tabular-nums sm:table-cell">
                      {formatInr(customer.totalSpentPaise)}
                    </TD>
                    <TD className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">
                      {formatDate(customer.createdAt)} ·{' '}
                      {customer.lastOrderAt ? formatDate(customer.lastOrderAt) : 'no orders'}
                    </TD>
                    <TD>
                      {customer.status === 'blocked' ? (
                        <Badge tone="danger">Blocked</Badge>
                      ) : (
                        <Badge tone="success">Active</Badge>
                      )}
                    </TD>
                  </TR>
                ))
              )}
            </TBody>
          </Table>
          {page ? <Pager page={page.page} pageSize={page.pageSize} total={page.total} hrefFor={pageHref} /> : null}
        </>
      )}
    </AdminPage>
  );
}

import { ADMIN_PAGE_SIZE } from '@store/contracts/admin-common';
import { formatInr } from '@store/contracts/money';
import { RETURN_STATUS_LABELS, RETURN_STATUS_VALUES } from '@store/contracts/returns';
import { Link } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { TD, TH, TR } from '../../components/admin-table';
import { FilterTabs } from '../../components/filter-tabs';
import { ListTable } from '../../components/list-table';
import { adminPaths } from '../../lib/admin-paths';
import { formatDate, formatFound, plural } from '../../lib/admin-format';
import { useListParams, type FilterSpec } from '../../lib/list-params';
import { useAdminReturns } from '../api/list-returns';
import { ReturnStatusBadge } from './return-status-badge';

const FILTERS: FilterSpec<'status'> = {
  status: { default: 'open', values: ['open', ...RETURN_STATUS_VALUES, 'all'] },
};
const TABS = [
  { value: 'open', label: 'Open' },
  ...RETURN_STATUS_VALUES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] })),
  { value: 'all', label: 'All' },
];
const COLUMNS = 6;

/** The returns queue: open returns oldest first, so the longest waiting is handled first; any status on its tab. */
export function ReturnsPage() {
  const { params, setParams, pageHref } = useListParams(FILTERS);
  const returns = useAdminReturns({ page: params.page, status: params.status });
  const data = returns.data?.data;
  return (
    <AdminPage title="Returns" description={formatFound(data?.total)}>
      <div className="mb-4">
        <FilterTabs label="Status" value={params.status} options={TABS} onChange={(status) => setParams({ status })} />
      </div>
      <ListTable
        query={returns}
        rows={data?.items}
        caption="Returns"
        columns={COLUMNS}
        empty={params.status === 'open' ? 'No returns are waiting. All caught up.' : 'No returns here.'}
        head={
          <>
            <TH>Return</TH>
            <TH className="hidden md:table-cell">Customer</TH>
            <TH className="hidden lg:table-cell">Reason</TH>
            <TH className="text-right">Units cost</TH>
            <TH className="hidden sm:table-cell">Asked</TH>
            <TH>Status</TH>
          </>
        }
        row={(ret) => (
          <TR key={ret.id}>
            <TD className="align-top">
              <Link to={`${adminPaths.order(ret.orderId)}#returns`} className="font-medium hover:underline">
                {ret.number}
              </Link>
              <span className="block text-xs text-muted-foreground">
                Order #{ret.orderNumber} · {plural(ret.units, 'unit')}
              </span>
            </TD>
            <TD className="hidden align-top md:table-cell">
              <span className="block font-medium">{ret.customer.name}</span>
              <span className="block text-xs text-muted-foreground">{ret.customer.email}</span>
            </TD>
            <TD className="hidden max-w-72 align-top lg:table-cell">
              <span className="line-clamp-2 text-sm">{ret.reason}</span>
            </TD>
            <TD className="text-right align-top tabular-nums">{formatInr(ret.valuePaise)}</TD>
            <TD className="hidden align-top whitespace-nowrap text-muted-foreground sm:table-cell">
              {formatDate(ret.createdAt)}
            </TD>
            <TD className="align-top">
              <ReturnStatusBadge status={ret.status} />
            </TD>
          </TR>
        )}
        pager={
          data && { page: data.page, pageSize: data.pageSize || ADMIN_PAGE_SIZE, total: data.total, hrefFor: pageHref }
        }
      />
    </AdminPage>
  );
}

import type { AdminStockDemand } from '@store/contracts/stock-alerts';
import { Link } from 'react-router';
import { AdminPage } from '../../components/admin-page';
import { ActionsTH, TD, TH, TR } from '../../components/admin-table';
import { Badge } from '../../components/badges';
import { ListTable } from '../../components/list-table';
import { formatDateTime, plural } from '../../lib/admin-format';
import { adminPaths } from '../../lib/admin-paths';
import { useListParams, type FilterSpec } from '../../lib/list-params';
import { useStockDemand } from '../api/list-stock-demand';

const FILTERS: FilterSpec<never> = {};
const COLUMNS = 5;

/** The stock now, and what it means for the waiting shoppers. */
function StockState({ item }: { item: AdminStockDemand }) {
  if (item.hidden) return <Badge tone="neutral">Hidden: no mail until shown</Badge>;
  if (item.stock <= 0) return <Badge tone="danger">Out of stock</Badge>;
  return <Badge tone="success">{item.stock} in stock: mails going out</Badge>;
}

function ItemName({ item }: { item: AdminStockDemand }) {
  return (
    <>
      <Link
        to={adminPaths.product(item.productId)}
        className="block font-medium wrap-anywhere text-brand underline-offset-4 hover:underline"
      >
        {item.productName}
      </Link>
      <span className="block text-xs text-muted-foreground">{item.variantName ?? 'Any option'}</span>
    </>
  );
}

/**
 * Back-in-stock demand (docs/decisions/079): per product and option, how many shoppers wait for a
 * mail and since when, the most wanted first, so staff know what to order in.
 */
export function StockDemandPage() {
  const { params, pageHref } = useListParams(FILTERS);
  const demand = useStockDemand(params.page);
  const page = demand.data?.data;
  return (
    <AdminPage
      title="Stock alerts"
      description={
        page
          ? `${plural(page.waitingTotal, 'shopper alert')} waiting. Each shopper gets one e-mail when the item is back in stock.`
          : 'Shoppers waiting for sold-out items. Each gets one e-mail when the item is back in stock.'
      }
    >
      <ListTable
        query={demand}
        rows={page?.items}
        caption="Stock alerts by product"
        columns={COLUMNS}
        empty="Nobody is waiting for a sold-out item. When shoppers tap Notify me, the demand shows here."
        head={
          <>
            <TH>Product</TH>
            <TH className="text-right">Waiting</TH>
            <TH className="hidden md:table-cell">Oldest request</TH>
            <TH className="hidden sm:table-cell">Stock</TH>
            <ActionsTH />
          </>
        }
        row={(item) => (
          <TR key={`${item.productId}:${item.variantId ?? 'any'}`}>
            <TD className="align-top sm:min-w-52">
              <ItemName item={item} />
              {/* On a phone this column also carries the stock and the oldest request. */}
              <p className="mt-1.5 sm:hidden">
                <StockState item={item} />
              </p>
              <p className="mt-1 text-xs text-muted-foreground md:hidden">Since {formatDateTime(item.oldestAt)}</p>
            </TD>
            <TD className="text-right align-top text-base font-semibold tabular-nums">{item.waiting}</TD>
            <TD className="hidden align-top text-sm whitespace-nowrap md:table-cell">
              {formatDateTime(item.oldestAt)}
            </TD>
            <TD className="hidden align-top sm:table-cell">
              <StockState item={item} />
            </TD>
            <TD className="pl-0 text-right align-top sm:pl-3">
              <Link
                to={adminPaths.product(item.productId)}
                className="text-sm font-semibold whitespace-nowrap text-brand underline-offset-4 hover:underline"
              >
                Edit product
              </Link>
            </TD>
          </TR>
        )}
        pager={page && { page: page.page, pageSize: page.pageSize, total: page.total, hrefFor: pageHref }}
      />
    </AdminPage>
  );
}

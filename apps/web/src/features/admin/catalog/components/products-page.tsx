import type { AdminProductListQuery } from '@store/contracts/admin';
import { FITMENT_KINDS } from '@store/contracts/admin';
import { Bike, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/notify';
import { AdminPage } from '../../components/admin-page';
import { ActionsTH, TH } from '../../components/admin-table';
import { ListTable } from '../../components/list-table';
import { SearchBox } from '../../components/search-box';
import { adminPaths } from '../../lib/admin-paths';
import { formatFound } from '../../lib/admin-format';
import { useListParams } from '../../lib/list-params';
import { useAdminBrands } from '../api/list-brands';
import { useAdminCategories } from '../api/list-categories';
import { useAdminProducts } from '../api/list-products';
import { PRODUCT_FILTERS } from '../product-filters';
import { BulkFitmentDialog } from './bulk-fitment-dialog';
import { ProductFilterSelects } from './product-filter-selects';
import { ProductRow } from './product-row';
import { SelectAllTH, useRowSelection } from '../../components/row-selection';

const COLUMNS = 8;

/** Every product, hidden ones too: search, filters in the URL, quick hide and show, bikes for many at once. */
export function ProductsPage() {
  const { params, setParams, pageHref } = useListParams(PRODUCT_FILTERS);
  const brands = useAdminBrands();
  const categories = useAdminCategories();
  const products = useAdminProducts({
    q: params.q,
    brandId: params.brandId || undefined,
    categoryId: params.categoryId || undefined,
    visibility: params.visibility as AdminProductListQuery['visibility'],
    stock: params.stock as AdminProductListQuery['stock'],
    sort: params.sort as AdminProductListQuery['sort'],
    page: params.page,
  });
  const page = products.data?.data;
  const filtered = Boolean(
    params.q || params.brandId || params.categoryId || params.visibility !== 'all' || params.stock !== 'all',
  );
  const selection = useRowSelection();
  const [assigning, setAssigning] = useState(false);
  // What the last bulk change did, in the server's words, until the next one.
  const [result, setResult] = useState<string | null>(null);
  const bikes = (categories.data?.data ?? []).filter((c) => FITMENT_KINDS.includes(c.kind));

  return (
    <AdminPage
      title="Products"
      description={formatFound(page?.total)}
      actions={
        <>
          <Button variant="outline" disabled={selection.count === 0} onClick={() => setAssigning(true)}>
            <Bike aria-hidden="true" /> Assign bikes{selection.count > 0 ? ` (${selection.count})` : ''}
          </Button>
          <Button asChild>
            <Link to={adminPaths.newProduct()}>
              <Plus aria-hidden="true" /> Add product
            </Link>
          </Button>
        </>
      }
    >
      {result ? (
        <p role="status" className="mb-4 rounded-lg border bg-muted/50 px-3 py-2 text-sm">
          {result}
        </p>
      ) : null}
      <div className="mb-4 flex flex-col gap-3">
        <SearchBox
          value={params.q}
          onSearch={(q) => setParams({ q }, { replace: true })}
          label="Search products"
          placeholder="Name, slug or SKU"
          className="sm:max-w-md"
        />
        <ProductFilterSelects
          params={params}
          setParams={setParams}
          filtered={filtered}
          brands={brands.data?.data}
          categories={categories.data?.data}
        />
      </div>
      <ListTable
        query={products}
        rows={page?.items}
        caption="Products"
        columns={COLUMNS}
        empty={filtered ? 'No products match these filters.' : 'No products yet. Add the first one.'}
        head={
          <>
            <SelectAllTH selection={selection} rows={page?.items ?? []} label="Select every product on this page" />
            <TH>Product</TH>
            <TH className="hidden md:table-cell">Brand</TH>
            <TH className="hidden text-right sm:table-cell">Price</TH>
            <TH>Stock</TH>
            <TH className="hidden sm:table-cell">Status</TH>
            <TH className="hidden lg:table-cell">Updated</TH>
            <ActionsTH />
          </>
        }
        row={(product) => (
          <ProductRow
            key={product.id}
            product={product}
            selected={selection.has(product.id)}
            onSelect={(on) => selection.toggle([product.id], on)}
          />
        )}
        pager={page && { page: page.page, pageSize: page.pageSize, total: page.total, hrefFor: pageHref }}
      />
      {assigning ? (
        <BulkFitmentDialog
          productIds={selection.ids}
          bikes={bikes}
          onClose={() => setAssigning(false)}
          onDone={(message) => {
            setAssigning(false);
            setResult(message);
            selection.clear();
            notifySuccess(message, 'Bikes assigned');
          }}
        />
      ) : null}
    </AdminPage>
  );
}

import type { AdminProductListQuery } from '@store/contracts/admin';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
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
import { ProductFilterSelects } from './product-filter-selects';
import { ProductRow } from './product-row';

const COLUMNS = 7;

/** Every product, hidden ones too: search, filters in the URL, quick hide and show. */
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

  return (
    <AdminPage
      title="Products"
      description={formatFound(page?.total)}
      actions={
        <Button asChild>
          <Link to={adminPaths.newProduct()}>
            <Plus aria-hidden="true" /> Add product
          </Link>
        </Button>
      }
    >
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
            <TH>Product</TH>
            <TH className="hidden md:table-cell">Brand</TH>
            <TH className="hidden text-right sm:table-cell">Price</TH>
            <TH>Stock</TH>
            <TH className="hidden sm:table-cell">Status</TH>
            <TH className="hidden lg:table-cell">Updated</TH>
            <ActionsTH />
          </>
        }
        row={(product) => <ProductRow key={product.id} product={product} />}
        pager={page && { page: page.page, pageSize: page.pageSize, total: page.total, hrefFor: pageHref }}
      />
    </AdminPage>
  );
}

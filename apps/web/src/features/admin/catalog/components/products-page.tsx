import type { AdminProductListQuery, AdminProductSummary } from '@store/contracts/admin';
import { LOW_STOCK_THRESHOLD } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import { Eye, EyeOff, ImageOff, Plus, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { AdminPage } from '../../components/admin-page';
import { ActionsTH, TD, TH, TR } from '../../components/admin-table';
import { Badge, VisibilityBadge } from '../../components/badges';
import { Select } from '../../components/fields';
import { ListTable } from '../../components/list-table';
import { SearchBox } from '../../components/search-box';
import { adminPaths } from '../../lib/admin-paths';
import { formatDate, formatFound } from '../../lib/admin-format';
import { useListParams } from '../../lib/list-params';
import { useAdminBrands } from '../api/list-brands';
import { useAdminCategories } from '../api/list-categories';
import { useAdminProducts } from '../api/list-products';
import { useSetProductHidden } from '../api/set-product-hidden';
import { PRODUCT_FILTERS } from '../product-filters';

const COLUMNS = 7;

function StockCell({ product }: { product: AdminProductSummary }) {
  if (product.stock === 0) return <Badge tone="danger">Out of stock</Badge>;
  return (
    <span className="tabular-nums">
      {product.stock.toLocaleString('en-IN')}
      {product.stock <= LOW_STOCK_THRESHOLD ? (
        <Badge tone="warning" className="ml-1.5">
          Low
        </Badge>
      ) : null}
    </span>
  );
}

function VisibilityButton({ product }: { product: AdminProductSummary }) {
  const change = useSetProductHidden();
  const hide = !product.hidden;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={change.isPending}
      onClick={() =>
        change.mutate(
          { id: product.id, hidden: hide },
          { onSuccess: () => notifySuccess(product.name, hide ? 'Hidden from the store' : 'Shown in the store') },
        )
      }
      aria-label={`${hide ? 'Hide' : 'Show'} ${product.name}`}
      title={hide ? 'Hide from the store' : 'Show in the store'}
    >
      {hide ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      <span className="hidden xl:inline">{hide ? 'Hide' : 'Show'}</span>
    </Button>
  );
}

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
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
          <Select
            aria-label="Brand"
            value={params.brandId}
            onChange={(e) => setParams({ brandId: e.target.value })}
            className="sm:w-44"
          >
            <option value="">All brands</option>
            {brands.data?.data.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </Select>
          <Select
            aria-label="Category"
            value={params.categoryId}
            onChange={(e) => setParams({ categoryId: e.target.value })}
            className="sm:w-56"
          >
            <option value="">All categories</option>
            {categories.data?.data.map((category) => (
              <option key={category.id} value={category.id}>
                {category.path}
              </option>
            ))}
          </Select>
          <Select
            aria-label="Visibility"
            value={params.visibility}
            onChange={(e) => setParams({ visibility: e.target.value })}
            className="sm:w-36"
          >
            <option value="all">Any visibility</option>
            <option value="visible">Visible</option>
            <option value="hidden">Hidden</option>
          </Select>
          <Select
            aria-label="Stock"
            value={params.stock}
            onChange={(e) => setParams({ stock: e.target.value })}
            className="sm:w-36"
          >
            <option value="all">Any stock</option>
            <option value="low">Low stock</option>
            <option value="out">Out of stock</option>
          </Select>
          <Select
            aria-label="Sort"
            value={params.sort}
            onChange={(e) => setParams({ sort: e.target.value })}
            className="sm:w-44"
          >
            <option value="name">Sort by name</option>
            <option value="updated">Recently updated</option>
          </Select>
          {filtered ? (
            <Button
              variant="ghost"
              onClick={() => setParams({ q: '', brandId: '', categoryId: '', visibility: 'all', stock: 'all' })}
            >
              <X aria-hidden="true" /> Clear filters
            </Button>
          ) : null}
        </div>
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
        row={(product) => (
          <TR key={product.id}>
            <TD className="min-w-44 sm:min-w-60">
              <div className="flex items-center gap-3">
                {product.image ? (
                  <img
                    src={product.image}
                    alt=""
                    className="size-10 shrink-0 rounded-md border bg-muted object-cover"
                  />
                ) : (
                  <span className="grid size-10 shrink-0 place-items-center rounded-md border bg-muted">
                    <ImageOff className="size-4 text-muted-foreground" aria-hidden="true" />
                  </span>
                )}
                <div className="min-w-0">
                  <Link to={adminPaths.product(product.id)} className="line-clamp-2 font-medium hover:underline">
                    {product.name}
                  </Link>
                  <span className="block text-xs text-muted-foreground">
                    {product.variantCount} {product.variantCount === 1 ? 'variant' : 'variants'}
                    <span className="sm:hidden"> · {formatInr(product.pricePaise)}</span>
                  </span>
                </div>
              </div>
            </TD>
            <TD className="hidden md:table-cell">{product.brand.name}</TD>
            <TD className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
              <span className="font-medium">{formatInr(product.pricePaise)}</span>
              {product.discountPercent > 0 ? (
                <span className="block text-xs text-muted-foreground">
                  <s>{formatInr(product.mrpPaise)}</s> · {product.discountPercent}% off
                </span>
              ) : null}
            </TD>
            <TD className="whitespace-nowrap">
              <StockCell product={product} />
            </TD>
            <TD className="hidden sm:table-cell">
              <VisibilityBadge hidden={product.hidden} />
            </TD>
            <TD className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">
              {formatDate(product.updatedAt)}
            </TD>
            <TD className="text-right whitespace-nowrap">
              <VisibilityButton product={product} />
              {!product.hidden ? (
                <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
                  <Link
                    to={paths.product(product.id)}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`View ${product.name} in the store`}
                  >
                    View
                  </Link>
                </Button>
              ) : null}
            </TD>
          </TR>
        )}
        pager={page && { page: page.page, pageSize: page.pageSize, total: page.total, hrefFor: pageHref }}
      />
    </AdminPage>
  );
}

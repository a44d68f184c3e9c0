import { productListCrumbs } from '@store/contracts/breadcrumbs';
import { PAGE_SIZE, PAGINATION_FROM } from '@store/contracts/constants';
import { productListDescription, productListHeading, productListRequest } from '@store/contracts/pages';
import { useParams, useSearchParams } from 'react-router';
import { Breadcrumbs, BreadcrumbsSkeleton } from '@/components/breadcrumbs';
import type { RenderCardActions } from '@/components/product-card';
import { cn } from '@/lib/cn';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCategoryTrail } from '../api/get-category-trail';
import { useProductList } from '../api/list-products';
import { ListFilters } from './list-filters';
import { nextListQuery, readListParams, type ListParams } from './list-params';
import { ListSearch } from './list-search';
import { ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import { ProductListResults } from './product-list-results';

/**
 * The product list (docs/product.md, Product list; /products/{id}): filters, sort, views and pages,
 * all in the URL. `cardActions` gives each card its heart and Add to Cart (app/product-card-actions.tsx).
 */
export function ProductListPage({ cardActions }: { cardActions: RenderCardActions }) {
  const { id = 'all' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const list = useProductList(productListRequest(id, params));

  const change = (next: Partial<ListParams>) => {
    setSearchParams(nextListQuery(searchParams, next));
    if (next.page !== undefined) window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const clearFilters = () => setSearchParams(nextListQuery(new URLSearchParams({ view: params.view }), {}));

  const trail = useCategoryTrail(id);
  const heading = productListHeading(id, params.brand, trail.data?.at(-1)?.name);
  // 'all' needs no trail; an unknown category shows no trail, only the list's own message.
  const categoryTrail = id === 'all' ? [] : trail.data;
  const trailLoading = id !== 'all' && trail.isPending;
  // Each page of a list, and each search, is its own page with its own title (docs/decisions/075).
  const named = params.search ? `Search results for “${params.search}”` : heading;
  const title = params.page > 1 ? `${named} - Page ${params.page}` : named;
  useDocumentMeta({ title, description: productListDescription(title) });

  const total = list.data?.total_products ?? 0;
  const products = list.data?.data ?? [];

  return (
    <div className="container-page py-6 sm:py-10">
      {categoryTrail ? (
        <Breadcrumbs crumbs={productListCrumbs(id, categoryTrail, params.brand)} className="mb-3" />
      ) : trailLoading ? (
        <BreadcrumbsSkeleton className="mb-3" />
      ) : null}
      <h1 className="font-display text-3xl font-extrabold tracking-tight wrap-break-word capitalize italic sm:text-4xl">
        {heading}
      </h1>
      <ListSearch search={params.search} onSearch={(search) => change({ search })} />
      <ListFilters list={list.data} params={params} onChange={change} />
      <ListToolbar total={list.data ? total : undefined} params={params} onChange={change} />

      {/* The cards' titles are h3s; this keeps the page's headings in order for screen readers. */}
      <h2 className="sr-only">Products</h2>
      <div className={cn('mt-6 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
        <ProductListResults list={list} view={params.view} onClearFilters={clearFilters} cardActions={cardActions} />
      </div>

      {list.data && total >= PAGINATION_FROM && products.length > 0 ? (
        <Pagination
          total={total}
          pageSize={list.data.page_size || PAGE_SIZE}
          page={params.page}
          onPage={(page) => change({ page })}
        />
      ) : null}
    </div>
  );
}

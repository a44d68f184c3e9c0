import { PAGE_SIZE, PAGINATION_FROM } from '@store/contracts/constants';
import { productListRequest } from '@store/contracts/pages';
import { ArrowLeft, LayoutGrid, List, PackageSearch, Search, SearchX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ProductCard } from '@/components/product-card';
import { ProductGrid } from '@/components/product-grid';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCategoryTrail } from '../api/get-category-trail';
import { useProductList } from '../api/list-products';
import { FilterChips } from './filter-chips';
import { nextListQuery, readListParams, type ListParams, type ProductSort } from './list-params';
import { Pagination } from './pagination';

const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  rating: 'Top rated',
};

function ListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading products">
      <ProductGrid>
        {Array.from({ length: PAGE_SIZE }, (_, i) => (
          <li key={i}>
            <Skeleton className="aspect-[3/4.6] rounded-xl" />
          </li>
        ))}
      </ProductGrid>
    </div>
  );
}

/** The product list (spec section 2, /products/{id}): filters, sort, views and pages, all in the URL. */
export function ProductListPage() {
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
  const categoryName = trail.data?.at(-1)?.name;
  const listName = id === 'all' ? 'All Products' : (categoryName ?? 'Products');
  const heading = params.brand === 'all' ? listName : id === 'all' ? params.brand : `${params.brand} ${listName}`;
  useDocumentMeta({
    title: heading,
    description: `Shop ${heading} at Kerala Moto Hub: genuine motorcycle parts and gear with fast shipping across India.`,
  });

  const notFound = list.error instanceof ApiError && (list.error.status === 404 || list.error.status === 400);
  const total = list.data?.total_products ?? 0;
  const products = list.data?.data ?? [];

  return (
    <div className="container-page py-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-3">
        <Link to={paths.shop()}>
          <ArrowLeft /> Back to Shop
        </Link>
      </Button>
      <h1 className="font-display text-3xl font-extrabold tracking-tight capitalize italic sm:text-4xl">{heading}</h1>

      <form
        role="search"
        className="mt-5 flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('search');
          change({ search: typeof text === 'string' ? text.trim() : '' });
        }}
      >
        <div className="relative flex-1 sm:max-w-md">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          {/* Keyed on the URL so Back and Clear Filters reset the text too. */}
          <Input
            key={params.search}
            name="search"
            type="search"
            defaultValue={params.search}
            aria-label="Search in this list"
            placeholder="Search in this list…"
            className="pl-9"
          />
        </div>
        <Button type="submit">Search</Button>
      </form>

      {list.data ? (
        <div className="mt-5 space-y-3">
          <FilterChips
            label="Categories"
            by="id"
            options={list.data.categories}
            value={params.collection}
            onChange={(collection) => change({ collection })}
          />
          <FilterChips
            label="Brands"
            by="name"
            options={list.data.brands}
            value={params.brand}
            onChange={(brand) => change({ brand })}
          />
        </div>
      ) : (
        // The two chip rows' room, kept while the list loads so the grid below does not jump.
        <div className="mt-5 space-y-3" aria-hidden="true" data-testid="chips-placeholder">
          {[0, 1].map((row) => (
            <div key={row} className="flex gap-2 overflow-hidden pb-1 sm:pl-22">
              {[0, 1, 2, 3, 4].map((chip) => (
                <Skeleton key={chip} className="h-8 w-20 shrink-0 rounded-full" />
              ))}
            </div>
          ))}
        </div>
      )}

      <div className="mt-5 flex flex-wrap items-center gap-3 border-y py-3">
        {/* Its own line on phones, so the count arriving never re-wraps sort and view (no layout shift). */}
        <p className="min-h-5 w-full text-sm text-muted-foreground sm:w-auto" aria-live="polite">
          {list.data ? (
            <>
              <span className="font-semibold text-foreground tabular-nums">{total}</span> product(s) found
            </>
          ) : (
            ' '
          )}
        </p>
        <label className="ml-auto flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Sort</span>
          <select
            value={params.sort}
            onChange={(event) => change({ sort: event.target.value as ProductSort })}
            className="h-9 rounded-md border border-input bg-background px-2 text-sm font-medium focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div role="group" aria-label="View" className="flex rounded-md border p-0.5">
          {(['grid', 'list'] as const).map((view) => {
            const Icon = view === 'grid' ? LayoutGrid : List;
            return (
              <button
                key={view}
                type="button"
                aria-label={view === 'grid' ? 'Grid view' : 'List view'}
                aria-pressed={params.view === view}
                onClick={() => change({ view })}
                className={cn(
                  'grid size-8 place-items-center rounded',
                  params.view === view ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
              </button>
            );
          })}
        </div>
      </div>

      {/* The cards' titles are h3s; this keeps the page's headings in order for screen readers. */}
      <h2 className="sr-only">Products</h2>
      <div className={cn('mt-6 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
        {list.isPending ? (
          <ListSkeleton />
        ) : notFound ? (
          <StatusState
            icon={SearchX}
            title="We couldn't find that collection"
            actions={
              <>
                <Button asChild>
                  <Link to={paths.productList('all')}>See all products</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.shop()}>Back to Shop</Link>
                </Button>
              </>
            }
          >
            {list.error?.message}. It may have been renamed or removed.
          </StatusState>
        ) : list.isError ? (
          <StatusState
            icon={PackageSearch}
            title="We couldn't load the products"
            actions={<Button onClick={() => void list.refetch()}>Try again</Button>}
          >
            {list.error.message}
          </StatusState>
        ) : products.length === 0 ? (
          <StatusState
            icon={PackageSearch}
            title="No products found"
            actions={<Button onClick={clearFilters}>Clear Filters</Button>}
          >
            Try adjusting your search terms or filters
          </StatusState>
        ) : params.view === 'list' ? (
          <ul role="list" className="grid gap-3 lg:grid-cols-2">
            {products.map((product, index) => (
              <li key={product._id}>
                <ProductCard product={product} layout="list" className="h-full" eager={index < 2} />
              </li>
            ))}
          </ul>
        ) : (
          <ProductGrid>
            {products.map((product, index) => (
              <li key={product._id}>
                <ProductCard product={product} className="h-full" eager={index < 4} />
              </li>
            ))}
          </ProductGrid>
        )}
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

import type { ProductListResponse } from '@store/contracts/catalog';
import { PAGE_SIZE } from '@store/contracts/constants';
import { PackageSearch, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductCard, type RenderCardActions } from '@/components/product-card';
import { ProductGrid } from '@/components/product-grid';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import type { ListView } from './list-params';

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

export type ListQuery = {
  isPending: boolean;
  isPlaceholderData: boolean;
  error: Error | null;
  data: ProductListResponse | undefined;
  refetch: () => unknown;
};

type ProductListResultsProps = {
  list: ListQuery;
  view: ListView;
  /** What the page says when nothing matches: a list and the search page say it differently. */
  empty: ReactNode;
  cardActions: RenderCardActions;
};

/** The cards as a grid or a list, or why there are none: loading, an unknown collection, an error, no match. */
export function ProductListResults({ list, view, empty, cardActions }: ProductListResultsProps) {
  const products = list.data?.data ?? [];
  if (list.isPending) return <ListSkeleton />;
  if (list.error instanceof ApiError && (list.error.status === 404 || list.error.status === 400)) {
    return (
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
        {list.error.message}. It may have been renamed or removed.
      </StatusState>
    );
  }
  if (list.error) {
    return (
      <StatusState
        icon={PackageSearch}
        title="We couldn't load the products"
        actions={<Button onClick={() => void list.refetch()}>Try again</Button>}
      >
        {list.error.message}
      </StatusState>
    );
  }
  if (products.length === 0) return empty;
  if (view === 'list') {
    return (
      <ul role="list" className="grid gap-3 lg:grid-cols-2">
        {products.map((product, index) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              layout="list"
              className="h-full"
              eager={index < 2}
              actions={cardActions(product)}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ProductGrid>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} className="h-full" eager={index < 4} actions={cardActions(product)} />
        </li>
      ))}
    </ProductGrid>
  );
}

import { PAGE_SIZE, PAGINATION_FROM } from '@store/contracts/constants';
import { PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RenderCardActions } from '@/components/product-card';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ListBike } from './fit-chip';
import { ListFilters } from './list-filters';
import type { ListParams } from './list-params';
import { ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';
import { ProductListResults, type ListQuery } from './product-list-results';

type ListBodyProps = {
  list: ListQuery;
  params: ListParams;
  bike: ListBike | null;
  onChange: (next: Partial<ListParams>) => void;
  /** What the page says when nothing matches. */
  empty: ReactNode;
  cardActions: RenderCardActions;
};

/**
 * What a product list and the search page share under their headings: the chips, the toolbar
 * (count, 'Fits my bike', sort, view), the cards and the pages.
 */
export function ListBody({ list, params, bike, onChange, empty, cardActions }: ListBodyProps) {
  const total = list.data?.total_products ?? 0;
  const products = list.data?.data ?? [];
  // A shared link's page number can lie past the end once the bike filter narrows the list.
  const pastTheEnd = total > 0 && params.page > 1 ? <PastTheEnd onFirstPage={() => onChange({ page: 1 })} /> : null;
  return (
    <>
      <ListFilters list={list.data} params={params} onChange={onChange} />
      <ListToolbar total={list.data ? total : undefined} params={params} bike={bike} onChange={onChange} />

      {/* The cards' titles are h3s; this keeps the page's headings in order for screen readers. */}
      <h2 className="sr-only">Products</h2>
      <div className={cn('mt-6 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
        <ProductListResults list={list} view={params.view} empty={pastTheEnd ?? empty} cardActions={cardActions} />
      </div>

      {list.data && total >= PAGINATION_FROM && products.length > 0 ? (
        <Pagination
          total={total}
          pageSize={list.data.page_size || PAGE_SIZE}
          page={params.page}
          onPage={(page) => onChange({ page })}
        />
      ) : null}
    </>
  );
}

function PastTheEnd({ onFirstPage }: { onFirstPage: () => void }) {
  return (
    <StatusState
      icon={PackageSearch}
      title="This page is past the end of the list"
      actions={<Button onClick={onFirstPage}>Go to page 1</Button>}
    >
      The list is shorter than it was, or than the link said.
    </StatusState>
  );
}

import { useSearchParams } from 'react-router';
import { nextListQuery, nextSearchQuery, readListParams, readSearchParams, type ListParams } from './list-params';

/**
 * A list page's params from its URL, and the changes the shopper makes to them: a product list's
 * (`/products/{id}?search=`) or the search page's (`/search?q=`).
 */
export function useListParams(kind: 'list' | 'search') {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = (kind === 'search' ? readSearchParams : readListParams)(searchParams);

  const change = (next: Partial<ListParams>) => {
    setSearchParams((kind === 'search' ? nextSearchQuery : nextListQuery)(searchParams, next));
    if (next.page !== undefined) window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  /** Clear Filters: the brand, the chip, the order and a list's search go; the view, the bike filter and the search page's text stay. */
  const clearFilters = () =>
    change({ brand: 'all', collection: 'all', sort: 'relevance', ...(kind === 'list' && { search: '' }) });

  return { params, change, clearFilters };
}

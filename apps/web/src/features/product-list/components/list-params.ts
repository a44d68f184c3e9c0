import { readProductListPage, type ProductListPage, type ProductSort } from '@store/contracts/pages';
import { SEARCH_PATH, searchPath, searchText } from '@store/contracts/store-paths';

export type { ProductSort };
export type ListView = 'grid' | 'list';
/**
 * The 'Fits my bike' filter (docs/decisions/082): on by default when a bike is chosen ('bike'),
 * off when the shopper turned it off ('all', `?fit=all` in the URL so Back and shared links keep it).
 */
export type FitChoice = 'bike' | 'all';

/** What the product list shows, read from the URL so reload and Back keep it. */
export type ListParams = ProductListPage & { view: ListView; fit: FitChoice };

export function readListParams(params: URLSearchParams): ListParams {
  return {
    ...readProductListPage(params),
    view: params.get('view') === 'list' ? 'list' : 'grid',
    fit: params.get('fit') === 'all' ? 'all' : 'bike',
  };
}

/** The search page's: the same, with the text from `?q=`. */
export function readSearchParams(params: URLSearchParams): ListParams {
  return { ...readListParams(params), search: searchText(params) };
}

/**
 * The params after a change. Any change of what is listed (brand, chip, search, sort, the bike
 * filter) starts again at page 1; changing only the page or the view keeps the rest.
 */
function changed(current: ListParams, change: Partial<ListParams>): ListParams {
  const merged = { ...current, ...change };
  const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'view');
  return keepsPage ? merged : { ...merged, page: 1 };
}

/** The view and the bike filter, written only when they are not the defaults. */
function withViewAndFit(query: URLSearchParams, params: ListParams): URLSearchParams {
  if (params.view !== 'grid') query.set('view', params.view);
  if (params.fit !== 'bike') query.set('fit', params.fit);
  return query;
}

/** The product list's URL query after a change; the store's links always carry brand, collection and page. */
export function nextListQuery(params: URLSearchParams, change: Partial<ListParams>): URLSearchParams {
  const merged = changed(readListParams(params), change);
  const next = new URLSearchParams({ brand: merged.brand, collection: merged.collection, page: String(merged.page) });
  if (merged.search) next.set('search', merged.search);
  if (merged.sort !== 'relevance') next.set('sort', merged.sort);
  return withViewAndFit(next, merged);
}

/** The search page's query for these params: `searchPath`'s, then the view and the bike filter. */
function searchQueryOf(params: ListParams): URLSearchParams {
  const path = searchPath(params.search, params);
  return withViewAndFit(new URLSearchParams(path.slice(SEARCH_PATH.length + 1)), params);
}

/** The search page's URL query after a change, with the same rules as a list's. */
export function nextSearchQuery(params: URLSearchParams, change: Partial<ListParams>): URLSearchParams {
  return searchQueryOf(changed(readSearchParams(params), change));
}

/**
 * The search page showing what a list's params name: where the all-products list's search box
 * goes. The server moves old `/products/all?search=` addresses the same way, with a 301
 * (`movedListSearch` in apps/server/src/plugins/page-plans-lists.ts).
 */
export function searchPagePath(params: ListParams): string {
  const query = searchQueryOf(params).toString();
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

import { readProductListPage, type ProductListPage, type ProductSort } from '@store/contracts/pages';

export type { ProductSort };
export type ListView = 'grid' | 'list';

/** What the product list shows, read from the URL so reload and Back keep it. */
export type ListParams = ProductListPage & { view: ListView };

export function readListParams(params: URLSearchParams): ListParams {
  return { ...readProductListPage(params), view: params.get('view') === 'list' ? 'list' : 'grid' };
}

/**
 * The URL query after a change. Any change of what is listed (brand, chip, search, sort) starts
 * again at page 1; changing only the page or the view keeps the rest.
 */
export function nextListQuery(params: URLSearchParams, change: Partial<ListParams>): URLSearchParams {
  const merged = { ...readListParams(params), ...change };
  const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'view');
  if (!keepsPage) merged.page = 1;
  const next = new URLSearchParams({ brand: merged.brand, collection: merged.collection, page: String(merged.page) });
  if (merged.search) next.set('search', merged.search);
  if (merged.sort !== 'relevance') next.set('sort', merged.sort);
  if (merged.view !== 'grid') next.set('view', merged.view);
  return next;
}

import { PRODUCT_SORTS } from '@store/contracts/catalog';

export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type ListView = 'grid' | 'list';

/** What the product list shows, read from the URL so reload and Back keep it. */
export type ListParams = {
  brand: string;
  /** The category chip (the API's `category`); the spec's links call it `collection`. */
  collection: string;
  page: number;
  search: string;
  sort: ProductSort;
  view: ListView;
};

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly (string | null)[]).includes(value);

export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    brand: params.get('brand') || 'all',
    collection: params.get('collection') || 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search')?.trim() ?? '',
    sort: isSort(sort) ? sort : 'relevance',
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
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

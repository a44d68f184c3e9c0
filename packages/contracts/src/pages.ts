/**
 * What the server and the web app must agree on for a page's first load: how a storefront URL
 * reads as an API call, and how API answers placed in the page are found again
 * (docs/decisions/019-page-data-in-the-html.md). No zod here: the web app's entry imports this.
 */
import { PRODUCT_SORTS } from './catalog';
import { DESCRIPTION_PREVIEW_CHARS, SHOP_NAME } from './constants';

/** The `<script type="application/json">` the server fills with the API answers a page starts with. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** API answers placed in a page, by `pageDataKey` of the call's URL. */
export type PageData = Record<string, unknown>;

/**
 * What the server says of a rendered page itself, placed beside the answers under a key no API URL
 * can have (docs/decisions/075): its status, so the browser renders a not-found page as the server
 * did, and when it was rendered, so clocks hydrate with the time the HTML shows.
 */
export const PAGE_INFO_KEY = '#page';
export type PageInfo = { status: number; rendered_at: number };

/**
 * One spelling per call: the path with its query pairs sorted by name and empty values dropped, so
 * the server's `?id=1&page=2` and the web's `?page=2&id=1` name the same answer. Both sides write
 * their queries with URLSearchParams, so a value is encoded the same way on each.
 */
export function pageDataKey(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .filter((pair) => pair !== '' && !pair.endsWith('='))
    .sort((a, b) => {
      const [nameA = '', nameB = ''] = [a.split('=')[0], b.split('=')[0]];
      return nameA < nameB ? -1 : nameA > nameB ? 1 : 0;
    });
  return pairs.length ? `${url.slice(0, mark)}?${pairs.join('&')}` : url.slice(0, mark);
}

/**
 * Makes JSON text safe inside a `<script>` element: no `<`, so no `</script>` or `<!--` can end it
 * early. The characters only occur inside strings, where the escapes read back as the same text.
 */
export function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** What a product list page shows besides its view, read from its URL (docs/product.md, Product list). */
export type ProductListPage = {
  brand: string;
  /** The category chip (the API's `category`); the store's links call it `collection`. */
  collection: string;
  page: number;
  search: string;
  sort: ProductSort;
};

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly (string | null)[]).includes(value);

/** What the list reads its URL query through: URLSearchParams in the browser and on the server. */
export interface QueryReader {
  get(name: string): string | null;
}

export function readProductListPage(params: QueryReader): ProductListPage {
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    brand: params.get('brand') || 'all',
    collection: params.get('collection') || 'all',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search')?.trim() ?? '',
    sort: isSort(sort) ? sort : 'relevance',
  };
}

/** The `fetch_products_by_collection` call for a list page. */
export type ProductListRequest = {
  /** The `/products/{id}` category id, or 'all'. */
  collection: string;
  /** The chosen category chip, or 'all'. */
  category: string;
  brand: string;
  search: string;
  sort: string;
  page: number;
};

export function productListRequest(collectionId: string, list: ProductListPage): ProductListRequest {
  return {
    collection: collectionId,
    category: list.collection,
    brand: list.brand,
    search: list.search,
    sort: list.sort,
    page: list.page,
  };
}

/**
 * A product list page's heading, also its title: the category (All Products for 'all') with the
 * chosen brand before it; the brand alone on the all-products list.
 */
export function productListHeading(collectionId: string, brand: string, categoryName: string | undefined): string {
  const listName = collectionId === 'all' ? 'All Products' : (categoryName ?? 'Products');
  if (brand === 'all') return listName;
  return collectionId === 'all' ? brand : `${brand} ${listName}`;
}

/** A product list page's meta description, from its heading. */
export function productListDescription(heading: string): string {
  return `Shop ${heading} at ${SHOP_NAME}: genuine motorcycle parts and gear with fast shipping across India.`;
}

/** The call's query string values; an empty search is left out. */
export function productListApiQuery(request: ProductListRequest): Record<string, string | number | undefined> {
  const { search, ...rest } = request;
  return { ...rest, search: search || undefined };
}

/** The first `limit` characters, cut back to a word and ended with an ellipsis; null when it fits. */
export function descriptionPreview(text: string, limit = DESCRIPTION_PREVIEW_CHARS): string | null {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return null;
  const cut = trimmed.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Addresses of storefront pages that both the web app and the server write: the app links to them
 * (apps/web/src/lib/paths.ts builds these two with them), and the server names them in breadcrumbs
 * and structured data. One spelling, so a shopper and a crawler meet one URL per page
 * (docs/decisions/077-structured-data-and-breadcrumbs.md).
 */

import { SEARCH_MAX_CHARS } from './constants';

/**
 * A query value as URLSearchParams writes it (application/x-www-form-urlencoded): a space is '+',
 * and `!'()~` are escaped too. The contracts are typed without the DOM's or Node's URL classes.
 */
function formValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function withQuery(path: string, query: Record<string, string | number>): string {
  const pairs = Object.entries(query).map(([key, value]) => `${formValue(key)}=${formValue(String(value))}`);
  return `${path}?${pairs.join('&')}`;
}

export type ProductListPathParams = {
  /** A brand name as the brand tiles link it, or 'all'. */
  brand?: string;
  /** A category id (the list's chip), or 'all'. */
  collection?: string;
  page?: number;
};

/**
 * A product list: a category's (`id`) or everything's ('all'). The store's links always carry
 * brand, collection and page (docs/product.md, Product list).
 */
export function productListPath(
  id: string,
  { brand = 'all', collection = 'all', page = 1 }: ProductListPathParams = {},
): string {
  return withQuery(`/products/${encodeURIComponent(id)}`, { brand, collection, page });
}

/**
 * A product list's own address, as its canonical link names it: the category, and the brand and
 * page when they are not the defaults; the order, a search, the chip and the view are left out.
 * The same query spelling as `productListPath`, so the two differ only by what is left out.
 */
export function productListCanonicalPath(id: string, brand = 'all', page = 1): string {
  const query: Record<string, string | number> = {};
  if (brand !== 'all') query.brand = brand;
  if (page > 1) query.page = page;
  const path = `/products/${encodeURIComponent(id)}`;
  return Object.keys(query).length > 0 ? withQuery(path, query) : path;
}

/** The search results page: the whole catalog searched for `q`, as the header's search box opens it. */
export const SEARCH_PATH = '/search';

/** What the search page reads its text from: `?q=`, trimmed; '' when absent. */
export function searchText(query: { get(name: string): string | null }): string {
  return shortenedSearch(query.get('q')?.trim() ?? '');
}

/** Whether `?q=` was longer than a search takes, so the page searched for its start (`searchText`). */
export function searchTextCut(query: { get(name: string): string | null }): boolean {
  return (query.get('q')?.trim().length ?? 0) > SEARCH_MAX_CHARS;
}

/**
 * A search text no longer than a search takes: a longer one (a pasted description, an address
 * cut short by a messenger) is cut at its last space within the limit, or at the limit when it
 * has none, rather than refused, so its page is a search and never the 404 page.
 */
export function shortenedSearch(text: string): string {
  if (text.length <= SEARCH_MAX_CHARS) return text;
  const head = text.slice(0, SEARCH_MAX_CHARS + 1);
  const space = head.lastIndexOf(' ');
  return (space > 0 ? head.slice(0, space) : head.slice(0, SEARCH_MAX_CHARS)).trim();
}

export type SearchPathParams = ProductListPathParams & {
  /** The order, as the list's `sort` names it; 'relevance' is the default and left out. */
  sort?: string;
};

/**
 * The search results page for `q`, with only what differs from the defaults: `/search?q=chain`,
 * `/search?q=chain&brand=Motul&page=2`. An empty `q` is the page's prompt, `/search`.
 */
export function searchPath(
  q: string,
  { brand = 'all', collection = 'all', page = 1, sort = 'relevance' }: SearchPathParams = {},
): string {
  const text = q.trim();
  if (!text) return SEARCH_PATH;
  const query: Record<string, string | number> = { q: text };
  if (brand !== 'all') query.brand = brand;
  if (collection !== 'all') query.collection = collection;
  if (page > 1) query.page = page;
  if (sort !== 'relevance') query.sort = sort;
  return withQuery(SEARCH_PATH, query);
}

/**
 * A search page's canonical address: the text and the page; filters and the order are views of
 * it. Search pages are kept out of search engines (`noindex, follow`), so this only ties the
 * views of one search together.
 */
export function searchCanonicalPath(q: string, page = 1): string {
  return searchPath(q, { page });
}

/** A product's page; with `variant`, that variant chosen (docs/decisions/072). */
export function productPath(id: string, variant?: string | null): string {
  const path = `/product/${encodeURIComponent(id)}`;
  return variant ? withQuery(path, { variant }) : path;
}

/**
 * A store path (or a picture's `/media/...` address) as an absolute URL on `siteUrl`, the store's
 * public address (PUBLIC_URL); an address that is already absolute (pictures on a CDN) is kept.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The store's list and search calls as the workload builds them: their paths, written the way the
 * storefront writes them, and their answers read back as a shopper's browser gets them.
 */
import type { PRODUCT_SORTS } from '@store/contracts/catalog';

interface Envelope<T> {
  error: boolean;
  status: number;
  data: T;
}
export interface ListPage extends Envelope<Array<{ _id: string; name: string }>> {
  brands: Array<{ _id: string; name: string }>;
  categories: Array<{ _id: string; name: string }>;
  total_products: number;
  page_size: number;
}

export type Sort = (typeof PRODUCT_SORTS)[number];

/** A model and one of its model years: what `?bike=&year=` takes (docs/decisions/082). */
export interface BikeYear {
  bike: string;
  year: number;
}

/** Which products a list shows: a category (or all) and a brand name (or all). */
export interface Scope {
  collection: string;
  brand: string;
}

export const WHOLE_CATALOG: Scope = { collection: 'all', brand: 'all' };

export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * `/api/fetch_products_by_collection` for a page of a scope; the sort only when it is not the
 * default, and the bike filter only when there is one, as the storefront sends them.
 */
export function listPath(scope: Scope, page: number, sort?: Sort, bike?: BikeYear): string {
  const query = new URLSearchParams({ collection: scope.collection, brand: scope.brand, page: String(page) });
  if (sort && sort !== 'relevance') query.set('sort', sort);
  if (bike) {
    query.set('bike', bike.bike);
    query.set('year', String(bike.year));
  }
  return `/api/fetch_products_by_collection?${query}`;
}

/** `/api/search` for typed text, with the bike filter when there is one. */
export function searchPath(text: string, bike?: BikeYear): string {
  const path = `/api/search?search=${encodeURIComponent(text)}`;
  return bike ? `${path}&bike=${bike.bike}&year=${bike.year}` : path;
}

/** How many pages a list has: what its own pagination offers. */
export const pageCount = (list: ListPage) => Math.max(1, Math.ceil(list.total_products / list.page_size));

/** `work` over `items`, `concurrency` at a time, results in the items' order. */
export async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

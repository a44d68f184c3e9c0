/**
 * What to request: real list pages, product ids and typed-out names, fetched from the store's API
 * as a shopper's browser would get them.
 */

interface Envelope<T> {
  error: boolean;
  status: number;
  data: T;
}
interface ListPage extends Envelope<Array<{ _id: string; name: string }>> {
  brands: Array<{ _id: string; name: string }>;
  categories: Array<{ _id: string; name: string }>;
  total_products: number;
  page_size: number;
}

export interface Workload {
  list: string[];
  detail: string[];
  /** Every visible product once, in turn: far more answers than the cache holds, so most miss it. */
  detailMiss: string[];
  search: string[];
  notes: {
    listPaths: number;
    productIds: number;
    allProductIds: number;
    searchNames: number;
    searchPrefixes: number;
  };
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

function listPath(collection: string, brand: string, page: number): string {
  const query = new URLSearchParams({ collection, brand, page: String(page) });
  return `/api/fetch_products_by_collection?${query}`;
}

/** Evenly spread picks from a list. */
export function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

/** A fixed, even mix: every k-th item, for k coprime with the length. */
function interleave<T>(items: T[]): T[] {
  const n = items.length;
  if (n < 3) return items;
  let step = Math.max(2, Math.floor(n / 3) + 1);
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  while (gcd(step, n) !== 1) step++;
  return Array.from({ length: n }, (_, i) => items[(i * step) % n]!);
}

/** Pages 1-50 of the whole catalog, then up to 10 pages of some categories and brands, mixed. */
async function listPaths(base: string, first: ListPage, pages: number): Promise<string[]> {
  const list: string[] = [];
  for (let page = 1; page <= Math.min(50, pages); page++) list.push(listPath('all', 'all', page));

  // Top-level categories and, for the first two, their sub-categories.
  const roots = first.categories.filter((c) => c._id !== 'all');
  const categoryIds = roots.slice(0, 4).map((c) => c._id);
  for (const root of roots.slice(0, 2)) {
    const inner = await getJson<ListPage>(base + listPath(root._id, 'all', 1));
    categoryIds.push(
      ...inner.categories
        .filter((c) => c._id !== 'all')
        .slice(0, 2)
        .map((c) => c._id),
    );
  }
  for (const id of categoryIds) {
    const head = await getJson<ListPage>(base + listPath(id, 'all', 1));
    const n = Math.min(10, Math.ceil(head.total_products / head.page_size));
    for (let page = 1; page <= n; page++) list.push(listPath(id, 'all', page));
  }
  const brands = spread(
    first.brands.filter((b) => b._id !== 'all'),
    6,
  );
  for (const brand of brands) {
    const head = await getJson<ListPage>(base + listPath('all', brand.name, 1));
    const n = Math.min(10, Math.ceil(head.total_products / head.page_size));
    for (let page = 1; page <= n; page++) list.push(listPath('all', brand.name, page));
  }
  // Interleave so consecutive requests hit different kinds of page.
  return interleave(list);
}

/** Search as you type: ~100 different product names, each typed out letter by letter. */
function searchPaths(names: Iterable<string>): { typed: string[]; search: string[] } {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const name of names) {
    const stem = name.split(' — ')[0]!;
    if (seen.has(stem)) continue;
    seen.add(stem);
    distinct.push(name);
  }
  const typed = spread(distinct, 100);
  const search: string[] = [];
  for (const name of typed) {
    for (let n = 1; n <= Math.min(20, name.length); n++) {
      const prefix = name.slice(0, n);
      if (prefix.endsWith(' ')) continue; // the same search as the prefix before it
      search.push(`/api/search?search=${encodeURIComponent(prefix)}`);
    }
  }
  return { typed, search };
}

/**
 * Real ids and names, fetched from the API as a shopper's browser would see them: category and
 * brand chips of the list, product ids from pages spread over the whole list, names for search.
 * `everyProductId` (catalog-ids.ts) is the whole catalog, for the row that misses the cache.
 */
export async function buildWorkload(base: string, everyProductId: string[]): Promise<Workload> {
  const first = await getJson<ListPage>(base + listPath('all', 'all', 1));
  const pages = Math.max(1, Math.ceil(first.total_products / first.page_size));
  const list = await listPaths(base, first, pages);

  // Product ids and names from 40 pages spread over the whole catalog.
  const products = new Map<string, string>();
  for (const page of spread(
    Array.from({ length: pages }, (_, i) => i + 1),
    40,
  )) {
    const res = await getJson<ListPage>(base + listPath('all', 'all', page));
    for (const p of res.data) products.set(p._id, p.name);
  }
  const detailPath = (id: string) => `/api/fetch_product?id=${id}`;
  const detail = [...products.keys()].map(detailPath);
  const detailMiss = everyProductId.map(detailPath);
  const { typed, search } = searchPaths(products.values());
  return {
    list,
    detail,
    detailMiss,
    search,
    notes: {
      listPaths: list.length,
      productIds: detail.length,
      allProductIds: detailMiss.length,
      searchNames: typed.length,
      searchPrefixes: search.length,
    },
  };
}

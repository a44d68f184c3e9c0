/**
 * What to request: real list pages, product ids, typed-out names and bikes, fetched from the
 * store's API as a shopper's browser would get them (the garage rows in garage-workload.ts, the
 * rows that miss the cache in miss-workload.ts).
 */
import {
  getJson,
  listPath,
  pageCount,
  searchPath,
  WHOLE_CATALOG,
  type BikeYear,
  type ListPage,
  type Scope,
} from './api';
import { bikeYears, readBikeModels } from './bikes';
import { visibleProducts } from './catalog-ids';
import { garageListPaths, garageSearchPaths } from './garage-workload';
import { garageListMissPaths, listMissPaths, searchMissPaths } from './miss-workload';
import { interleave, spread } from './path-mix';
import { everyScope, listLengths, readScopes, type ListLength } from './scopes';
import { typedNames, typedPrefixes } from './typing';

export interface Workload {
  list: string[];
  detail: string[];
  /** Every visible product once, in turn: far more answers than the cache holds, so most miss it. */
  detailMiss: string[];
  search: string[];
  listGarage: string[];
  searchGarage: string[];
  listMiss: string[];
  searchMiss: string[];
  listGarageMiss: string[];
  /** The lists whose first and last pages the deep-page probe asks for (deep-pages.ts). */
  deepLists: ListLength[];
  notes: {
    listPaths: number;
    productIds: number;
    allProductIds: number;
    searchNames: number;
    searchPrefixes: number;
    bikes: number;
    garageListPaths: number;
    garageSearchPrefixes: number;
    listMissPaths: number;
    searchMissPaths: number;
    garageListMissPaths: number;
    deepLists: number;
  };
}

/** Pages 1 to `most` of a list, or as many as it has. */
const firstPages = (length: ListLength, most: number) =>
  Array.from({ length: Math.min(most, length.pages) }, (_, i) => listPath(length.scope, i + 1, undefined, length.bike));

/** Pages 1-50 of the whole catalog, then up to 10 pages of some categories and brands, mixed. */
async function listPaths(base: string, wholePages: number, chosen: Scope[]): Promise<string[]> {
  const list = firstPages({ scope: WHOLE_CATALOG, pages: wholePages }, 50);
  for (const length of await listLengths(base, chosen, [undefined])) list.push(...firstPages(length, 10));
  // Interleave so consecutive requests hit different kinds of page.
  return interleave(list);
}

/**
 * Real ids, names and bikes: category and brand chips of the list, product ids from pages spread
 * over the whole list, names for search, models and years from the database for the garage rows;
 * every visible product (catalog-ids.ts) for the rows that miss the cache.
 */
export async function buildWorkload(base: string, databaseUrl: string): Promise<Workload> {
  const first = await getJson<ListPage>(base + listPath(WHOLE_CATALOG, 1));
  const pages = pageCount(first);
  const scopes = await readScopes(base, first);
  // Four top-level categories, two sub-categories of each of the first two, six brands.
  const chosen = [
    ...scopes.roots.slice(0, 4),
    ...scopes.children.slice(0, 2).flatMap((c) => c.slice(0, 2)),
    ...spread(scopes.brands, 6),
  ];
  const list = await listPaths(base, pages, chosen);

  // Product ids and names from 40 pages spread over the whole catalog.
  const products = new Map<string, string>();
  for (const page of spread(
    Array.from({ length: pages }, (_, i) => i + 1),
    40,
  )) {
    const res = await getJson<ListPage>(base + listPath(WHOLE_CATALOG, page));
    for (const p of res.data) products.set(p._id, p.name);
  }
  const detailPath = (id: string) => `/api/fetch_product?id=${id}`;
  const detail = [...products.keys()].map(detailPath);
  const typed = typedNames(products.values());
  const search = typed.flatMap((name) => typedPrefixes(name).map((prefix) => searchPath(prefix)));

  const everyProduct = await visibleProducts(databaseUrl);
  const models = await readBikeModels(databaseUrl);
  const bikes: BikeYear[] = bikeYears(models, Number.MAX_SAFE_INTEGER);
  const listGarage = await garageListPaths(base, scopes.roots.slice(0, 4), bikes.slice(0, 8));
  const searchGarage = garageSearchPaths(typed, bikes.slice(0, 8));

  // The rows that miss the cache: every page of every list, with and without bikes.
  const allScopes = everyScope(scopes);
  const plainLengths = await listLengths(base, allScopes, [undefined]);
  const garageLengths = await listLengths(base, [WHOLE_CATALOG, ...scopes.roots], bikes.slice(0, 24));
  const listMiss = listMissPaths(plainLengths);
  const searchMiss = searchMissPaths(everyProduct.names);
  const listGarageMiss = garageListMissPaths(garageLengths);
  // The probe's lists: the whole catalog, the top-level categories, some sub-categories and brands, 4 bikes.
  const probed = new Set<Scope>([
    WHOLE_CATALOG,
    ...scopes.roots,
    ...spread(scopes.children.flat(), 8),
    ...spread(scopes.brands, 8),
  ]);
  const deepLists = [
    ...plainLengths.filter((l) => probed.has(l.scope)),
    ...garageLengths.filter((l) => l.scope === WHOLE_CATALOG).slice(0, 4),
  ];

  return {
    list,
    detail,
    detailMiss: everyProduct.ids.map(detailPath),
    search,
    listGarage,
    searchGarage,
    listMiss,
    searchMiss,
    listGarageMiss,
    deepLists,
    notes: {
      listPaths: list.length,
      productIds: detail.length,
      allProductIds: everyProduct.ids.length,
      searchNames: typed.length,
      searchPrefixes: search.length,
      bikes: new Set(bikes.slice(0, 24).map((b) => b.bike)).size,
      garageListPaths: listGarage.length,
      garageSearchPrefixes: searchGarage.length,
      listMissPaths: listMiss.length,
      searchMissPaths: searchMiss.length,
      garageListMissPaths: listGarageMiss.length,
      deepLists: deepLists.length,
    },
  };
}

/**
 * The lists a shopper can open, read from the list call's own chips: the whole catalog, each
 * top-level category and each of their sub-categories, each brand; and how many pages each has,
 * with or without a bike, as its own pagination counts them.
 */
import {
  getJson,
  inBatches,
  listPath,
  pageCount,
  WHOLE_CATALOG,
  type BikeYear,
  type ListPage,
  type Scope,
} from './api';

export interface Scopes {
  roots: Scope[];
  /** The sub-categories of every top-level category, in the order of their parents. */
  children: Scope[][];
  brands: Scope[];
}

/** A list and how many pages its pagination offers. */
export interface ListLength {
  scope: Scope;
  bike?: BikeYear;
  pages: number;
}

const chips = (list: Array<{ _id: string; name: string }>) => list.filter((c) => c._id !== 'all');

/** Every scope the chips of the whole catalog's first page lead to, one level of sub-categories deep. */
export async function readScopes(base: string, first: ListPage): Promise<Scopes> {
  const roots = chips(first.categories).map((c) => ({ collection: c._id, brand: 'all' }));
  const children = await inBatches(roots, 4, async (root) => {
    const page = await getJson<ListPage>(base + listPath(root, 1));
    return chips(page.categories).map((c) => ({ collection: c._id, brand: 'all' }));
  });
  const brands = chips(first.brands).map((b) => ({ collection: 'all', brand: b.name }));
  return { roots, children, brands };
}

/** Every scope once: the whole catalog, the top-level categories, their sub-categories, the brands. */
export const everyScope = (scopes: Scopes): Scope[] => [
  WHOLE_CATALOG,
  ...scopes.roots,
  ...scopes.children.flat(),
  ...scopes.brands,
];

/** The page count of each scope for each bike (`undefined` for no bike filter), from its first page. */
export async function listLengths(
  base: string,
  scopes: Scope[],
  bikes: Array<BikeYear | undefined>,
): Promise<ListLength[]> {
  const lists = bikes.flatMap((bike) => scopes.map((scope) => ({ scope, bike })));
  return inBatches(lists, 4, async ({ scope, bike }) => {
    const head = await getJson<ListPage>(base + listPath(scope, 1, undefined, bike));
    return { scope, bike, pages: pageCount(head) };
  });
}

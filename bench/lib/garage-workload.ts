/**
 * The garage rows (docs/decisions/082): the product list and search as you type with the 'Fits
 * my bike' filter on, `?bike={model id}&year={year}`, as the storefront sends them for a rider
 * with a bike chosen. Served from the cache like the rows without a bike, so they show what the
 * filter costs a shopper's repeated traffic.
 */
import { listPath, searchPath, WHOLE_CATALOG, type BikeYear, type Scope } from './api';
import { interleave } from './path-mix';
import { listLengths } from './scopes';
import { typedPrefixes } from './typing';

/**
 * For each bike: pages 1-10 of the whole catalog and pages 1-3 of each given category, as far as
 * the filtered list goes, mixed so consecutive requests are for different bikes and lists.
 */
export async function garageListPaths(base: string, categories: Scope[], bikes: BikeYear[]): Promise<string[]> {
  const paths: string[] = [];
  for (const length of await listLengths(base, [WHOLE_CATALOG, ...categories], bikes)) {
    const most = length.scope === WHOLE_CATALOG ? 10 : 3;
    for (let page = 1; page <= Math.min(most, length.pages); page++) {
      paths.push(listPath(length.scope, page, undefined, length.bike));
    }
  }
  return interleave(paths);
}

/**
 * The names the search row types out, each typed by a rider of one of the bikes in turn: as many
 * searches as that row, each with a bike.
 */
export function garageSearchPaths(typed: string[], bikes: BikeYear[]): string[] {
  return typed.flatMap((name, i) => typedPrefixes(name).map((prefix) => searchPath(prefix, bikes[i % bikes.length])));
}

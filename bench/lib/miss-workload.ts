/**
 * The rows that miss the response cache: every request of a cycle is a different answer, and the
 * cycle is longer than the cache remembers, so no answer is ever stored and each request is
 * computed (bench/README.md, Rows that miss the cache).
 */
import { PRODUCT_SORTS } from '@store/contracts/catalog';
import { SEARCH_MAX_CHARS } from '@store/contracts/constants';
import { listPath, searchPath } from './api';
import { shuffled, spread } from './path-mix';
import type { ListLength } from './scopes';
import { searchKey, typedPrefixes } from './typing';

/**
 * The answer cache stores a new answer only when its key was asked for within the last 4,096 to
 * 8,192 misses (apps/server/src/modules/catalog/catalog-cache.ts, docs/decisions/063). A cycle of
 * more distinct requests than that comes back to each key too late for it to be stored: every
 * request computes its answer, however many times the measurement goes round.
 */
export const MIN_MISS_PATHS = 10_000;
/** Enough that a cache-missing row at 50 connections seldom goes round even once. */
export const MAX_MISS_PATHS = 60_000;
/** Names typed out in full for the search that misses: each adds its own longer prefixes. */
const SEARCH_MISS_NAMES = 6_000;

/** The paths in a fixed random order, refused when there are too few to miss the cache. */
function missCycle(row: string, paths: string[]): string[] {
  if (paths.length < MIN_MISS_PATHS) {
    throw new Error(
      `${row}: ${paths.length} distinct requests, fewer than the ${MIN_MISS_PATHS} that keep the cache from ` +
        'storing any; the catalog is too small for this row',
    );
  }
  return shuffled(paths);
}

/**
 * Every page of every list in every sort, or `max` of them picked evenly (every k-th page in
 * list, sort and page order, so deep and shallow pages keep their share), without building the
 * millions of paths a large catalog has.
 */
export function everyPage(lengths: ListLength[], max = MAX_MISS_PATHS): string[] {
  const lists = lengths.flatMap((length) => PRODUCT_SORTS.map((sort) => ({ length, sort })));
  const total = lists.reduce((n, l) => n + l.length.pages, 0);
  const count = Math.min(total, max);
  const paths: string[] = [];
  let list = 0;
  let before = 0; // pages of the lists before `list`
  for (let i = 0; i < count; i++) {
    const at = Math.floor((i * total) / count);
    while (at >= before + lists[list]!.length.pages) before += lists[list++]!.length.pages;
    const { length, sort } = lists[list]!;
    paths.push(listPath(length.scope, at - before + 1, sort, length.bike));
  }
  return paths;
}

/** 'product list, cache missing': every page of the whole catalog, every category and every brand, in every sort. */
export const listMissPaths = (lengths: ListLength[]) => missCycle('product list, cache missing', everyPage(lengths));

/** 'product list, garage filter, cache missing': every page of the lists for many bikes and years, in every sort. */
export const garageListMissPaths = (lengths: ListLength[]) =>
  missCycle('product list, garage filter, cache missing', everyPage(lengths));

/**
 * 'search, cache missing': product names typed out in full, one letter at a time, each text once
 * as the cache keys it (lower-cased, spaces collapsed). Short prefixes are shared by many names,
 * so they come once each and most searches are longer ones: every request must be new.
 */
export function searchMissPaths(names: string[]): string[] {
  const seen = new Set<string>();
  const paths: string[] = [];
  for (const name of spread(names, SEARCH_MISS_NAMES)) {
    // A shopper types "... helmet matte blue", not the dash between the name and its variation.
    const text = name.replace(/\s+—\s+/g, ' ');
    for (const prefix of typedPrefixes(text, SEARCH_MAX_CHARS)) {
      const key = searchKey(prefix);
      if (seen.has(key)) continue;
      seen.add(key);
      paths.push(searchPath(prefix));
    }
  }
  return missCycle('search, cache missing', spread(paths, MAX_MISS_PATHS));
}

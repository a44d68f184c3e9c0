/** The calls the benchmark loads, in order, with their targets (bench/README.md, Reading the figures). */
import type { Scenario, Target } from './load';
import type { Workload } from './workload';

/** Home, product list and product detail: 40% of the reference's req/s, p99 under 25 ms. */
export const catalogTarget: Target = { minRatio: 0.4, maxP99Ms: 25 };
/** Search as you type: 25% of the reference's req/s, p99 under 40 ms. */
export const searchTarget: Target = { minRatio: 0.25, maxP99Ms: 40 };
/** Product detail when the answer is not cached: 25% of the reference's req/s, p99 under 25 ms. */
export const missTarget: Target = { minRatio: 0.25, maxP99Ms: 25 };
/** A server-rendered page from the cache: a third of the reference's req/s, p99 under 25 ms. */
export const pageTarget: Target = { minRatio: 1 / 3, maxP99Ms: 25 };
/**
 * The list and search with the garage filter on (docs/decisions/082): search's share of
 * the reference, 25%, with the catalog calls' p99 under 25 ms.
 */
export const garageTarget: Target = { minRatio: 0.25, maxP99Ms: 25 };

/**
 * The rows whose p99 at 100,000 products must stay within 1.5 times the 10,000-product figure
 * (compare.ts).
 */
export const SCALED_ROWS = [
  'list',
  'search',
  'list-garage',
  'search-garage',
  'list-miss',
  'search-miss',
  'list-garage-miss',
];

export function scenariosFor(workload: Workload, referenceOrigin: string, storeOrigin: string): Scenario[] {
  return [
    { key: 'reference', name: 'reference (bare Fastify)', origin: referenceOrigin, paths: ['/reference'] },
    { key: 'home', name: 'home', origin: storeOrigin, paths: ['/api/home'], target: catalogTarget },
    // The warm rows are primed (each path asked for twice first), so at any catalog size they
    // measure answers from the cache, which their targets are for.
    {
      key: 'list',
      name: 'product list',
      origin: storeOrigin,
      paths: workload.list,
      target: catalogTarget,
      prime: true,
    },
    {
      key: 'list-garage',
      name: 'product list, garage filter',
      origin: storeOrigin,
      paths: workload.listGarage,
      target: garageTarget,
      prime: true,
    },
    {
      key: 'detail',
      name: 'product detail',
      origin: storeOrigin,
      paths: workload.detail,
      target: catalogTarget,
      prime: true,
    },
    {
      key: 'search',
      name: 'search as you type',
      origin: storeOrigin,
      paths: workload.search,
      target: searchTarget,
      prime: true,
    },
    {
      key: 'search-garage',
      name: 'search as you type, garage filter',
      origin: storeOrigin,
      paths: workload.searchGarage,
      target: garageTarget,
      prime: true,
    },
    // The HTML of a product page: rendered by React on the server with the product's answer, its
    // head and structured data (docs/decisions/075), what a shopper's or a crawler's first request
    // for the page costs. Served from the same cache as the API answers, several times their size.
    {
      key: 'detail-page',
      name: 'product page HTML',
      origin: storeOrigin,
      paths: workload.detail.map((apiPath) => `/product/${new URL(apiPath, storeOrigin).searchParams.get('id')}`),
      target: pageTarget,
      // The target is for pages served from the cache: each is rendered before the warm-up.
      prime: true,
    },
    // For comparison: what a client that cannot take compression gets (not a target).
    { key: 'home-identity', name: 'home, uncompressed', origin: storeOrigin, paths: ['/api/home'], acceptEncoding: '' },
    // Every product in turn: a cycle of 10,000 answers through an LRU that holds a few thousand
    // evicts each one before it is asked for again, so nearly every request computes its answer.
    // The cache-missing rows come last, so the warm rows above are measured on a cache they have
    // not churned. The list and search ones cycle through more distinct requests than the cache
    // remembers (miss-workload.ts), so none is ever stored.
    {
      key: 'detail-miss',
      name: 'product detail, cache missing',
      origin: storeOrigin,
      paths: workload.detailMiss,
      target: missTarget,
    },
    // The list and search rows that miss the cache compute a list or a ranked text match per request:
    // they are held to their own figures at 10,000 products (p99 within 1.5 times at 100,000,
    // compare.ts), not to a share of the reference.
    {
      key: 'list-miss',
      name: 'product list, cache missing',
      origin: storeOrigin,
      paths: workload.listMiss,
    },
    {
      key: 'search-miss',
      name: 'search, cache missing',
      origin: storeOrigin,
      paths: workload.searchMiss,
    },
    {
      key: 'list-garage-miss',
      name: 'product list, garage filter, cache missing',
      origin: storeOrigin,
      paths: workload.listGarageMiss,
    },
    // Again at the end: the ratios use the mean of both, and a wide gap says the machine was busy.
    { key: 'reference-end', name: 'reference, again at the end', origin: referenceOrigin, paths: ['/reference'] },
  ];
}

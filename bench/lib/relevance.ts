/**
 * The search relevance score of a running store: the relevance set's rider queries
 * (apps/server/src/modules/catalog/search-relevance-set.ts, the same set and scoring the server's
 * test runs) asked of its HTTP API one at a time, the product list and the header's suggestions.
 * On the benchmark's catalog a product's generated variations count as the product.
 */
import { scoreRelevance, type RelevanceScore } from '../../apps/server/src/modules/catalog/search-relevance-set';

/** The score as the run reports it: `score` is `share`, `summary` one line for the table. */
export type RelevanceReport = RelevanceScore & { score: number; summary: string };

/**
 * `{ queries, top3, share, misses }` for the store at `origin` (e.g. 'http://127.0.0.1:4100'):
 * how many queries put an expected product in the top three of both answers, and those that did not.
 * The database URL the run passes is not needed: everything is read through the API.
 */
export async function relevanceScore(origin: string, _databaseUrl?: string): Promise<RelevanceReport> {
  const score = await scoreRelevance(async (path) => {
    const url = new URL(path, origin);
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    if (!res.ok) throw new Error(`GET ${url.pathname}${url.search}: ${res.status}`);
    return res.json();
  });
  const missed = score.misses.map((m) => `'${m.query}'`).join(', ');
  return {
    ...score,
    score: score.share,
    summary: `${score.top3} of ${score.queries} rider queries with an expected product in the top 3${missed ? `; missed ${missed}` : ''}`,
  };
}

import { productListQuery, productListResponse, productResponse } from '@store/contracts/catalog';
import { call } from '../../test/accounts';
import { eventually } from '../../test/eventually';
import type { TestApp } from '../../test/test-app';

// What catalog-changes.test.ts asks each server for, and how it reads what they answer.

/** The lists each server is asked for, as the route reads them (its cache key is the parsed query). */
export const LISTS = {
  newest: { sort: 'newest', page: '1' },
  newestNext: { sort: 'newest', page: '2' },
  cheapest: { sort: 'price_asc', page: '1' },
  cheap: { sort: 'price_asc', page: '3' },
  rated: { sort: 'rating', page: '1' },
  ratedLow: { sort: 'rating', page: '3' },
} as const;
export const listUrl = (query: Record<string, string>) =>
  `/api/fetch_products_by_collection?${new URLSearchParams({ collection: 'all', brand: 'all', category: 'all', ...query })}`;
export const listKey = (query: Record<string, string>) =>
  `list:${JSON.stringify(productListQuery.parse({ collection: 'all', brand: 'all', category: 'all', ...query }))}`;

/** A few turns of the event loop: named changes are dropped together on the next, and forgotten once the refs are read. */
export const turns = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** The card a server's newest list shows for a product, if it shows one. */
export const newestCard = async (t: TestApp, id: string) =>
  productListResponse
    .parse((await call(t.app, 'GET', listUrl(LISTS.newest))).body)
    .data.find((card) => card._id === id);

/** The quantity a server's product answer says is left. */
export const quantityOn = async (t: TestApp, id: string) =>
  productResponse.parse((await call(t.app, 'GET', `/api/fetch_product?id=${id}`)).body).data.quantity;

/** An answer a test keeps warm: its address, and its key in the cache. */
export type Watched = Record<string, { url: string; key: string }>;
export type Held = Record<string, boolean>;

/**
 * What the change tests watch on every server: `warm` asks for each answer until every server
 * keeps it, `held` says which a server still holds, `heldOnEach` waits (a second at most) for a
 * change's notice to reach every server.
 */
export function watchAnswers(servers: () => TestApp[], answers: () => Watched) {
  const ask = async () => {
    for (const t of servers()) {
      for (let round = 0; round < 2; round++) {
        for (const { url } of Object.values(answers())) {
          const answer = await call(t.app, 'GET', url);
          if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
        }
      }
    }
  };
  const held = (t: TestApp): Held =>
    Object.fromEntries(
      Object.entries(answers()).map(([name, { key }]) => [name, t.app.catalog.responses.get(key) !== undefined]),
    );
  return {
    held,
    /** Asks each server twice for every answer, so each keeps them; again while a late notice of an earlier change drops one. */
    async warm() {
      for (let round = 0; round < 40; round++) {
        await ask();
        if (servers().every((t) => Object.values(held(t)).every(Boolean))) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the answers asked for were not kept');
    },
    /** Every answer held, or every one dropped. */
    all: (value: boolean): Held => Object.fromEntries(Object.keys(answers()).map((name) => [name, value])),
    /** The text of each answer a server holds, by name. */
    heldText: (t: TestApp) =>
      Object.fromEntries(
        Object.entries(answers()).map(([name, { key }]) => [
          name,
          t.app.catalog.responses.get(key)?.json.toString() ?? '',
        ]),
      ),
    /** What each server holds once the notice of a change has reached it (`arrived`), within a second. */
    heldOnEach: (arrived: (h: Held) => boolean) =>
      Promise.all(servers().map((t) => eventually(async () => held(t), arrived, 1_000))),
  };
}

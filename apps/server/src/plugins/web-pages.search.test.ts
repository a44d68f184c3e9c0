import { MAX_PAGE, SEARCH_MAX_CHARS, SHOP_NAME } from '@store/contracts/constants';
import { pageDataKey } from '@store/contracts/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, type TestApp } from '../test/test-app';
import {
  cardText,
  h1s,
  page,
  SHOP_URL,
  shownPrice,
  startRenderedStore,
  textOf,
  type RenderedStore,
  type ShownPage,
} from './web-pages.rendered.kit';

// The search results page (`/search?q=`) as the server renders it with the web app's own entry:
// the whole catalog searched for the text, kept out of search engines but open to their crawlers.

let store: RenderedStore;
let t: TestApp;
beforeAll(async () => {
  store = await startRenderedStore();
  t = store.t;
});
afterAll(async () => {
  await store?.close();
});

/** The list call the page starts with, as the web app asks for it: every product, for every bike. */
const searchCall = (q: string, page = 1, sort = 'relevance') =>
  `/api/fetch_products_by_collection?brand=all&category=all&collection=all&page=${page}&search=${q}&sort=${sort}`;

/** Found, out of search engines with its links followed, one canonical link to `path`, and no shared-link tags. */
function expectSearchPage(shown: ShownPage, path: string) {
  expect(shown.status).toBe(200);
  expect(shown.robots).toBe('noindex, follow');
  expect(shown.canonicals.map((href) => href.replace(/&amp;/g, '&'))).toEqual([`${SHOP_URL}${path}`]);
  expect(shown.html).not.toContain('og:title');
}

type Card = { _id: string; name: string; price: number; discount_price: number };

describe('the search results page', () => {
  it('shows what the API finds for the text, with its heading, count and prices', async () => {
    const api = (await getJson(t.app, searchCall('helmet'))).body;
    const cards: Card[] = api.data;
    expect(cards.length).toBeGreaterThan(1);
    const shown = await page(t, '/search?q=helmet');

    expectSearchPage(shown, '/search?q=helmet');
    expect(shown.title).toBe(`Results for “helmet” | ${SHOP_NAME}`);
    expect(h1s(shown.root)).toEqual(['Results for “helmet”']);
    const text = textOf(shown.root);
    expect(text).toContain(`${api.total_products} product(s) found`);
    for (const card of cards) expect(cardText(text, card.name), card.name).toContain(shownPrice(card));
    // The same answer the browser's first render reads, for every bike: the bike filter comes after hydration.
    expect(shown.data?.[pageDataKey(searchCall('helmet'))]).toEqual(api);
    expect(text).not.toContain('Fits my');
    expect(shown.jsonLd).toEqual([]);
  });

  it('names only the text and the page in its canonical link', async () => {
    const api = (await getJson(t.app, searchCall('helmet', 2, 'price_asc'))).body;
    const shown = await page(t, '/search?q=helmet&sort=price_asc&page=2&view=list');
    expectSearchPage(shown, '/search?q=helmet&page=2');
    expect(shown.title).toBe(`Results for “helmet” - Page 2 | ${SHOP_NAME}`);
    expect(cardText(textOf(shown.root), api.data[0].name)).toContain(shownPrice(api.data[0]));
  });

  it('asks for a text when there is none, and places no answers', async () => {
    const shown = await page(t, '/search');
    expectSearchPage(shown, '/search');
    expect(shown.title).toBe(`Search | ${SHOP_NAME}`);
    expect(h1s(shown.root)).toEqual(['Search the store']);
    expect(Object.keys(shown.data ?? {})).toEqual(['#page']);
    expectSearchPage(await page(t, '/search?q=+++'), '/search');
  });

  it('says when nothing matches, with ways on', async () => {
    const shown = await page(t, '/search?q=zzqxxv');
    expectSearchPage(shown, '/search?q=zzqxxv');
    const text = textOf(shown.root);
    expect(text).toContain('0 product(s) found');
    expect(text).toContain('No results for “zzqxxv”');
    expect(text).toContain('Browse the Shop');
  });

  it('answers a text or a filter the API refuses with the 404 page', async () => {
    const refusedUrls = [
      `/search?q=${'a'.repeat(SEARCH_MAX_CHARS + 1)}`,
      '/search?q=helmet&brand=NoSuchBrand',
      `/search?q=helmet&page=${MAX_PAGE + 1}`,
    ];
    for (const url of refusedUrls) {
      const shown = await page(t, url);
      expect(shown.status, url).toBe(404);
      expect(shown.robots, url).toBe('noindex, follow');
      expect(h1s(shown.root), url).toEqual(['Oops! Page not found']);
    }
  });
});

describe("the all-products list's old search address", () => {
  it('shows the same results and points crawlers at the search page', async () => {
    const api = (await getJson(t.app, searchCall('helmet', 1, 'newest'))).body;
    const shown = await page(t, '/products/all?brand=all&collection=all&page=1&search=helmet&sort=newest');
    expectSearchPage(shown, '/search?q=helmet');
    expect(shown.data?.[pageDataKey(searchCall('helmet', 1, 'newest'))]).toEqual(api);
    expect(cardText(textOf(shown.root), api.data[0].name)).toContain(shownPrice(api.data[0]));
  });
});

import { MAX_PAGE, SEARCH_MAX_CHARS, SHOP_NAME } from '@store/contracts/constants';
import { pageDataKey } from '@store/contracts/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, type TestApp } from '../test/test-app';
import { movedPagePath } from './page-plans';
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
// the whole catalog searched for the text, kept out of search engines but open to their crawlers;
// and the 301 from its old address, `/products/all?search=`.

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

  it('asks for a text when there is none, and places only the shop’s details', async () => {
    const shown = await page(t, '/search');
    expectSearchPage(shown, '/search');
    expect(shown.title).toBe(`Search | ${SHOP_NAME}`);
    expect(h1s(shown.root)).toEqual(['Search the store']);
    expect(Object.keys(shown.data ?? {}).sort()).toEqual(['#page', '/api/shop_details']);
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

  it('searches for the start of a text longer than a search takes, and says so', async () => {
    const long = `helmet ${'a'.repeat(SEARCH_MAX_CHARS)}`;
    const shown = await page(t, `/search?q=${long}`);
    expectSearchPage(shown, '/search?q=helmet');
    expect(h1s(shown.root)).toEqual(['Results for “helmet”']);
    expect(textOf(shown.root)).toContain(
      `Your search was longer than ${SEARCH_MAX_CHARS} characters, so we searched for its first words.`,
    );
  });

  it('answers a filter the API refuses with the 404 page', async () => {
    const refusedUrls = ['/search?q=helmet&brand=NoSuchBrand', `/search?q=helmet&page=${MAX_PAGE + 1}`];
    for (const url of refusedUrls) {
      const shown = await page(t, url);
      expect(shown.status, url).toBe(404);
      expect(shown.robots, url).toBe('noindex, follow');
      expect(h1s(shown.root), url).toEqual(['Oops! Page not found']);
    }
  });
});

describe("the all-products list's old search address", () => {
  /** What the server answers a GET (or HEAD) of `url` with, without following a redirect. */
  const answer = async (url: string, method: 'GET' | 'HEAD' = 'GET') => {
    const res = await t.app.inject({ method, url });
    return { status: res.statusCode, location: res.headers.location, cache: res.headers['cache-control'] };
  };
  const CHIP = '00000000-0000-4000-8000-000000000001';

  it('answers 301 to the search page before rendering, keeping what the search page reads', async () => {
    const moves: [string, string][] = [
      ['/products/all?brand=all&collection=all&page=1&search=helmet&sort=newest', '/search?q=helmet&sort=newest'],
      [
        `/products/all?search=+chain+lube+&brand=Motul&collection=${CHIP}&page=2&sort=price_asc&view=list&fit=all`,
        `/search?q=chain+lube&brand=Motul&collection=${CHIP}&page=2&sort=price_asc&view=list&fit=all`,
      ],
      // The defaults are left out, what the search page does not read is dropped, and `q` is the old text's.
      ['/products/all?search=helmet&view=grid&fit=bike&sort=relevance&q=other&utm_source=x', '/search?q=helmet'],
      // Every spelling the web app's router answers to, as the pages are planned.
      ['/Products/all/?search=helmet', '/search?q=helmet'],
      ['/products/%61ll?search=helmet', '/search?q=helmet'],
      ['/products/all?search=k%26n+filter', '/search?q=k%26n+filter'],
    ];
    for (const [from, to] of moves) {
      expect(await answer(from), from).toEqual({ status: 301, location: to, cache: 'public, max-age=86400' });
    }
    expect((await answer(moves[0]![0], 'HEAD')).location).toBe('/search?q=helmet&sort=newest');
    // A page already kept under the old address is not served in place of the move.
    expect(t.app.catalog.pages.get(`page:${moves[0]![0]}`)).toBeUndefined();
  });

  it('lands on the search page with the same results', async () => {
    const { location } = await answer('/products/all?brand=all&collection=all&page=1&search=helmet&sort=newest');
    const api = (await getJson(t.app, searchCall('helmet', 1, 'newest'))).body;
    const shown = await page(t, location!);
    expectSearchPage(shown, '/search?q=helmet');
    expect(shown.data?.[pageDataKey(searchCall('helmet', 1, 'newest'))]).toEqual(api);
  });

  it("leaves a category's own search, an empty search and other pages where they are", async () => {
    const [category] = (await getJson(t.app, '/api/fetch_all_collections')).body.data;
    for (const url of [
      `/products/${category._id}?search=helmet`,
      '/products/all?search=',
      '/products/all?search=+++&brand=Motul',
      '/products/all?brand=Motul&collection=all&page=1',
      '/search?q=helmet&search=chain',
      '/shop?search=helmet',
    ]) {
      const { status, location } = await answer(url);
      expect(status, url).toBe(200);
      expect(location, url).toBeUndefined();
    }
  });

  it('answers a search the list would refuse with the 404 page where it is, echoing nothing', async () => {
    for (const url of [
      `/products/all?search=${'a'.repeat(SEARCH_MAX_CHARS + 1)}`,
      `/products/all?search=helmet&page=${MAX_PAGE + 1}`,
      '/products/all?search=helmet&collection=not-an-id',
    ]) {
      const { status, location } = await answer(url);
      expect(status, url).toBe(404);
      expect(location, url).toBeUndefined();
    }
  });
});

describe('movedPagePath', () => {
  it('moves only our own addresses, and reads a malformed one as not moved', () => {
    expect(movedPagePath('/products/all?search=helmet')).toBe('/search?q=helmet');
    expect(movedPagePath('//other.example/products/all?search=helmet')).toBeUndefined();
    expect(movedPagePath('//[/products/all?search=helmet')).toBeUndefined();
    expect(movedPagePath('/products/%E0%A4%A?search=helmet')).toBeUndefined();
    expect(movedPagePath('/products/ALL?search=helmet')).toBeUndefined();
    expect(movedPagePath('/products/all/more?search=helmet')).toBeUndefined();
  });
});

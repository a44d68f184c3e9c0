// What each change a shop makes through the day drops on every server (docs/decisions/112): a
// product selling out or coming back, staff rewriting a product's words, a review beside a search,
// a banner, a home section and a collection. Each drops the answers that depend on it, on both
// servers within a second, and keeps every other one; the next answers show the change.
import { adminProductResponse, productInputOf } from '@store/contracts/admin-catalog';
import { productListResponse, productResponse, searchResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { adminCall } from '../../test/admin';
import { plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LISTS, listKey, listUrl, newestCard, watchAnswers, type Held } from './catalog-changes.kit';
import { refreshProductSearchText, setProductRating } from './products.repo';

let a: TestApp;
let b: TestApp;
let boss: Shopper;
let sold: { id: string; variant: string };
let other: { id: string; variant: string };
/** A word of the sold product's name, which search finds it by. */
let word: string;

const servers = () => [a, b];
const searched = { search: 'zorblat' };

const answers = () => ({
  sold: { url: `/api/fetch_product?id=${sold.id}`, key: `product:${sold.id}` },
  other: { url: `/api/fetch_product?id=${other.id}`, key: `product:${other.id}` },
  home: { url: '/api/home', key: 'home' },
  collections: { url: '/api/collections', key: 'collections' },
  searchSold: { url: `/api/search?search=${word}`, key: `search:${word}` },
  searchHelmet: { url: '/api/search?search=helmet', key: 'search:helmet' },
  newest: { url: listUrl(LISTS.newest), key: listKey(LISTS.newest) },
  newestNext: { url: listUrl(LISTS.newestNext), key: listKey(LISTS.newestNext) },
  searchedList: { url: listUrl(searched), key: listKey(searched) },
});
const { warm, held, all, heldOnEach } = watchAnswers(servers, answers);

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ sharing: a });
  boss = await shopper(a.app, a.db, 'boss@example.com', 'admin');
  [sold, other] = (await plainProducts(a.db, 2)) as [typeof sold, typeof other];
  // Both lead the newest list (page 1), and neither is on home.
  await a.db.execute(
    sql`UPDATE products SET created_at = now() + interval '1 day' WHERE id IN (${sold.id}, ${other.id})`,
  );
  await a.db.execute(sql`DELETE FROM home_section_items WHERE product_id IN (${sold.id}, ${other.id})`);
  await setStock(a.db, sold.variant, 5);
  // Its links stored in another order than the form lists them (a bike first, then its category), as
  // an import may leave them: a save that changes neither must not write them again.
  await a.db.execute(
    sql`INSERT INTO product_categories (product_id, category_id, position)
        SELECT ${sold.id}, id, -1 FROM categories WHERE kind = 'make' ORDER BY name LIMIT 1`,
  );
  await refreshProductSearchText(a.db, [sold.id]);
  const name = productResponse.parse((await call(a.app, 'GET', `/api/fetch_product?id=${sold.id}`)).body).data.name;
  word =
    name
      .toLowerCase()
      .split(' ')
      .find((w) => w.length > 4) ?? name.toLowerCase();
  // Those changes empty every server's caches and refs when their notices arrive: before the tests.
  for (const t of servers()) await t.app.catalog.settle();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/**
 * Warms every answer on both servers, makes the change, and answers what each server holds once
 * `gone` has been dropped on it, within a second. The server the change was made through has
 * dropped it by the time a back-office write answers.
 */
async function afterChange(gone: string, change: () => Promise<unknown>): Promise<Held[]> {
  await warm();
  for (const t of servers()) expect(held(t)).toEqual(all(true));
  const refs = await a.app.catalog.refs.get();
  await change();
  const after = await heldOnEach((h) => !h[gone]);
  // Nothing here changes the catalog's tree or counts. (A change's notices are all heard in one
  // turn and dropped together, so what is kept is read once the awaited answer has gone.)
  expect(await a.app.catalog.refs.get()).toBe(refs);
  return after;
}

const cardOf = async (t: TestApp, id: string) => newestCard(t, id);

describe('a product selling out or coming back', () => {
  it('drops its answers, the answers showing its card and every search, and keeps the rest', async () => {
    const patchStock = (stock: number) =>
      adminCall(a.app, boss, 'PATCH', `/api/admin/variants/${sold.variant}`, { stock }).then((r) =>
        expect(r.status).toBe(200),
      );
    const dropped = { sold: false, newest: false, searchSold: false, searchHelmet: false, searchedList: false };
    for (const after of await afterChange('sold', () => patchStock(0)))
      expect(after).toEqual({ ...all(true), ...dropped });
    // Every server's list shows it sold out at once.
    for (const t of servers()) expect((await cardOf(t, sold.id))?.quantity).toBe(0);

    for (const after of await afterChange('sold', () => patchStock(4)))
      expect(after).toEqual({ ...all(true), ...dropped });
    for (const t of servers()) expect((await cardOf(t, sold.id))?.quantity).toBe(4);
  });
});

describe("staff rewriting a product's description", () => {
  it('drops its answers and the answers showing its card, and keeps every search', async () => {
    const admin = adminProductResponse.parse(
      (await adminCall(a.app, boss, 'GET', `/api/admin/products/${sold.id}`)).body,
    ).data;
    const input = { ...productInputOf(admin), description: 'Checked by staff.' };
    const after = await afterChange('sold', async () => {
      expect((await adminCall(a.app, boss, 'PUT', `/api/admin/products/${sold.id}`, input)).status).toBe(200);
    });
    // Its hits show its name, first picture and price, none of which changed: every search is kept.
    for (const h of after) expect(h).toEqual({ ...all(true), sold: false, newest: false });
    for (const t of servers()) {
      expect(
        productResponse.parse((await call(t.app, 'GET', `/api/fetch_product?id=${sold.id}`)).body).data.description,
      ).toBe('Checked by staff.');
    }
  });
});

describe('staff renaming a product', () => {
  it('drops its answers, the answers showing its card and every search; every server finds it by its new name', async () => {
    const admin = adminProductResponse.parse(
      (await adminCall(a.app, boss, 'GET', `/api/admin/products/${other.id}`)).body,
    ).data;
    const input = { ...productInputOf(admin), name: 'Zorblat Chain Guard', description: 'Rewritten by staff.' };
    const after = await afterChange('other', async () => {
      const saved = await adminCall(a.app, boss, 'PUT', `/api/admin/products/${other.id}`, input);
      expect(saved.status).toBe(200);
      // Dropped on the server it was saved through by the time the save answers.
      expect(held(a)).toMatchObject({ other: false, newest: false, newestNext: true });
    });
    const dropped = { other: false, newest: false, searchSold: false, searchHelmet: false, searchedList: false };
    for (const h of after) expect(h).toEqual({ ...all(true), ...dropped });
    for (const t of servers()) {
      expect((await cardOf(t, other.id))?.name).toBe('Zorblat Chain Guard');
      const found = productListResponse.parse((await call(t.app, 'GET', listUrl(searched))).body).data;
      expect(found.map((card) => card._id)).toContain(other.id);
    }
  });
});

describe('a review beside a search', () => {
  it('keeps the searches showing the product, whose hits show no rating, and drops them on a price change', async () => {
    const hits = async (t: TestApp) =>
      searchResponse.parse((await call(t.app, 'GET', `/api/search?search=${word}`)).body).products.map((p) => p._id);
    expect(await hits(a)).toContain(sold.id);
    const rated = await afterChange('newest', () => setProductRating(a.db, sold.id, 4.5, 2));
    for (const h of rated) expect(h).toEqual({ ...all(true), sold: false, newest: false });

    const price = (await cardOf(a, sold.id))!.discount_price - 100;
    const priced = await afterChange('newest', () =>
      adminCall(a.app, boss, 'PATCH', `/api/admin/variants/${sold.variant}`, { pricePaise: price }).then((r) =>
        expect(r.status).toBe(200),
      ),
    );
    for (const h of priced) expect(h).toEqual({ ...all(true), sold: false, newest: false, searchSold: false });
    for (const t of servers()) {
      const hit = searchResponse
        .parse((await call(t.app, 'GET', `/api/search?search=${word}`)).body)
        .products.find((p) => p._id === sold.id);
      expect(hit?.discount_price).toBe(price);
    }
  });
});

describe('the home page and the collections', () => {
  it('a banner drops home alone', async () => {
    const [banner] = await queryRows(
      a.db,
      z.object({
        id: z.string(),
        image: z.string(),
        heading: z.string(),
        description: z.string(),
        position: z.number(),
      }),
      sql`SELECT id, image, heading, description, position FROM banners ORDER BY position LIMIT 1`,
    );
    const after = await afterChange('home', async () => {
      const saved = await adminCall(a.app, boss, 'PUT', `/api/admin/banners/${banner!.id}`, {
        image: banner!.image,
        heading: 'Monsoon ride-out',
        description: banner!.description,
        position: banner!.position,
        active: true,
      });
      expect(saved.status).toBe(200);
    });
    for (const h of after) expect(h).toEqual({ ...all(true), home: false });
    for (const t of servers()) {
      expect(JSON.stringify((await call(t.app, 'GET', '/api/home')).body)).toContain('Monsoon ride-out');
    }
  });

  it('a product added to a home section drops home alone', async () => {
    const after = await afterChange('home', () =>
      a.db.execute(
        sql`INSERT INTO home_section_items (section, product_id, position) VALUES ('trending', ${other.id}, 99)`,
      ),
    );
    for (const h of after) expect(h).toEqual({ ...all(true), home: false });
    await a.db.execute(sql`DELETE FROM home_section_items WHERE product_id = ${other.id}`);
    // Its notice drops home again: heard before the next test warms it.
    for (const t of servers()) await t.app.catalog.settle();
  });

  it('a collection drops the collections alone', async () => {
    const [card] = await queryRows(
      a.db,
      z.object({ id: z.string(), image: z.string(), category_id: z.string(), position: z.number() }),
      sql`SELECT id, image, category_id, position FROM collections ORDER BY position LIMIT 1`,
    );
    const after = await afterChange('collections', async () => {
      const saved = await adminCall(a.app, boss, 'PUT', `/api/admin/collections/${card!.id}`, {
        name: 'Rain Gear',
        image: card!.image,
        categoryId: card!.category_id,
        position: card!.position,
      });
      expect(saved.status).toBe(200);
    });
    for (const h of after) expect(h).toEqual({ ...all(true), collections: false });
    for (const t of servers()) {
      expect(JSON.stringify((await call(t.app, 'GET', '/api/collections')).body)).toContain('Rain Gear');
    }
  });
});

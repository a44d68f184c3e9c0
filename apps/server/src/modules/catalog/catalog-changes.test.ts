// What a catalog change drops from the caches of every server (docs/decisions/098, 099, 112 and
// 113): stock that moves without a product selling out drops that product's own answers and pages
// and nothing else; a price or a rating drops those, the answers showing its card and the pages in
// that order whose keys lie between its old place and its new; a change of what places a product
// in lists drops everything. The other kinds are in catalog-changes-named.test.ts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponse } from '@store/contracts/catalog';
import { answerBody } from '../../lib/cached-body';
import { call } from '../../test/accounts';
import { adminCall } from '../../test/admin';
import { eventually } from '../../test/eventually';
import { createOrder, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { productTag } from './catalog-cache';
import { ListMarks } from './list-marks';
import { listMarksKey } from './list-size.service';
import { LISTS, listKey, listUrl, newestCard, quantityOn, turns, watchAnswers } from './catalog-changes.kit';
import { setProductRating } from './products.repo';

let a: TestApp;
let b: TestApp;
let asha: Shopper;
let boss: Shopper;
let sold: { id: string; variant: string };
let other: { id: string; variant: string };

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({ sharing: a });
  asha = await shopper(a.app, a.db, 'asha@example.com');
  boss = await shopper(a.app, a.db, 'boss@example.com', 'admin');
  [sold, other] = (await plainProducts(a.db, 2)) as [typeof sold, typeof other];
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const servers = () => [a, b];

/** Each answer `warm` asks for, by name: its address and its key in the cache. */
const answers = () => ({
  sold: { url: `/api/fetch_product?id=${sold.id}`, key: `product:${sold.id}` },
  other: { url: `/api/fetch_product?id=${other.id}`, key: `product:${other.id}` },
  home: { url: '/api/home', key: 'home' },
  search: { url: '/api/search?search=helmet', key: 'search:helmet' },
  ...Object.fromEntries(
    Object.entries(LISTS).map(([name, query]) => [name, { url: listUrl(query), key: listKey(query) }]),
  ),
});
const { warm, held, all, heldText, heldOnEach } = watchAnswers(servers, answers);

describe('a change of stock alone', () => {
  it("drops the sold product's answer on every server within a second, and keeps every other answer", async () => {
    await setStock(a.db, sold.variant, 20);
    await warm();
    for (const t of servers()) expect(held(t)).toEqual(all(true));

    const placed = await createOrder(a.app, asha, sold, 2);
    expect(placed.status).toBe(200);
    const reservedAt = Date.now();
    for (const after of await heldOnEach((h) => !h.sold)) expect(after).toEqual({ ...all(true), sold: false });
    expect(Date.now() - reservedAt).toBeLessThan(1_000);
    // What is asked for next is the stock left, on both servers.
    for (const t of servers()) expect(await quantityOn(t, sold.id)).toBe(18);
  });

  it("drops the product's pages as well, and no other page", async () => {
    for (const t of servers()) {
      const pages = t.app.catalog.pages;
      const at = Date.now();
      pages.set('page:/product/x', answerBody('x', at + 60_000), 10, pages.generation, 60_000, at, [
        productTag(sold.id),
      ]);
      pages.set('page:/', answerBody('home', at + 60_000), 10, pages.generation, 60_000, at);
    }
    await a.db.execute(sql`UPDATE product_variants SET stock = stock - 1 WHERE id = ${sold.variant}`);
    for (const t of servers()) {
      await eventually(
        async () => t.app.catalog.pages.get('page:/product/x'),
        (page) => page === undefined,
        1_000,
      );
      expect(t.app.catalog.pages.get('page:/product/x')).toBeUndefined();
      expect(t.app.catalog.pages.get('page:/')).toBeDefined();
    }
  });
});

describe('a change of what places a product in lists', () => {
  it("empties everything, the refs too, when a product moves to another brand: the brands' lists and counts hold it", async () => {
    await warm();
    const refs = await a.app.catalog.refs.get();
    await a.db.execute(
      sql`UPDATE products SET brand_id = (SELECT id FROM brands WHERE id <> products.brand_id LIMIT 1) WHERE id = ${other.id}`,
    );
    for (const after of await heldOnEach((h) => !h.home)) expect(after).toEqual(all(false));
    expect(await a.app.catalog.refs.get()).not.toBe(refs);
  });
});

describe('a change of price or rating', () => {
  beforeAll(async () => {
    // The two products lead the newest list (page 1) and are on no other list asked for, nor on home.
    await a.db.execute(
      sql`UPDATE products SET created_at = now() + interval '1 day' WHERE id IN (${sold.id}, ${other.id})`,
    );
    await a.db.execute(sql`DELETE FROM home_section_items WHERE product_id IN (${sold.id}, ${other.id})`);
    await setStock(a.db, sold.variant, 20);
    // The demo's products have no reviews: nine rated five stars lead the rating order (page 1),
    // and the rest (page 3) are at none.
    await a.db.execute(
      sql`UPDATE products SET rating = 5, review_count = 3 WHERE id IN (
            SELECT id FROM products WHERE NOT is_hidden AND id NOT IN (${sold.id}, ${other.id}) ORDER BY id LIMIT 9)`,
    );
    // Those changes empty every server's caches and refs when their notices arrive: before the tests.
    for (const t of servers()) await t.app.catalog.settle();
  });

  /**
   * Warms every answer on both servers, makes the change, and checks that each server drops
   * exactly the answers that showed the product's card, its own, and the lists in `order` (those
   * whose keys its move crosses), within a second; answers which it dropped.
   */
  async function dropsWhatShowsIt(id: string, order: string[], change: () => Promise<unknown>) {
    await warm();
    const before = servers().map(heldText);
    const changedAt = Date.now();
    await change();
    const after = await Promise.all(
      servers().map((t) =>
        eventually(
          async () => held(t),
          (h) => !h.newest,
          1_000,
        ),
      ),
    );
    expect(Date.now() - changedAt).toBeLessThan(1_500);
    for (const [i, kept] of after.entries()) {
      const showedIt = Object.fromEntries(
        Object.entries(before[i]!).map(([name, text]) => [name, !text.includes(id) && !order.includes(name)]),
      );
      expect(kept).toEqual(showedIt);
    }
    return after[0]!;
  }

  /** The selling prices a server's list shows, in its order. */
  const pricesOn = async (t: TestApp, query: Record<string, string>) =>
    productListResponse.parse((await call(t.app, 'GET', listUrl(query))).body).data.map((card) => card.discount_price);

  it('drops the product, the answers showing its card and the pages in price order it moves across, on every server, and keeps the refs', async () => {
    const refs = await a.app.catalog.refs.get();
    // Into the middle of the third page in price order, from far above it; the first page's prices
    // are well below (not vacuous: bands are 5% wide).
    const cheap = await pricesOn(a, LISTS.cheap);
    const price = cheap[4]!;
    expect(Math.max(...(await pricesOn(a, LISTS.cheapest))) * 1.1).toBeLessThan(price);
    expect((await newestCard(a, other.id))!.discount_price).toBeGreaterThan(Math.max(...cheap) * 1.1);
    const dropped = await dropsWhatShowsIt(other.id, ['cheap'], () =>
      adminCall(a.app, boss, 'PATCH', `/api/admin/variants/${other.variant}`, { pricePaise: price }).then((r) => {
        expect(r.status).toBe(200);
        // The server the change was made on has dropped what it touched by the time it answers.
        expect(held(a)).toMatchObject({ other: false, newest: false, newestNext: true, cheap: false });
      }),
    );
    // Not vacuous: a list in another order showed it and went, another stayed; the page in price
    // order it came onto went, the one below it stayed.
    expect(dropped).toMatchObject({
      home: true,
      other: false,
      newest: false,
      newestNext: true,
      cheapest: true,
      cheap: false,
      // The five-star page holds none of the two; the unrated page may show the product (ids
      // order it), so what it does is held by the check above alone.
      rated: true,
      sold: true,
    });
    for (const t of servers()) {
      expect((await newestCard(t, other.id))?.discount_price).toBe(price);
      expect(await pricesOn(t, LISTS.cheap)).toContain(price);
      const list = productListResponse.parse((await call(t.app, 'GET', listUrl(LISTS.cheap))).body);
      expect(list.data.map((card) => card._id)).toContain(other.id);
    }
    expect(await a.app.catalog.refs.get()).toBe(refs);
  });

  it('drops home when the price changes of a running flash deal it does not show', async () => {
    const price = (await newestCard(a, other.id))!.discount_price;
    // A deal that does not lower the price (the price was cut below it): not shown, for now.
    await a.db.execute(
      sql`INSERT INTO home_section_items (section, product_id, position, deal_price_paise, ends_at)
          VALUES ('flash_deals', ${other.id}, 99, ${price + 1_000}, now() + interval '1 hour')`,
    );
    try {
      const dealsOf = async (t: TestApp) =>
        (
          (await call(t.app, 'GET', '/api/home')).body.data.flashDeals.products as Array<{ productId: { _id: string } }>
        ).map((d) => d.productId._id);
      await eventually(
        () => dealsOf(a),
        (ids) => !ids.includes(other.id),
        1_000,
      );
      const dropped = await dropsWhatShowsIt(other.id, ['cheap', 'home'], () =>
        adminCall(a.app, boss, 'PATCH', `/api/admin/variants/${other.variant}`, { pricePaise: price + 2_000 }),
      );
      expect(dropped).toMatchObject({ home: false, cheapest: true, rated: true, sold: true });
      // The deal lowers the price now, and home shows it on every server.
      for (const t of servers()) expect(await dealsOf(t)).toContain(other.id);
    } finally {
      await a.db.execute(sql`DELETE FROM home_section_items WHERE product_id = ${other.id}`);
      // Its notice reloads the refs, which the next test holds to be kept: it arrives first.
      for (const t of servers()) await t.app.catalog.settle();
    }
  });

  it('forgets the list marks of the sorts a change reorders, and only those, giving back their budget', async () => {
    const refs = await a.app.catalog.refs.get();
    const key = (sort: string) => listMarksKey({ scope: undefined, brandId: 'none', garage: undefined, sort });
    const kept = [key('newest'), key('relevance')];
    const forgotten = [key('price_asc'), key('price_desc')];
    const bikeParts = 'fitting none 1 2020';
    const ours = [...kept, ...forgotten, bikeParts];
    const left = () => [...refs.remembered.keys()].filter((k) => ours.includes(k)).sort();
    for (const k of ours) refs.remembered.set(k, Promise.resolve(undefined));
    // A list's marks that have learnt one: the budget is charged for it.
    const marks = ListMarks.forList(100_000, refs.markBudget)!;
    refs.remembered.set(key('price_asc'), Promise.resolve(marks));
    const budget = refs.markBudget.left;
    marks.learn(marks.every, ['1', 'x']);
    expect(refs.markBudget.left).toBe(budget - 1);

    // A price that moves no product in the price index (a variant's, a flash deal) forgets nothing.
    a.app.catalog.changed(`price:${other.id}`);
    await turns();
    expect(left()).toEqual([...ours].sort());
    a.app.catalog.changed('order:price:40900:42900');
    await turns();
    // The bike's parts carry every sort's keys, prices among them, which place shared marks.
    expect(left()).toEqual([...kept].sort());
    expect(await a.app.catalog.refs.get()).toBe(refs);
    // Given back, and learning no more: a walk under way would learn a place in the old order.
    expect(refs.markBudget.left).toBe(budget);
    marks.learn(2 * marks.every, ['2', 'y']);
    expect(refs.markBudget.left).toBe(budget);

    for (const k of ours) refs.remembered.set(k, Promise.resolve(undefined));
    a.app.catalog.changed(`rating:${other.id}`);
    a.app.catalog.changed('order:rating:0:4.5');
    await turns();
    expect(left()).toEqual([...kept, ...forgotten].sort());
    for (const k of ours) refs.remembered.delete(k);
  });

  it('empties everything when more products are named at once than it is worth dropping one by one', async () => {
    await warm();
    const refs = await a.app.catalog.refs.get();
    for (let i = 0; i < 1_001; i++) a.app.catalog.changed(`price:${randomUUID()}`);
    await turns();
    expect(held(a)).toEqual(all(false));
    expect(await a.app.catalog.refs.get()).not.toBe(refs);
  });

  it('drops the same with the pages in rating order it moves across when a review moves a rating', async () => {
    // From no stars to four and a half: across the unrated (page 3), not up to the five-star page.
    const dropped = await dropsWhatShowsIt(sold.id, ['ratedLow'], () => setProductRating(a.db, sold.id, 4.5, 2));
    expect(dropped).toMatchObject({
      sold: false,
      newest: false,
      newestNext: true,
      cheapest: true,
      rated: true,
      ratedLow: false,
      other: true,
    });
    for (const t of servers()) {
      expect(await newestCard(t, sold.id)).toMatchObject({ rating: 4.5, reviewCount: 2 });
    }
  });
});

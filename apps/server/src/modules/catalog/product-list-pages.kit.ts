import type { ProductListQuery, ProductListResponse } from '@store/contracts/catalog';
import { PAGE_SIZE } from '@store/contracts/constants';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

/*
 * Every page of a list, in every sort, against the order written out plainly in SQL: a page in a
 * list's second half is read from the other end, a sparse list's page may be read by gathering the
 * list (docs/decisions/100), and the brand chips and the total of a list narrowed only by
 * categories, a brand and a bike come from memory and the bike's links, so each way must give
 * exactly what reading the list from the top gives.
 */
export interface ListScope {
  label: string;
  query: string;
  where: SQL;
  chipsWhere: SQL;
}

const ORDER: Record<ProductListQuery['sort'], SQL> = {
  relevance: sql`p.popularity DESC, p.id`,
  newest: sql`p.created_at DESC, p.id`,
  price_asc: sql`p.price_paise, p.id`,
  price_desc: sql`p.price_paise DESC, p.id DESC`,
  rating: sql`p.rating DESC, p.review_count DESC, p.id`,
};

const VISIBLE = sql`NOT p.is_hidden AND p.variant_count > 0`;

/** A test app on the demo catalog and its eleven lists, made before the file's tests and closed after. */
export function withListScopes(): { readonly t: TestApp; readonly scopes: ListScope[] } {
  const made: { t?: TestApp; scopes?: ListScope[] } = {};
  beforeAll(async () => {
    made.t = await createTestApp();
    made.scopes = await listScopes(made.t);
  });
  afterAll(async () => {
    await made.t?.close();
  });
  return {
    get t() {
      return made.t!;
    },
    get scopes() {
      return made.scopes!;
    },
  };
}

/** A category by its slug, and the condition that a product (`p`) is in its visible subtree. */
async function categoryScope(t: TestApp, slug: string) {
  const [found] = await queryRows(
    t.db,
    z.object({ id: z.string() }),
    sql`SELECT c.id FROM categories c WHERE c.slug = ${slug}`,
  );
  const id = found!.id;
  const within = sql`EXISTS (
    WITH RECURSIVE subtree AS (
      SELECT id FROM categories WHERE id = ${id}
      UNION ALL SELECT c.id FROM categories c JOIN subtree s ON c.parent_id = s.id WHERE NOT c.is_hidden)
    SELECT 1 FROM product_categories pc JOIN subtree s ON s.id = pc.category_id WHERE pc.product_id = p.id)`;
  return { id, within };
}

/** Eleven lists of the demo catalog: the whole catalog, a category, a brand, both, and seven for a bike. */
export async function listScopes(t: TestApp): Promise<ListScope[]> {
  const helmets = await categoryScope(t, 'helmets');
  const inHelmets = helmets.within;
  const brand = await helmetBrand(t);
  // Royal Enfield, the Classic 350's make, with three universal parts also listed under it (the
  // demo lists no bikes for a universal part, the back office allows it): in its list for a bike
  // they are what needs no bike, beside the parts that fit.
  await t.db.execute(sql`INSERT INTO product_categories (product_id, category_id, position)
    SELECT p.id, c.parent_id, 9 FROM products p, categories c
    WHERE c.slug = 'royal-enfield-classic-350' AND p.universal AND ${VISIBLE} ORDER BY p.id LIMIT 3`);
  t.app.catalog.changed();
  return [
    { label: 'the whole catalog', query: 'collection=all&brand=all', where: VISIBLE, chipsWhere: VISIBLE },
    {
      label: 'a category',
      query: `collection=${helmets.id}&brand=all`,
      where: sql`${VISIBLE} AND ${inHelmets}`,
      chipsWhere: sql`${VISIBLE} AND ${inHelmets}`,
    },
    {
      label: 'a brand',
      query: `collection=all&brand=${encodeURIComponent(brand.name)}`,
      where: sql`${VISIBLE} AND p.brand_id = ${brand.id}`,
      chipsWhere: VISIBLE,
    },
    {
      label: 'a category and a brand',
      query: `collection=${helmets.id}&brand=${encodeURIComponent(brand.name)}`,
      where: sql`${VISIBLE} AND ${inHelmets} AND p.brand_id = ${brand.id}`,
      chipsWhere: sql`${VISIBLE} AND ${inHelmets}`,
    },
    ...(await bikeListScopes(t, 2021)),
  ];
}

/** The brand with the most helmets, so that each list narrowed to it runs to several pages. */
async function helmetBrand(t: TestApp) {
  const helmets = await categoryScope(t, 'helmets');
  const [brand] = await queryRows(
    t.db,
    z.object({ id: z.string(), name: z.string() }),
    sql`SELECT b.id, b.name FROM brands b JOIN products p ON p.brand_id = b.id
        WHERE ${VISIBLE} AND ${helmets.within} GROUP BY b.id, b.name ORDER BY count(*) DESC LIMIT 1`,
  );
  return brand!;
}

/**
 * Seven lists for a Classic 350 of `year` (2021 is the J-platform bike, earlier years take other
 * parts): 'Fits my bike' keeps what fits it (its make, or the model in the link's years),
 * universal parts and what is not a bike part.
 */
export async function bikeListScopes(t: TestApp, year: number): Promise<ListScope[]> {
  const [classic] = await queryRows(
    t.db,
    z.object({ id: z.string(), make: z.string() }),
    sql`SELECT c.id, c.parent_id AS make FROM categories c WHERE c.slug = 'royal-enfield-classic-350'`,
  );
  const fits = sql`(p.universal OR NOT p.bike_specific OR EXISTS (SELECT 1 FROM product_categories pc
    WHERE pc.product_id = p.id AND (pc.category_id = ${classic!.make} OR (pc.category_id = ${classic!.id}
      AND COALESCE(pc.year_from, ${year}) <= ${year} AND ${year} <= COALESCE(pc.year_to, ${year})))))`;
  const bike = `&bike=${classic!.id}&year=${year}`;
  const helmets = await categoryScope(t, 'helmets');
  const brand = await helmetBrand(t);
  // Spares & Service: bike parts in several sub-categories, counted once over the subtree.
  const spares = await categoryScope(t, 'spares-service');
  // Shop by Bike: bike parts only, and it holds the bike's make and model, so every part that fits
  // is in it (product-list.repo.ts reads such a list from the bike's links).
  const bikes = await categoryScope(t, 'shop-by-bike');
  const [makeRow] = await queryRows(
    t.db,
    z.object({ slug: z.string() }),
    sql`SELECT slug FROM categories WHERE id = ${classic!.make}`,
  );
  const make = await categoryScope(t, makeRow!.slug);
  // A brand of parts that fit the bike and of what needs no bike: its list for the bike holds both.
  const [mixed] = await queryRows(
    t.db,
    z.object({ id: z.string(), name: z.string(), fewer: z.number().int() }),
    sql`SELECT b.id, b.name, least(count(*) FILTER (WHERE p.universal OR NOT p.bike_specific),
          count(*) FILTER (WHERE p.bike_specific AND NOT p.universal AND ${fits}))::int AS fewer
        FROM brands b JOIN products p ON p.brand_id = b.id WHERE ${VISIBLE}
        GROUP BY b.id, b.name ORDER BY fewer DESC, b.name LIMIT 1`,
  );
  // Both kinds, or the list would not be what it stands for.
  expect(mixed!.fewer).toBeGreaterThan(0);
  const byBrand = (label: string, { id, name }: { id: string; name: string }) => ({
    label,
    query: `collection=all&brand=${encodeURIComponent(name)}${bike}`,
    where: sql`${VISIBLE} AND ${fits} AND p.brand_id = ${id}`,
    chipsWhere: sql`${VISIBLE} AND ${fits}`,
  });
  const inScope = (label: string, collection: string, within: SQL) => ({
    label,
    query: `collection=${collection}&brand=all${bike}`,
    where: sql`${VISIBLE} AND ${within} AND ${fits}`,
    chipsWhere: sql`${VISIBLE} AND ${within} AND ${fits}`,
  });
  return [
    inScope(`the whole catalog for a ${year} bike`, 'all', sql`TRUE`),
    inScope(`a category for a ${year} bike`, spares.id, spares.within),
    inScope(`Shop by Bike for a ${year} bike`, bikes.id, bikes.within),
    inScope(`the bike's make for a ${year} bike`, make.id, make.within),
    // No bike parts in it: read as the list without a bike (product-list.service's holdsBikeParts).
    inScope(`a category of no bike parts for a ${year} bike`, helmets.id, helmets.within),
    byBrand(`a brand for a ${year} bike`, brand),
    byBrand(`a brand of parts and gear for a ${year} bike`, mixed!),
  ];
}

/** How the pages are read: from the first to one past the last, or (`bottomUp`) the other way. */
export interface PageOrder {
  bottomUp?: boolean;
}

async function everyPage(t: TestApp, query: string, sort: string, order: PageOrder) {
  const list = `/api/fetch_products_by_collection?${query}&sort=${sort}`;
  // The total, from a page past any list's end (page 1 would be read before the others).
  const first = await getJson<ProductListResponse>(t.app, `${list}&page=10000`);
  expect(first.status).toBe(200);
  const pages = Math.ceil(first.body.total_products / PAGE_SIZE);
  const numbers = Array.from({ length: pages + 1 }, (_, i) => i + 1);
  const byPage = new Map<number, string[]>();
  for (const page of order.bottomUp ? numbers.reverse() : numbers) {
    const res = await getJson<ProductListResponse>(t.app, `${list}&page=${page}`);
    expect(res.status).toBe(200);
    expect(res.body.total_products).toBe(first.body.total_products);
    const expected = page < pages ? PAGE_SIZE : Math.max(0, first.body.total_products - (page - 1) * PAGE_SIZE);
    expect(res.body.data.length, `page ${page} of ${pages}`).toBe(expected);
    byPage.set(
      page,
      res.body.data.map((card) => card._id),
    );
  }
  const ids = numbers.sort((a, b) => a - b).flatMap((page) => byPage.get(page)!);
  return { ids, total: first.body.total_products, brands: first.body.brands.map((b) => b.name) };
}

/** Reads every page of each list in every sort and holds it to the same list written plainly in SQL. */
export async function expectEveryPageAsWritten(t: TestApp, scopes: ListScope[], order: PageOrder = {}): Promise<void> {
  for (const scope of scopes) {
    // The chips list the brands of the list without its brand filter.
    const brands = await queryRows(
      t.db,
      z.object({ name: z.string() }),
      sql`SELECT DISTINCT b.name FROM products p JOIN brands b ON b.id = p.brand_id
          WHERE ${scope.chipsWhere} AND NOT b.is_hidden`,
    );
    for (const sort of Object.keys(ORDER) as Array<ProductListQuery['sort']>) {
      const expected = await queryRows(
        t.db,
        z.object({ id: z.string() }),
        sql`SELECT p.id FROM products p WHERE ${scope.where} ORDER BY ${ORDER[sort]}`,
      );
      const read = await everyPage(t, scope.query, sort, order);
      expect(read.total, `${scope.label}, ${sort}`).toBe(expected.length);
      expect(read.ids, `${scope.label}, ${sort}`).toEqual(expected.map((r) => r.id));
      expect(read.brands.slice(1).sort()).toEqual(brands.map((b) => b.name).sort());
      // Lists of several pages, so that their second halves are read from the other end.
      expect(read.ids.length, `${scope.label}, ${sort}`).toBeGreaterThanOrEqual(PAGE_SIZE);
    }
  }
}

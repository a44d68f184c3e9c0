import { productResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';
import { productTrail, type CatalogRefs, type CategoryNode } from './catalog-refs';

// docs/decisions/077: a product's answer says where it sits, from the root down, so its page can
// show the breadcrumb (and the server its BreadcrumbList) from that one answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const idRow = z.object({ id: z.string() });

async function categoryId(slug: string): Promise<string> {
  const [row] = await queryRows(t.db, idRow, sql`SELECT id FROM categories WHERE slug = ${slug}`);
  return row!.id;
}

/** A visible product linked to the category, the first by name. */
async function productIn(slug: string): Promise<string> {
  const [row] = await queryRows(
    t.db,
    idRow,
    sql`SELECT p.id FROM products p JOIN product_categories pc ON pc.product_id = p.id
        JOIN categories c ON c.id = pc.category_id
        WHERE c.slug = ${slug} AND NOT p.is_hidden AND p.variant_count > 0 ORDER BY p.name LIMIT 1`,
  );
  return row!.id;
}

const answer = async (id: string) => productResponse.parse((await getJson(t.app, `/api/fetch_product?id=${id}`)).body);
const names = (trail: { name: string }[]) => trail.map((step) => step.name);

describe('the trail in a product answer', () => {
  it('runs from the root down to the category the product is listed under', async () => {
    const pads = await answer(await productIn('brake-pads'));
    expect(names(pads.trail)).toEqual(['Spares & Service', 'Brakes', 'Brake Pads']);
    expect(pads.trail.at(-1)?._id).toBe(pads.data.category[0]?._id);

    const helmet = await answer(await productIn('full-face-helmets'));
    expect(names(helmet.trail)).toEqual(['Helmets', 'Full Face']);
    expect(helmet.trail[0]?._id).toBe(await categoryId('helmets'));
  });

  it('takes the narrowest category when a product is also linked above it, and leaves hidden ones out', async () => {
    const id = await productIn('open-face-helmets');
    const helmets = await categoryId('helmets');
    // Staff link 'Helmets' before 'Open Face': the product still sits in Open Face.
    await t.db.execute(
      sql`INSERT INTO product_categories (product_id, category_id, position) VALUES (${id}, ${helmets}, -1)`,
    );
    t.app.catalog.changed();
    const linked = await answer(id);
    expect(names(linked.data.category)).toEqual(['Helmets', 'Open Face']);
    expect(names(linked.trail)).toEqual(['Helmets', 'Open Face']);

    // A hidden category is no place to show: the product sits in Helmets alone.
    await t.db.execute(sql`UPDATE categories SET is_hidden = true WHERE slug = 'open-face-helmets'`);
    t.app.catalog.changed();
    expect(names((await answer(id)).trail)).toEqual(['Helmets']);
  });
});

describe('productTrail', () => {
  const node = (id: string, kind: string, above: CategoryNode[] = []): CategoryNode => ({
    id,
    parentId: above.at(-1)?.id ?? null,
    name: id,
    slug: id,
    kind,
    image: null,
    position: 0,
    children: [],
    productCount: 1,
    brandCounts: new Map(),
    trail: [...above.map((n) => ({ _id: n.id, name: n.name })), { _id: id, name: id }],
  });
  const bikes = node('bikes', 'root');
  const make = node('ktm', 'make', [bikes]);
  const model = node('duke', 'model', [bikes, make]);
  const gear = node('gear', 'root');
  const gloves = node('gloves', 'category', [gear]);
  const refs = { categories: new Map([bikes, make, model, gear, gloves].map((n) => [n.id, n])) } as CatalogRefs;

  it('never places a product under the bikes it fits', () => {
    expect(productTrail(refs, ['duke', 'gloves'])).toEqual([
      { _id: 'gear', name: 'gear' },
      { _id: 'gloves', name: 'gloves' },
    ]);
    expect(productTrail(refs, ['duke'])).toEqual([]);
  });

  it('is empty for a product in no known category', () => {
    expect(productTrail(refs, [])).toEqual([]);
    expect(productTrail(refs, ['gone'])).toEqual([]);
  });
});

import { garageResponse, type GarageBike } from '@store/contracts/garage';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { call } from '../../test/accounts';
import type { Shopper } from '../../test/shop';
import type { TestApp } from '../../test/test-app';

/**
 * 1 January 2027, 01:30 in India and still 31 December 2026 in UTC: the garage's year is India's,
 * so a bike still made is offered up to 2028 at this moment.
 */
export const NEW_YEAR_IN_INDIA = new Date('2026-12-31T20:00:00Z');

export interface TestBike {
  id: string;
  name: string;
}

/** A make of the tests' own under Shop by Bike, with models whose years the tests choose. */
export interface TestBikes {
  make: TestBike;
  /** Made 2009 to 2020. */
  classic: TestBike;
  /** Made since 2022, still made. */
  hunter: TestBike;
  /** Imported without years. */
  imported: TestBike;
  /** Hidden by staff. */
  hidden: TestBike;
  /** A model of a hidden make. */
  underHidden: TestBike;
  /** A make, not a model. */
  otherMake: TestBike;
}

const idRow = z.object({ id: z.string() });

async function insertCategory(
  db: Db,
  node: { parentId: string; name: string; kind: 'make' | 'model'; position: number; hidden?: boolean },
  years: { from: number | null; to: number | null } = { from: null, to: null },
): Promise<TestBike> {
  const slug = `garage-test-${node.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const [row] = await queryRows(
    db,
    idRow,
    sql`INSERT INTO categories (parent_id, name, slug, kind, position, is_hidden, year_from, year_to)
        VALUES (${node.parentId}, ${node.name}, ${slug}, ${node.kind}, ${node.position}, ${node.hidden ?? false},
                ${years.from}, ${years.to})
        RETURNING id::text AS id`,
  );
  if (!row) throw new Error(`could not add ${node.name}`);
  return { id: row.id, name: node.name };
}

/** Adds the tests' makes and models after the demo catalog's, and empties the catalog caches. */
export async function addTestBikes(t: TestApp): Promise<TestBikes> {
  const [root] = await queryRows(t.db, idRow, sql`SELECT id::text AS id FROM categories WHERE slug = 'shop-by-bike'`);
  if (!root) throw new Error('the demo catalog has no Shop by Bike');
  const make = await insertCategory(t.db, { parentId: root.id, name: 'Garage Motors', kind: 'make', position: 900 });
  const model = (name: string, position: number, from: number | null, to: number | null, hidden = false) =>
    insertCategory(t.db, { parentId: make.id, name, kind: 'model', position, hidden }, { from, to });
  // Inserted out of order: the tree's positions decide the order, not the insertion.
  const hunter = await model('Hunter 350', 1, 2022, null);
  const classic = await model('Classic 350', 0, 2009, 2020);
  const imported = await model('Imported 500', 2, null, null);
  const hidden = await model('Hidden 650', 3, 2015, null, true);
  const otherMake = await insertCategory(t.db, {
    parentId: root.id,
    name: 'Garage Other',
    kind: 'make',
    position: 901,
  });
  const hiddenMake = await insertCategory(t.db, {
    parentId: root.id,
    name: 'Garage Hidden Make',
    kind: 'make',
    position: 902,
    hidden: true,
  });
  const underHidden = await insertCategory(
    t.db,
    { parentId: hiddenMake.id, name: 'Shadow 400', kind: 'model', position: 0 },
    { from: 2010, to: null },
  );
  // Notifications empty the caches too, a moment after the commit; this makes it certain now.
  t.app.catalog.changed();
  return { make, classic, hunter, imported, hidden, underHidden, otherMake };
}

/** The shopper's garage as GET /garage answers it. */
export async function garageOf(t: TestApp, who: Shopper): Promise<GarageBike[]> {
  const res = await call(t.app, 'GET', '/api/garage', undefined, who);
  if (res.status !== 200) throw new Error(`GET /api/garage answered ${res.status}`);
  return garageResponse.parse(res.body).data;
}

/** How many rows the shopper's garage holds, shown or not. */
export async function storedBikes(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ n: z.number() }),
    sql`SELECT count(*)::int AS n FROM garage_bikes WHERE user_id = ${userId}`,
  );
  return row?.n ?? -1;
}

/** The same bike as another shopper sees it: model and year. */
export const bikeKey = (bike: Pick<GarageBike, 'model_id' | 'year'>) => `${bike.model_id}:${bike.year}`;

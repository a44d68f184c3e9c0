import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index';

/**
 * Every table and the one module (the first folder under modules/) whose repos read and write it
 * (docs/decisions/020). A new table needs a line here before this test passes.
 */
const OWNERS: Record<string, string> = {
  users: 'auth',
  one_time_codes: 'auth',
  addresses: 'profile',
  categories: 'catalog',
  brands: 'catalog',
  products: 'catalog',
  product_variants: 'catalog',
  product_images: 'catalog',
  product_categories: 'catalog',
  collections: 'catalog',
  banners: 'catalog',
  home_section_items: 'catalog',
  cart_items: 'cart',
  likes: 'likes',
  reviews: 'reviews',
  uploads: 'uploads',
  audit_log: 'audit',
  orders: 'orders',
  order_lines: 'orders',
  order_events: 'orders',
  payments: 'orders',
  stock_reservations: 'orders',
  payment_events: 'orders',
  jobs: 'jobs',
  schedules: 'jobs',
  shop_settings: 'india',
  document_series: 'invoices',
  tax_documents: 'invoices',
  held_invoices: 'invoices',
  low_stock_notices: 'staff-notices',
  stock_alerts: 'stock-alerts',
  discount_codes: 'discounts',
  discount_redemptions: 'discounts',
  returns: 'returns',
  return_lines: 'returns',
  return_events: 'returns',
  garage_bikes: 'garage',
  courier_tokens: 'couriers',
  shipments: 'couriers',
  shipment_events: 'couriers',
};

const src = fileURLToPath(new URL('..', import.meta.url));

/** The tables exported from db/schema, by their TypeScript name. */
const tablesByExport = new Map(
  Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)]] : [])),
);

/**
 * Non-test TypeScript files under `dir`, relative to src/. A `*.kit.ts` file is a test file's
 * set-up, shared by the tests split from one file, and seeds tables as tests do.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !/\.(test|kit)\.ts$/.test(f))
    .map((f) => path.posix.join(dir, f.split(path.sep).join('/')));
}

/** The tables a file's text names: named imports from db/schema, and names after FROM, JOIN, INTO, UPDATE. */
function tablesNamedIn(text: string): Set<string> {
  const named = new Set<string>();
  for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"][^'"]*db\/schema(?:\/[\w-]+)?['"]/g)) {
    for (const part of m[1]!.split(',')) {
      const local = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      const table = tablesByExport.get(local);
      if (table) named.add(table);
    }
  }
  const sqlNames = /\b(?:from|join|into|update)\s+(?:"?\w+"?\.)?"?([a-z_]+)"?/gi;
  for (const m of text.matchAll(sqlNames)) {
    const table = m[1]!.toLowerCase();
    if (table in OWNERS) named.add(table);
  }
  return named;
}

/**
 * Triggers in the migrations that write a table owned by another module than their own table's,
 * each with why it may. Any other such trigger fails the test, and so does an entry here that no
 * trigger matches any more.
 */
const TRIGGER_EXCEPTIONS = [
  {
    trigger: 'product_variants_stock_alerts on product_variants',
    writes: 'jobs',
    why:
      'A variant back on sale queues the back-in-stock job in the same transaction, whichever path ' +
      'restocked it (docs/decisions/079): the outbox is how one module hands work to another.',
  },
  {
    trigger: 'products_stock_alerts on products',
    writes: 'jobs',
    why: 'The same for a product shown again, or back in stock as the sum of its variants (decision 079).',
  },
];

const migrations = fileURLToPath(new URL('../db/migrations/', import.meta.url));

/** One statement each: a function and its body, a trigger and the function it runs, a dropped trigger. */
const FUNCTION = /create\s+(?:or\s+replace\s+)?function\s+"?(\w+)"?\s*\([^$]*?\$(\w*)\$([\s\S]*?)\$\2\$/;
const TRIGGER =
  /create\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\s+"?(\w+)"?\s[\s\S]*?\bon\s+"?(\w+)"?[\s\S]*?\bexecute\s+(?:function|procedure)\s+"?(\w+)"?/;
const DROP_TRIGGER = /drop\s+trigger\s+(?:if\s+exists\s+)?"?(\w+)"?\s+on\s+"?(\w+)"?/;
const STATEMENTS = new RegExp([FUNCTION, TRIGGER, DROP_TRIGGER].map((r) => r.source).join('|'), 'gi');

/**
 * The triggers that SQL text leaves, as `name on table`, each with the tables its function writes
 * (after INSERT INTO, UPDATE or DELETE FROM) itself or through the functions it calls. Statements
 * count in order: the last CREATE OR REPLACE of a function is its body, and DROP TRIGGER removes one.
 */
function triggerWrites(text: string): Map<string, string[]> {
  const bodies = new Map<string, string>();
  const triggers = new Map<string, string>();
  for (const m of text.replace(/--[^\n]*/g, '').matchAll(STATEMENTS)) {
    const [, fn, , body, trigger, table, runs, dropped, droppedOn] = m.map((part) => part?.toLowerCase());
    if (fn) bodies.set(fn, body!);
    else if (trigger) triggers.set(`${trigger} on ${table}`, runs!);
    else triggers.delete(`${dropped} on ${droppedOn}`);
  }
  const writesOf = (fn: string, seen: Set<string>): string[] => {
    const body = bodies.get(fn);
    if (seen.has(fn) || body === undefined) return [];
    seen.add(fn);
    const own = [...body.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/g)].map((w) => w[1]!);
    const called = [...bodies.keys()].filter((other) => new RegExp(`\\b${other}\\s*\\(`).test(body));
    return [...own.filter((t) => t in OWNERS), ...called.flatMap((other) => writesOf(other, seen))];
  };
  return new Map([...triggers].map(([trigger, fn]) => [trigger, [...new Set(writesOf(fn, new Set()))].sort()]));
}

/** What is wrong with one file: tables of another module, or tables outside a repo. */
function problemsOf(file: string): string[] {
  const tables = [...tablesNamedIn(readFileSync(path.join(src, file), 'utf8'))];
  if (tables.length === 0) return [];
  const module = /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
  const foreign = tables.filter((t) => OWNERS[t] !== module);
  const problems: string[] = [];
  if (foreign.length > 0) {
    problems.push(`${file} names ${foreign.map((t) => `${t} (${OWNERS[t]})`).join(', ')}`);
  }
  if (!file.endsWith('.repo.ts') && foreign.length < tables.length) {
    problems.push(`${file} is not a repo but names ${tables.filter((t) => OWNERS[t] === module).join(', ')}`);
  }
  return problems;
}

describe('table owners', () => {
  it('gives every table exported from db/schema an owner', () => {
    const tables: string[] = [...tablesByExport.values()];
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.filter((t) => !(t in OWNERS))).toEqual([]);
    expect(Object.keys(OWNERS).filter((t) => !tables.includes(t))).toEqual([]);
  });

  it('finds tables by import and by SQL, and nothing else', () => {
    const found = tablesNamedIn(`import { likes, type users } from '../../db/schema/shopping';
      sql\`SELECT 1 FROM "public"."orders" o JOIN cart_items c ON true\`;
      sql\`insert into reviews (x) values (1)\`; sql\`UPDATE brands SET x = 1\`; sql\`DELETE FROM uploads\`;
      import { sql } from 'drizzle-orm'; progress.update(done); // taken from the list`);
    expect([...found].sort()).toEqual(['brands', 'cart_items', 'likes', 'orders', 'reviews', 'uploads', 'users']);
  });

  it('lets only the owning module read or write a table, and only in its *.repo.ts files', () => {
    const files = [...sourceFiles('modules'), ...sourceFiles('plugins'), ...sourceFiles('cli')];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(problemsOf)).toEqual([]);
  });

  it('finds what a trigger writes through the functions it calls, as the last migration left them', () => {
    const found = triggerWrites(`CREATE FUNCTION touch(ids uuid[]) RETURNS void LANGUAGE sql AS $$
        UPDATE brands SET x = 1; $$;
      CREATE OR REPLACE FUNCTION touch(ids uuid[]) RETURNS void LANGUAGE sql AS $body$
        UPDATE "products" p SET x = 1; -- not UPDATE reviews
        PERFORM 1 FROM products FOR NO KEY UPDATE; INSERT INTO cart_items (x) VALUES (1) ON CONFLICT DO UPDATE SET x = 2;
      $body$;
      CREATE FUNCTION changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM touch(ARRAY[NEW.id]);
        DELETE FROM likes; PERFORM pg_notify('x', ''); RETURN NULL; END; $$;
      CREATE FUNCTION notify() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('x', ''); END; $$;
      CREATE TRIGGER a AFTER UPDATE OF kind ON categories FOR EACH ROW EXECUTE FUNCTION changed();
      CREATE TRIGGER b AFTER INSERT ON "brands" FOR EACH STATEMENT EXECUTE PROCEDURE notify();
      CREATE TRIGGER gone AFTER DELETE ON orders FOR EACH ROW EXECUTE FUNCTION changed();
      DROP TRIGGER gone ON orders;`);
    expect(Object.fromEntries(found)).toEqual({
      'a on categories': ['cart_items', 'likes', 'products'],
      'b on brands': [],
    });
  });

  it('lets a trigger write only tables of the module that owns its table, or says why', () => {
    const sql = readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => readFileSync(path.join(migrations, f), 'utf8'))
      .join('\n');
    const triggers = triggerWrites(sql);
    expect(triggers.size).toBeGreaterThan(15);
    const crossings = [...triggers].flatMap(([trigger, writes]) =>
      writes.filter((t) => OWNERS[t] !== OWNERS[trigger.split(' on ')[1]!]).map((t) => `${trigger} writes ${t}`),
    );
    expect(crossings.sort()).toEqual(TRIGGER_EXCEPTIONS.map((e) => `${e.trigger} writes ${e.writes}`).sort());
  });

  it('lets only test files import a *.kit.ts set-up', () => {
    const importsKit = (file: string) => /from '[^']+\.kit'/.test(readFileSync(path.join(src, file), 'utf8'));
    const files = [...sourceFiles('modules'), ...sourceFiles('plugins'), ...sourceFiles('cli')];
    expect(files.filter(importsKit)).toEqual([]);
  });
});

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
  stock_alerts: 'stock-alerts',
  discount_codes: 'discounts',
  discount_redemptions: 'discounts',
  returns: 'returns',
  return_lines: 'returns',
  return_events: 'returns',
  garage_bikes: 'garage',
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

  it('lets only test files import a *.kit.ts set-up', () => {
    const importsKit = (file: string) => /from '[^']+\.kit'/.test(readFileSync(path.join(src, file), 'utf8'));
    const files = [...sourceFiles('modules'), ...sourceFiles('plugins'), ...sourceFiles('cli')];
    expect(files.filter(importsKit)).toEqual([]);
  });
});

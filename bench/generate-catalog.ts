/**
 * Builds a large catalog for the benchmark from the demo one, and loads it into a dedicated
 * PostgreSQL database (`store_bench` by default) that is reused while it already holds exactly
 * the same catalog.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openPostgres } from '../apps/server/src/db/client';
import { loadCatalog } from '../apps/server/src/db/seed/load-catalog';
import {
  PALETTES,
  type DemoCatalog,
  type DemoProduct,
  type PaletteName,
  type PartKind,
} from '../apps/server/src/db/seed/demo-types';
import { mulberry32 } from '../apps/server/src/db/seed/catalog/rng';
import { clearQueuedJobs, withClient } from './lib/bench-db';

/**
 * Bump when scaleCatalog or what the loader writes changes, so an old benchmark database is not
 * reused. 2: model years, fitment years and the universal flag (docs/decisions/082).
 */
const GENERATOR_VERSION = 2;

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';
export const DEFAULT_BENCH_DB = 'store_bench';

/* ---------- the catalog ---------- */

const rngFrom = mulberry32;

const randInt = (rng: () => number, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** Things sold in colourways get a colour; everything else gets a model line. */
const COLOURED = new Set<PartKind>([
  'helmet-full-face',
  'helmet-modular',
  'helmet-open-face',
  'helmet-offroad',
  'visor',
  'jacket',
  'riding-pants',
  'gloves',
  'boots',
  'knee-guard',
  'balaclava',
  'rain-suit',
  'saddle-bag',
  'tank-bag',
  'bike-cover',
  'handlebar-grips',
  'levers',
  'mirror',
  'crash-guard',
  'seat-cover',
  'phone-mount',
]);

const COLOURS: Array<{ name: string; palette: PaletteName }> = [
  { name: 'Matte Blue', palette: 'petrol_blue' },
  { name: 'Gloss Red', palette: 'racing_red' },
  { name: 'Matte Black', palette: 'matte_black' },
  { name: 'Pearl White', palette: 'pearl_white' },
  { name: 'Fluo Yellow', palette: 'hi_viz' },
  { name: 'Desert Sand', palette: 'desert_sand' },
  { name: 'Gunmetal Grey', palette: 'gunmetal' },
  { name: 'Racing Orange', palette: 'orange_ktm' },
  { name: 'Chrome Silver', palette: 'chrome' },
  { name: 'Army Green', palette: 'olive' },
  { name: 'Midnight Blue', palette: 'petrol_blue' },
  { name: 'Carbon Black', palette: 'matte_black' },
  { name: 'Titanium', palette: 'gunmetal' },
  { name: 'Arctic White', palette: 'pearl_white' },
  { name: 'Lava Red', palette: 'racing_red' },
  { name: 'Khaki', palette: 'olive' },
];

const LINES = ['Pro', 'Plus', 'Sport', 'Touring', 'Evo', 'Max', 'HD', 'Street', 'Race', 'Eco', 'GT', 'X'];
const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[];

function slugPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The `round`-th variation (1, 2, ...) of a demo product: its name suffix and palette. */
function variation(base: DemoProduct, baseIndex: number, round: number): { suffix: string; palette: PaletteName } {
  const step = round - 1;
  if (COLOURED.has(base.kind)) {
    const colour = COLOURS[(step + baseIndex) % COLOURS.length]!;
    const edition = Math.floor(step / COLOURS.length) + 1;
    return { suffix: edition === 1 ? colour.name : `${colour.name} ${edition}`, palette: colour.palette };
  }
  const line = LINES[(step + baseIndex) % LINES.length]!;
  const model = Math.floor(step / LINES.length) + 2;
  return {
    suffix: `${line} ${model}`,
    palette: PALETTE_NAMES[(step + baseIndex) % PALETTE_NAMES.length]!,
  };
}

/** A believable new MRP near the old one: within -10% to +15%, in whole tens of rupees. */
function nearbyPaise(paise: number, factor: number): number {
  const rupees = Math.max(10, Math.round(((paise / 100) * factor) / 10) * 10);
  return rupees * 100;
}

/**
 * `count` products made from the demo ones: the demo products themselves first (so the home
 * sections keep pointing at real products), then variations of them ("Studds Thunder D7 Full Face
 * Helmet — Matte Blue 2") with their own slugs, SKUs, prices, stock, popularity and age. A
 * variation fits what its original fits: the same models and model years, or every bike when the
 * original is universal, so the garage's filter meets the mix the demo has. Brands, categories
 * (with the models' years), banners and collections are the demo's.
 */
export function scaleCatalog(base: DemoCatalog, count: number): DemoCatalog {
  if (base.products.length === 0) throw new Error('the base catalog has no products');
  const rng = rngFrom(0xbe7c4);
  const slugs = new Set<string>();
  const skus = new Set<string>();
  const products: DemoProduct[] = [];

  for (let i = 0; i < count; i++) {
    const baseIndex = i % base.products.length;
    const round = Math.floor(i / base.products.length);
    const original = base.products[baseIndex]!;
    let product: DemoProduct;
    if (round === 0) {
      product = original;
    } else {
      const { suffix, palette } = variation(original, baseIndex, round);
      const code = slugPart(suffix).toUpperCase().replace(/-/g, '');
      const factor = 0.9 + rng() * 0.25;
      const extraDiscount = rng() < 0.3 ? 0.05 : 0;
      product = {
        ...original,
        slug: `${original.slug}-${slugPart(suffix)}`,
        name: `${original.name} — ${suffix}`,
        palette,
        fits: original.fits.map((fit) => ({ ...fit })),
        universal: original.universal,
        variants: original.variants.map((v) => {
          const mrpPaise = nearbyPaise(v.mrpPaise, factor);
          const ratio = v.pricePaise / v.mrpPaise - extraDiscount;
          const tens = Math.min(mrpPaise, Math.max(1000, nearbyPaise(mrpPaise, Math.max(0.5, ratio))));
          // Prices that end in 9 keep ending in 9 ("₹1,119"), and never exceed the MRP.
          const pricePaise = (v.pricePaise / 100) % 10 === 9 && tens < mrpPaise ? tens - 100 : tens;
          return {
            ...v,
            sku: `${v.sku}-${code}`,
            mrpPaise,
            pricePaise,
            stock: rng() < 0.1 ? 0 : randInt(rng, 1, 60),
          };
        }),
        imageCount: randInt(rng, 1, 4),
        popularity: Math.max(1, Math.round(original.popularity * (0.3 + rng() * 0.9))),
        createdDaysAgo: randInt(rng, 0, 720),
      };
    }
    if (slugs.has(product.slug)) throw new Error(`duplicate slug ${product.slug}`);
    slugs.add(product.slug);
    for (const v of product.variants) {
      if (skus.has(v.sku)) throw new Error(`duplicate sku ${v.sku}`);
      skus.add(v.sku);
    }
    products.push(product);
  }

  // Fewer products than the demo has: home sections keep only the products that remain.
  const kept = (slug: string) => slugs.has(slug);
  return {
    brands: base.brands,
    categories: base.categories,
    banners: base.banners,
    collections: base.collections,
    products,
    home: {
      featured: base.home.featured.filter(kept),
      trending: base.home.trending.filter(kept),
      newArrivals: base.home.newArrivals.filter(kept),
      flashDeals: base.home.flashDeals.filter((d) => kept(d.productSlug)),
    },
  };
}

/* ---------- the database ---------- */

export interface PrepareOptions {
  /** A server to connect to for CREATE/DROP DATABASE. */
  adminUrl?: string;
  dbName?: string;
  products: number;
  fresh?: boolean;
  log?: (line: string) => void;
}

export interface PreparedDatabase {
  url: string;
  products: number;
  reused: boolean;
  seconds: number;
}

/** The same server and credentials as `adminUrl`, another database. */
export function databaseUrl(adminUrl: string, dbName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

function fingerprint(base: DemoCatalog, count: number): string {
  const hash = createHash('sha256').update(JSON.stringify(base)).digest('hex').slice(0, 16);
  return `store bench catalog v${GENERATOR_VERSION}: ${count} products from demo ${hash}`;
}

/** Whether `dbName` already holds exactly this catalog (by the comment written after loading it). */
async function holdsCatalog(url: string, dbName: string, expected: string, count: number): Promise<boolean> {
  try {
    return await withClient(url, async (client) => {
      const comment = await client.query<{ c: string | null }>(
        'SELECT shobj_description(oid, $1) AS c FROM pg_database WHERE datname = $2',
        ['pg_database', dbName],
      );
      if (comment.rows[0]?.c !== expected) return false;
      const n = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
      return n.rows[0]?.n === count;
    });
  } catch {
    return false; // no such database, or no products table
  }
}

/**
 * Makes sure `dbName` holds a scaled catalog of `products` products, migrated and analysed:
 * reused when it already does (unless `fresh`), otherwise dropped, created and loaded.
 */
export async function prepareBenchDatabase(base: DemoCatalog, opts: PrepareOptions): Promise<PreparedDatabase> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const adminUrl = opts.adminUrl ?? DEFAULT_ADMIN_URL;
  const dbName = opts.dbName ?? DEFAULT_BENCH_DB;
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`unsafe database name ${dbName}`);
  const url = databaseUrl(adminUrl, dbName);
  const expected = fingerprint(base, opts.products);
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;

  if (!opts.fresh && (await holdsCatalog(url, dbName, expected, opts.products))) {
    // Still apply any migration written since it was loaded.
    const database = await openPostgres(url, 1);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    log(`reusing database ${dbName}: it already holds the ${opts.products}-product catalog (--fresh rebuilds it)`);
    await clearQueuedJobs(url, log);
    // A migration may have rewritten rows: index-only reads need the visibility map it cleared.
    await withClient(url, (client) => client.query('VACUUM ANALYZE'));
    return { url, products: opts.products, reused: true, seconds: seconds() };
  }

  log(`generating ${opts.products} products from ${base.products.length} demo products...`);
  const catalog = scaleCatalog(base, opts.products);
  const variants = catalog.products.reduce((n, p) => n + p.variants.length, 0);
  log(`  ${catalog.products.length} products, ${variants} variants generated in ${seconds()} s`);

  log(`recreating database ${dbName} on ${new URL(adminUrl).host}...`);
  await withClient(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${dbName}`);
  });

  const database = await openPostgres(url, 2);
  try {
    await database.migrate();
    log(`  migrated at ${seconds()} s; loading...`);
    await loadCatalog(database.db, catalog);
    log(`  loaded at ${seconds()} s; analysing...`);
  } finally {
    await database.close();
  }
  await clearQueuedJobs(url, log);
  await withClient(url, async (client) => {
    await client.query('VACUUM ANALYZE');
    // Written last: a half-loaded database is never taken for a finished one.
    await client.query(`COMMENT ON DATABASE ${dbName} IS ${client.escapeLiteral(expected)}`);
  });
  log(`database ${dbName} ready with ${opts.products} products in ${seconds()} s`);
  return { url, products: opts.products, reused: false, seconds: seconds() };
}

// What the tests of pages rendered by the web app's own server entry share: the server started
// with it, and the page read back as a search engine and a shopper without scripts see it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatInr } from '@store/contracts/money';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import type { Renderer } from './web-pages';

/** The shop's address in these tests' settings. */
export const SHOP_URL = 'https://shop.example';

/** index.html as `vite build` writes it, cut down: its title is the home page's. */
export const INDEX_TITLE = 'Kerala Moto Hub — Motorcycle parts';
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>${INDEX_TITLE}</title>
    <meta name="description" content="The shop's own words." />
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * The web app's server entry from its source, as vitest compiles it (the `@` alias in
 * vitest.config.ts). Named through a variable: the server's typecheck must not follow the import
 * into the web app's TSX, which is checked by its own tsconfig.
 */
const ENTRY_SERVER = '../../../web/src/entry-server';

export interface RenderedStore {
  t: TestApp;
  close(): Promise<void>;
}

/** The real app with the demo catalog, rendering its pages with the web app's own renderer. */
export async function startRenderedStore(): Promise<RenderedStore> {
  const webDist = mkdtempSync(path.join(tmpdir(), 'store-rendered-'));
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
  const renderer = (await import(/* @vite-ignore */ ENTRY_SERVER)) as Renderer;
  const t = await createTestApp({ webDist, renderer, env: { PUBLIC_URL: SHOP_URL } });
  return {
    t,
    async close() {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** Markup as the words it shows: tags and React's text separators dropped, entities read, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ShownPage {
  status: number;
  html: string;
  /** What React rendered inside `<div id="root">`. */
  root: string;
  title: string | undefined;
  robots: string | undefined;
  canonicals: string[];
  /** Every JSON-LD object of the head, the arrays flattened. */
  jsonLd: Record<string, unknown>[];
  data: Record<string, unknown> | undefined;
}

export async function page(t: TestApp, url: string): Promise<ShownPage> {
  const res = await t.app.inject({ method: 'GET', url });
  const html = res.body;
  const open = '<div id="root">';
  const start = html.indexOf(open) + open.length;
  // The root ends before the page data when there is any, else before </body>.
  const after = html.indexOf('<script type="application/json"', start);
  const end = html.lastIndexOf('</div>', after < 0 ? html.indexOf('</body>') : after);
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json" data-first-page>([\s\S]*?)<\/script>/g),
  ].flatMap((match) => {
    const parsed = JSON.parse(match[1] ?? '') as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
  return {
    status: res.statusCode,
    html,
    root: html.slice(start, end),
    title: /<title>([\s\S]*?)<\/title>/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
    canonicals: [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1] ?? ''),
    jsonLd,
    data: data === undefined ? undefined : (JSON.parse(data) as Record<string, unknown>),
  };
}

/** The JSON-LD objects of one @type. */
export const ofType = (shown: ShownPage, type: string) => shown.jsonLd.filter((item) => item['@type'] === type);

/** The text of each `<h1>`. */
export const h1s = (root: string) => [...root.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? ''));

/** The breadcrumb as the page shows it: each step's name, and where it links (none for the page itself). */
export function breadcrumb(root: string): { name: string; href: string | undefined }[] {
  const nav = /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(root)?.[1] ?? '';
  return [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((item) => ({
    name: textOf(item[1] ?? ''),
    href: /<a [^>]*href="([^"]*)"/.exec(item[1] ?? '')?.[1]?.replace(/&amp;/g, '&'),
  }));
}

/** How a card or the buy box shows a price: the selling price, then the MRP when it is higher. */
export function shownPrice(price: { discount_price: number; price: number }): string {
  const selling = `Price ${formatInr(price.discount_price)}`;
  return price.price > price.discount_price ? `${selling} MRP ${formatInr(price.price)}` : selling;
}

/** A product card's words, from its name to its Add to Cart button. */
export function cardText(text: string, name: string): string {
  const start = text.indexOf(` ${name} Price `);
  return start < 0 ? '' : text.slice(start, text.indexOf('Add to Cart', start));
}

/** A visible product whose in-stock variants sell at different prices (the demo's helmets come in sizes). */
export async function pricedBySize(t: TestApp): Promise<string> {
  const [row] = await queryRows(
    t.db,
    z.object({ id: z.string() }),
    sql`SELECT p.id FROM products p WHERE NOT p.is_hidden AND (
          SELECT count(DISTINCT v.price_paise) FROM product_variants v
          WHERE v.product_id = p.id AND NOT v.is_hidden AND v.stock > 0) > 1
        ORDER BY p.name LIMIT 1`,
  );
  if (!row) throw new Error('the demo catalog has no product priced by size');
  return row.id;
}

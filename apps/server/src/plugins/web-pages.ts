import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHOP_NAME } from '@store/contracts/constants';
import { escapeJsonForScript, PAGE_DATA_ELEMENT_ID, pageDataKey } from '@store/contracts/pages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { answerBody, keptBody, offerToCache, type CachedBody } from '../lib/cached-body';
import { catalogAnswers } from '../modules/catalog/catalog.routes';
import { planFor, type Head, type PagePlan } from './page-plans';

/**
 * The web app's index.html, completed per page on the server (docs/decisions/019): the page's
 * title, description and Open Graph tags, a preload of the picture that paints first, module
 * preloads of the route's script chunks, and the API answers the page starts with (page-plans.ts),
 * so a product page or list paints after one round trip for the HTML instead of four in a row.
 * Answers come from the catalog's own cache, and finished pages are kept in it too: a catalog
 * change empties both, and a page expires with the first of its answers (decision 018).
 */

export interface RenderedPage {
  /** 404 when the product or category the page is for does not exist; the app shows its own message. */
  status: number;
  /** The HTML, with compressed copies made when first asked for (lib/cached-body.ts). */
  body: CachedBody;
}

export interface WebPages {
  render(url: string): Promise<RenderedPage>;
}

/** One entry of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The base a request's path is read against. */
const LOCAL_HOST = 'store.invalid';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The chunks a route module loads, itself first, without those index.html already names. */
function chunkFiles(manifest: Manifest, key: string, skip: Set<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    if (!skip.has(`/${chunk.file}`)) files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

function readManifest(webDist: string): Manifest {
  const file = path.join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** How long a page built from answers with no end of their own is kept: the catalog cache's safety net. */
const PAGE_TTL_MS = 60_000;

/**
 * The strip every page starts with while test payments are on (docs/decisions/067), outside the
 * app's root so no page can hide it. The same colours read in both themes.
 */
export const TEST_PAYMENTS_BANNER =
  '<div id="test-payments-banner" role="status" style="background:#fde68a;color:#422006;font:600 13px/1.4 system-ui,sans-serif;padding:6px 12px;text-align:center">' +
  'Test payments are on: orders are marked paid without taking any money.</div>';

export function createWebPages(
  app: FastifyInstance,
  webDist: string,
  now: () => Date,
  opts: { testPayments?: boolean } = {},
): WebPages {
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const template = opts.testPayments
    ? index.replace(/<body([^>]*)>/, (body) => `${body}\n    ${TEST_PAYMENTS_BANNER}`)
    : index;
  const plain: RenderedPage = { status: 200, body: keptBody(template, Infinity) };
  const manifest = readManifest(webDist);
  const named = new Set([...template.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? ''));
  const publicUrl = app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`;
  const absolute = (url: string) => new URL(url, publicUrl).href;
  const answers = catalogAnswers(app, now);
  const cache = app.catalog.responses;

  function headTags(head: Head, pageUrl: string, modules: string[]): string {
    const tags: string[] = [];
    for (const image of head.images ?? []) {
      tags.push(
        `<link rel="preload" as="image" href="${escapeHtml(image.src)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high">`,
      );
    }
    for (const file of modules) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`);
    if (head.openGraph) {
      const og: Record<string, string> = { site_name: SHOP_NAME, url: absolute(pageUrl), ...head.openGraph };
      if (og.image) og.image = absolute(og.image);
      // Marked as the app marks its own, so the app updates them and drops them on other pages.
      for (const [key, value] of Object.entries(og)) {
        tags.push(`<meta property="og:${key}" content="${escapeHtml(value)}" data-managed="true">`);
      }
    }
    return tags.join('\n    ');
  }

  /**
   * The page's HTML, or a 404 when its main answer does not exist. Text is put in with replacer
   * functions: a replacement string would read `$&` or `$'` in a product's name as patterns.
   */
  async function build(plan: PagePlan, pageUrl: string): Promise<{ status: number; html: string; expiresAt: number }> {
    const loaded = await Promise.all(
      plan.calls.map((call) =>
        // Through a promise, so a refusal thrown at once is caught like one from the database.
        Promise.resolve()
          .then(() => call.load(answers))
          .then(
            (answer) => ({ ...answer, status: 200 }),
            (error: unknown): { status: number; json?: string; expiresAt?: number } => {
              if (error instanceof AppError && error.status < 500) return { status: error.status };
              throw error;
            },
          ),
      ),
    );
    const placed: string[] = [];
    let expiresAt = now().getTime() + PAGE_TTL_MS;
    plan.calls.forEach((call, i) => {
      const answer = loaded[i];
      if (answer?.json === undefined) return;
      placed.push(`${JSON.stringify(pageDataKey(call.url))}:${answer.json}`);
      if (answer.expiresAt !== undefined) expiresAt = Math.min(expiresAt, answer.expiresAt);
    });
    const head = plan.head(loaded.map((answer) => (answer.json === undefined ? undefined : JSON.parse(answer.json))));
    const modules = plan.module ? chunkFiles(manifest, plan.module, named) : [];

    let html = template;
    if (head.title) {
      const title = `<title>${escapeHtml(`${head.title} | ${SHOP_NAME}`)}</title>`;
      html = html.replace(/<title>[\s\S]*?<\/title>/, () => title);
    }
    if (head.description) {
      const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
      html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => description);
    }
    const tags = headTags(head, pageUrl, modules);
    if (tags) html = html.replace('</head>', () => `  ${tags}\n  </head>`);
    if (placed.length > 0) {
      // The answers' JSON as the API sent it, made safe inside a script element.
      const data = escapeJsonForScript(`{${placed.join(',')}}`);
      const script = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${data}</script>`;
      html = html.replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${script}`);
    }
    return { status: (loaded[0]?.status ?? 200) === 200 ? 200 : 404, html, expiresAt };
  }

  return {
    async render(url) {
      const { host, pathname, search, searchParams } = new URL(url, `http://${LOCAL_HOST}`);
      let plan: PagePlan | undefined;
      try {
        // `//other.host/...` reads as another site's address: not one of ours.
        plan = host === LOCAL_HOST ? planFor(pathname, searchParams) : undefined;
      } catch {
        // A malformed escape in the path (decodeURIComponent): the app shows its own not-found page.
        plan = undefined;
      }
      if (!plan) return plain;

      const pageUrl = `${pathname}${search}`;
      const key = `page:${pageUrl}`;
      const at = now().getTime();
      const kept = cache.get(key, at);
      if (kept) return { status: 200, body: kept };

      const generation = cache.generation;
      const page = await build(plan, pageUrl);
      const body = answerBody(page.html, page.expiresAt);
      // Only pages that exist are kept: a stream of made-up ids must not push real pages out.
      if (page.status === 200) offerToCache(cache, key, body, generation, page.expiresAt - at, at);
      return { status: page.status, body };
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  escapeJsonForScript,
  PAGE_DATA_ELEMENT_ID,
  PAGE_INFO_KEY,
  pageDataKey,
  type PageInfo,
} from '@store/contracts/pages';
import { idSchema } from '@store/contracts/ids';
import { REVIEW_MESSAGES } from '@store/contracts/reviews';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { answerBody, keptBody, packedBody, packedBytes, type CachedBody } from '../lib/cached-body';
import { catalogAnswers } from '../modules/catalog/catalog.routes';
import { listProductReviews } from '../modules/reviews/review-list.service';
import { shopAnswers } from '../modules/shop-details/shop-answers';
import { ok } from '../lib/envelope';
import { escapeHtml, fullTitle, headTags, type PageHead } from './page-head';
import { cachedJson, type PageCall } from './page-plan-calls';
import { planFor, plainPlan, type Answers, type PagePlan } from './page-plans';

/**
 * The storefront's pages as the server sends them (docs/decisions/019 and 075). A storefront page
 * (home, shop, collections, lists, products, the static pages, not-found) is rendered by React on
 * the server (the web app's entry-server, `Renderer`) from the API answers it starts with
 * (page-plans.ts), which are placed in the page too so the browser hydrates from the same data.
 * Its head gets the title, description, canonical address, Open Graph and Twitter tags,
 * structured data, a preload of the picture that paints first and module preloads of the route's
 * chunks. Answers come from the catalog's own cache, and finished pages are kept in it too: a
 * catalog change empties both, and a page expires with the first of its answers (decision 018).
 * Every other page (account, checkout, admin) is the app's shell, kept out of search engines.
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

/** What the web app's server entry (apps/web/src/entry-server.tsx) offers. */
export interface Renderer {
  pageKind(pathname: string): 'rendered' | 'shell' | 'not-found';
  renderPage(input: {
    url: string;
    answers: Record<string, unknown>;
    info: PageInfo;
  }): Promise<{ html: string; meta?: { title: string; description?: string } }>;
}

/** The web app's server entry, built beside its dist/ into dist-ssr/; absent before `vite build --ssr`. */
export async function loadRenderer(webDist: string): Promise<Renderer | undefined> {
  const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as Renderer) : undefined;
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

/**
 * What every page places besides its own answers, the not-found page too: the shop's contact
 * details, which the footer shows (docs/decisions/106).
 */
const SITE_CALLS: PageCall[] = [{ url: '/api/shop_details', load: (answers) => cachedJson(answers.shop.details()) }];

/** How many paths' kinds are remembered (a few hundred bytes each). */
const KINDS_REMEMBERED = 2000;

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
  opts: { testPayments?: boolean; renderer?: Renderer } = {},
): WebPages {
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const template = opts.testPayments
    ? index.replace(/<body([^>]*)>/, (body) => `${body}\n    ${TEST_PAYMENTS_BANNER}`)
    : index;
  const renderer = opts.renderer;
  const manifest = readManifest(webDist);
  const named = new Set([...template.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? ''));
  const publicUrl = app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`;
  const absolute = (url: string) => new URL(url, publicUrl).href;
  const answers: Answers = {
    ...catalogAnswers(app, now),
    reviews: async (id) => {
      if (!idSchema.safeParse(id).success) throw new AppError('NOT_FOUND', 'Not found');
      const reviews = await listProductReviews(app.db, id, 1);
      return { json: JSON.stringify(ok(REVIEW_MESSAGES.fetched, reviews.data, { summary: reviews.summary })) };
    },
    shop: shopAnswers(app, now),
  };
  const cache = app.catalog.pages;

  /** The template with this head, and the root and page data filled in. */
  function assemble(head: PageHead, modules: string[], root: string, data: string | undefined): string {
    // A rendered page shows before any script runs: its scripts are left to be found from the
    // entry, so they do not take the bandwidth the CSS and the first picture need (decision 075).
    let html = root ? template.replace(/\s*<link rel="modulepreload"[^>]*>/g, '') : template;
    if (head.title) {
      const title = `<title>${escapeHtml(fullTitle(head.title))}</title>`;
      html = html.replace(/<title>[\s\S]*?<\/title>/, () => title);
    }
    if (head.description) {
      const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
      html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => description);
    }
    const tags = headTags(head, modules, absolute);
    if (tags.length > 0) html = html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
    // Text is put in with replacer functions: a replacement string would read `$&` or `$'` in a
    // product's name as patterns.
    const script =
      data === undefined ? '' : `\n    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${data}</script>`;
    return html.replace('<div id="root"></div>', () => `<div id="root">${root}</div>${script}`);
  }

  // The account, checkout and admin screens: the app renders them in the browser.
  const shell: RenderedPage = { status: 200, body: keptBody(assemble({ noindex: true }, [], '', undefined), Infinity) };

  /** The answers a plan names, each with its status; a refusal below 500 is that call's status. */
  function load(plan: PagePlan) {
    return Promise.all(
      plan.calls.map((call) =>
        // Through a promise, so a refusal thrown at once is caught like one from the database.
        Promise.resolve()
          .then(() => call.load(answers))
          .then(
            (answer) => ({ ...answer, status: 200 }),
            (error: unknown): { status: number; json?: string; expiresAt?: number; tags?: readonly string[] } => {
              if (error instanceof AppError && error.status < 500) return { status: error.status };
              throw error;
            },
          ),
      ),
    );
  }

  /** React's markup for the page; without it (no server build, or a failed render) the browser renders it. */
  async function renderApp(url: string, placed: Record<string, unknown>, info: PageInfo) {
    if (!renderer) return undefined;
    try {
      return await renderer.renderPage({ url, answers: placed, info });
    } catch (error) {
      app.log.error({ err: error, url }, 'rendering the page failed; the browser renders it');
      return undefined;
    }
  }

  /**
   * The answers every page places besides its own, at best effort: without them a page still
   * renders, with no contact details in its footer, rather than failing as a whole.
   */
  function loadSite() {
    return Promise.all(
      SITE_CALLS.map((call) =>
        Promise.resolve()
          .then(() => call.load(answers))
          .then(
            (answer) => ({ url: call.url, json: answer.json }),
            (error: unknown) => {
              app.log.warn({ err: error, url: call.url }, 'a page is sent without the shop details');
              return undefined;
            },
          ),
      ),
    );
  }

  /** The page's HTML, or the not-found page when its main answer does not exist. */
  async function build(plan: PagePlan, pageUrl: string, status = 200) {
    const [loaded, site] = await Promise.all([load(plan), loadSite()]);
    if (status === 200 && (loaded[0]?.status ?? 200) !== 200) status = 404;
    // Read once: the render and the head both work from them.
    const answered = loaded.map((answer) =>
      answer.json === undefined ? undefined : (JSON.parse(answer.json) as unknown),
    );
    const renderedAt = now().getTime();
    const placed: Record<string, unknown> = {};
    const placedJson: string[] = [];
    let expiresAt = renderedAt + PAGE_TTL_MS;
    // A page depends on what its answers depend on: a sale that drops a product's answer drops its page.
    const tags = [...new Set(loaded.flatMap((answer) => answer.tags ?? []))];
    plan.calls.forEach((call, i) => {
      const answer = loaded[i];
      if (status !== 200 || answer?.json === undefined) return;
      placed[pageDataKey(call.url)] = answered[i];
      placedJson.push(`${JSON.stringify(pageDataKey(call.url))}:${answer.json}`);
      if (answer.expiresAt !== undefined) expiresAt = Math.min(expiresAt, answer.expiresAt);
    });
    // The not-found page too: its footer shows the shop's details.
    for (const answer of site) {
      if (!answer) continue;
      placed[pageDataKey(answer.url)] = JSON.parse(answer.json) as unknown;
      placedJson.push(`${JSON.stringify(pageDataKey(answer.url))}:${answer.json}`);
    }
    const info: PageInfo = { status, rendered_at: renderedAt };
    const rendered = await renderApp(pageUrl, placed, info);

    const planned = plan.head(answered, { url: publicUrl, now: new Date(renderedAt) });
    const head: PageHead =
      status === 200
        ? {
            ...planned,
            ...(rendered?.meta && {
              title: rendered.meta.title,
              description: rendered.meta.description ?? planned.description,
            }),
          }
        : { title: rendered?.meta?.title ?? planned.title, noindex: true };
    const modules = plan.module && status === 200 && !rendered ? chunkFiles(manifest, plan.module, named) : [];
    // The answers' JSON as the API sent it, made safe inside a script element, and the page's own facts.
    placedJson.push(`${JSON.stringify(PAGE_INFO_KEY)}:${JSON.stringify(info)}`);
    const data = escapeJsonForScript(`{${placedJson.join(',')}}`);
    const html = assemble(head, modules, rendered?.html ?? '', data);
    // A page sent without the shop's details is not kept: the next one asks for them again.
    return { status, html, expiresAt, tags, complete: site.every(Boolean) };
  }

  /** What each path is, remembered: the router ranks every route on each match. */
  const kinds = new Map<string, ReturnType<Renderer['pageKind']>>();
  function kindOf(pathname: string) {
    if (!renderer) return undefined;
    let kind = kinds.get(pathname);
    if (kind === undefined) {
      kind = renderer.pageKind(pathname);
      // Bounded: a stream of made-up paths starts it again rather than growing it.
      if (kinds.size >= KINDS_REMEMBERED) kinds.clear();
      kinds.set(pathname, kind);
    }
    return kind;
  }

  /** A path no route has but the catch-all: what a path that cannot be read is rendered as. */
  const NOT_FOUND_PATH = '/404';

  /** A path no page has: the store's 404 page, built each time (made-up paths are not kept). */
  async function notFound(pageUrl: string): Promise<RenderedPage> {
    const page = await build({ calls: [], head: () => ({ title: 'Page not found' }) }, pageUrl, 404);
    return { status: 404, body: answerBody(page.html, page.expiresAt) };
  }

  return {
    async render(url) {
      const { host, pathname, search, searchParams } = new URL(url, `http://${LOCAL_HOST}`);
      const pageUrl = `${pathname}${search}`;
      // `//other.host/...` reads as another site's address: not one of ours.
      if (host !== LOCAL_HOST) return notFound(NOT_FOUND_PATH);
      // A kept page first: telling what a path is costs the router a fifth of a millisecond.
      const key = `page:${pageUrl}`;
      const at = now().getTime();
      const kept = cache.get(key, at);
      if (kept) return { status: 200, body: kept };

      let plan: PagePlan | undefined;
      try {
        const kind = kindOf(pathname);
        if (kind === 'not-found') return await notFound(pageUrl);
        plan = planFor(pathname, searchParams) ?? (kind === 'rendered' ? plainPlan(pathname) : undefined);
      } catch {
        // A malformed escape in the path (decodeURIComponent).
        return notFound(NOT_FOUND_PATH);
      }
      if (!plan) return shell;

      const generation = cache.generation;
      const page = await build(plan, pageUrl);
      // Only pages that exist are kept: a stream of made-up ids must not push real pages out.
      if (page.status !== 200 || !page.complete) {
        return { status: page.status, body: answerBody(page.html, page.expiresAt) };
      }
      const body = packedBody(page.html, page.expiresAt);
      cache.set(key, body, packedBytes(key, body), generation, page.expiresAt - at, at, page.tags);
      return { status: 200, body };
    },
  };
}

import type { PageInfo } from '@store/contracts/pages';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { setServerPage } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { DocumentMetaCollector, type DocumentMeta } from '@/lib/use-document-meta';

/**
 * The storefront rendered by React on the server (docs/decisions/075). The server's page plans
 * load the API answers a page starts with; this renders the route tree with them as the queries'
 * initial data, exactly as the browser's first render will, and reports the page's own meta.
 * Built by `vite build --ssr` into dist-ssr/ and loaded once by the server at start.
 */

/** How a path is served: rendered here, the app's shell for the browser to render, or not found. */
export type PageKind = 'rendered' | 'shell' | 'not-found';

export interface RenderInput {
  /** The page's path and query. */
  url: string;
  /** The answers placed in the page, by `pageDataKey` of their API URL. */
  answers: Record<string, unknown>;
  info: PageInfo;
}

export interface RenderedApp {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** What the page asked for with useDocumentMeta. */
  meta?: DocumentMeta;
}

/** A render that has not finished by then is abandoned (the server then sends the shell). */
const RENDER_TIMEOUT_MS = 10_000;
const handler = createStaticHandler(routes);

/** The routes rendered here name it in their `handle`; the not-found route too. */
type RouteHandle = { rendered?: boolean; notFound?: boolean } | undefined;

export function pageKind(pathname: string): PageKind {
  const last = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle;
  if (last?.notFound) return 'not-found';
  return last?.rendered ? 'rendered' : 'shell';
}

async function renderNow({ url, answers, info }: RenderInput): Promise<RenderedApp> {
  const context = await handler.query(new Request(new URL(url, 'http://store.invalid')));
  if (context instanceof Response) throw new Error(`${url} answers a redirect; it is not a rendered page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: DocumentMeta | undefined;
  const recorder = {
    record: (recorded: DocumentMeta) => {
      meta = recorded;
    },
  };
  setServerPage(answers, info);
  const queryClient = createQueryClient();
  try {
    // prerender waits for every lazy part (the home page's sections), so the HTML is whole.
    const { prelude } = await prerender(
      <StrictMode>
        <DocumentMetaCollector value={recorder}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </DocumentMetaCollector>
      </StrictMode>,
      // Every part inline, in order: a large part would otherwise be sent after the rest with an
      // inline script to move it into place, which the store's Content Security Policy refuses.
      { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return { html: await new Response(prelude).text(), meta };
  } finally {
    setServerPage(undefined);
    // Each query keeps a timer for its gcTime (5 minutes), and the timer keeps the query, its
    // cache and the page's answers: without this every render held its data for 5 minutes, 23 MiB
    // after 360 product pages, and a crawler walking the catalog would fill the heap.
    queryClient.clear();
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders one page. Renders run one at a time: the answers a page's queries read are the module's
 * for the length of a render, and rendering is work for the one thread anyway.
 */
export function renderPage(input: RenderInput): Promise<RenderedApp> {
  const rendered = queue.then(() => renderNow(input));
  queue = rendered.catch(() => undefined);
  return rendered;
}

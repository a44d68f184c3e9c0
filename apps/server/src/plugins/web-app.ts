import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../lib/envelope';
import { sendBody } from '../lib/cached-body';
import type { Storage } from '../lib/storage/storage';
import { registerMedia } from './media';
import { movedPagePath, PLANNED_PAGES } from './page-plans';
import { createWebPages, loadRenderer, type Renderer, type WebPages } from './web-pages';

const YEAR = 60 * 60 * 24 * 365;

/** The built web app: from `apps/server/dist/main.js` or from `apps/server/src/plugins/*.ts`. */
export function findWebDist(): string | undefined {
  const candidates = ['../../web/dist', '../../../web/dist'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  return candidates.find((dir) => existsSync(`${dir}/index.html`));
}

/**
 * Serves uploaded and demo images under /media from the storage, the built web app with long
 * caching for hashed assets, and index.html for every other page so the app's router can take over;
 * an old page address is answered with a 301 to its new one (`movedPagePath`).
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: {
    storage: Storage;
    mediaPublicUrl?: string;
    webDist?: string;
    renderer?: Renderer;
    now: () => Date;
    testPayments?: boolean;
  },
) {
  await registerMedia(app, { storage: opts.storage, publicUrl: opts.mediaPublicUrl });

  const webDist = opts.webDist;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      list: false,
      // The build's .vite/manifest.json is read by the server, not served.
      dotfiles: 'deny',
      // index.html is the page template: every page, /index.html too, comes through the renderer.
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes('/assets/');
        reply.header('Cache-Control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
      },
    });
  }

  const renderer = opts.renderer ?? (webDist ? await loadRenderer(webDist) : undefined);
  const pages = webDist
    ? createWebPages(app, webDist, opts.now, { testPayments: opts.testPayments, renderer })
    : undefined;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, site: WebPages) => {
    // An address that has moved is answered with where it lives now, before anything is rendered
    // (docs/decisions/075). Kept a day by browsers and caches, not for ever, should it move again.
    const moved = movedPagePath(request.url);
    if (moved) return reply.header('Cache-Control', 'public, max-age=86400').redirect(moved, 301);
    const page = await site.render(request.url);
    // Built with the catalog as it is now: no validators, so the browser asks again each time.
    reply.code(page.status).header('Cache-Control', 'no-cache');
    return sendBody(request, reply, page.body, 'text/html; charset=utf-8');
  };
  // The pages that start with catalog answers have routes of their own (the router finds them
  // sooner than the not-found path); every other page is the app's and comes through below.
  if (pages) {
    for (const url of PLANNED_PAGES) {
      app.get(url, { compress: false, schema: { hide: true } }, (request, reply) => sendPage(request, reply, pages));
    }
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/media/')) {
      return reply.code(404).send(failure(404, 'Not found'));
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && pages) return sendPage(request, reply, pages);
    return reply.code(404).send(failure(404, 'Not found'));
  });
}

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { keptBody, sendBody, type CachedBody } from '../../lib/cached-body';
import { failure } from '../../lib/envelope';
import { robotsTxt } from './robots';
import { createSitemaps, SITEMAP_MAX_URLS } from './sitemap.service';
import { publicOrigin } from './storefront-pages';

/** A sitemap file's number as its address writes it: 1, 2, … with no leading zero, so each file has one address. */
const PART = /^[1-9][0-9]{0,8}$/;

/**
 * /robots.txt and the sitemap (/sitemap.xml, and /sitemap-{n}.xml once it is split), for
 * crawlers (docs/decisions/076). Outside /api and out of the OpenAPI description: they are
 * documents of the site, like its pages. Each is a route of its own, so the web app's catch-all
 * never answers them with the app. `maxUrlsPerFile` is SITEMAP_MAX_URLS unless a test lowers it.
 */
export const seoRoutes: FastifyPluginAsync<{ now?: () => Date; maxUrlsPerFile?: number }> = async (app, opts) => {
  const sitemaps = createSitemaps(app, {
    now: opts.now ?? (() => new Date()),
    perFile: opts.maxUrlsPerFile ?? SITEMAP_MAX_URLS,
  });
  // It names no catalog data, only settings read once at start: made once, never emptied.
  const robots = keptBody(robotsTxt(publicOrigin(app.config)), Infinity);

  // Built from the catalog as it is now, like the pages: no validators, so crawlers ask again.
  const send = (request: FastifyRequest, reply: FastifyReply, body: CachedBody, type: string) =>
    sendBody(request, reply.header('Cache-Control', 'no-cache'), body, type);
  const xml = 'application/xml; charset=utf-8';
  const route = { compress: false as const, schema: { hide: true } };

  app.get('/robots.txt', route, (request, reply) => send(request, reply, robots, 'text/plain; charset=utf-8'));

  app.get('/sitemap.xml', route, async (request, reply) => send(request, reply, await sitemaps.sitemap(), xml));

  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', route, async (request, reply) => {
    const { part } = request.params;
    const body = PART.test(part) ? await sitemaps.part(Number(part)) : null;
    if (!body) return reply.code(404).header('Cache-Control', 'no-cache').send(failure(404, 'Sitemap not found'));
    return send(request, reply, body, xml);
  });
};

import type { FastifyInstance } from 'fastify';
import { failure } from '../lib/envelope';
import { isStorageKey, type Storage } from '../lib/storage/storage';

const YEAR = 60 * 60 * 24 * 365;
/** A picture opened on its own can run nothing and load nothing. */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; style-src 'none'; sandbox";
/** How long a browser or CDN may keep a redirect to MEDIA_PUBLIC_URL: a day, so changing it takes effect. */
const REDIRECT_CACHE = 'public, max-age=86400';

/** Does an If-None-Match header name this entity tag (weakly compared, as for a GET)? */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * GET /media/*: uploaded and demo pictures, read from the storage (a folder or a bucket), so any
 * server answers for any picture (docs/decisions/061). With MEDIA_PUBLIC_URL set it only points
 * the browser there. A path that is not a plain storage key (`..`, `%2e%2e`, hidden files) is a
 * 404 before the storage is asked.
 */
export async function registerMedia(app: FastifyInstance, opts: { storage: Storage; publicUrl?: string }) {
  const { storage, publicUrl } = opts;

  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (!isStorageKey(key)) return reply.code(404).send(failure(404, 'Not found'));
    if (publicUrl) return reply.header('Cache-Control', REDIRECT_CACHE).redirect(`${publicUrl}/${key}`, 302);

    const file = await storage.get(key);
    if (!file) return reply.code(404).send(failure(404, 'Not found'));
    // A key is never reused for other bytes, so a picture can be kept for a year without asking again.
    reply
      .header('Cache-Control', `public, max-age=${YEAR}, immutable`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', MEDIA_CSP);
    if (file.etag) reply.header('ETag', file.etag);
    if (file.lastModified) reply.header('Last-Modified', file.lastModified.toUTCString());
    if (file.etag && matches(request.headers['if-none-match'], file.etag)) {
      file.body.destroy();
      return reply.code(304).send();
    }
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    return reply.type(file.contentType).send(file.body);
  });
}

import type { FastifyInstance } from 'fastify';

type Level = 'error' | 'warn' | 'info' | 'debug';

/** Built scripts and styles, pictures and files such as /favicon.svg: not pages and not API calls. */
export function isStaticFile(url: string): boolean {
  const pathname = url.split('?', 1)[0]!;
  if (pathname.startsWith('/api/')) return false;
  return pathname.startsWith('/assets/') || pathname.startsWith('/media/') || /\/[^/]+\.[A-Za-z0-9]+$/.test(pathname);
}

/**
 * How loud a request's log line is: a server error always, a static file served well only at
 * debug (a page view fetches dozens of them, and they would bury the calls that matter), every
 * other request at info.
 */
export function requestLogLevel(url: string, status: number): Level {
  if (status >= 500) return 'error';
  if (isStaticFile(url) && status < 400) return 'debug';
  return 'info';
}

/** One line per request, written when the answer has gone, at the level `requestLogLevel` picks. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    request.log[requestLogLevel(request.url, status)](
      { method: request.method, url: request.url, status, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}

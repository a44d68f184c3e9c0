import type { FastifyInstance, FastifyReply } from 'fastify';
import { failure } from '../lib/envelope';
import { createMemoryRateLimiter } from '../lib/rate-limit';

/** The public calls that cost real work each time, whatever the caches hold. */
const EXPENSIVE_CALLS = new Set(['/api/search', '/api/pin_code', '/api/price_cart', '/api/checkout_quote']);

export const BUDGET_MESSAGE = 'Too many requests from your network. Please wait a moment and try again';

/**
 * Whether a request spends the per-address budget: a search, a PIN look-up, a cart priced or a
 * checkout quoted, or a page rendered on the server (a GET of an address that is not the API,
 * a picture or a file with an extension: scripts, styles, icons and the sitemap are not counted).
 */
export function spendsBudget(method: string, url: string): boolean {
  // Decoded as the router decodes it, so /api/%73earch is the search it reaches.
  const raw = url.split('?', 1)[0]!;
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // not valid percent-encoding: the router answers it 400 or 404 as it is
  }
  if (EXPENSIVE_CALLS.has(path)) return true;
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/media/') || path.startsWith('/assets/')) {
    return false;
  }
  return !path.slice(path.lastIndexOf('/') + 1).includes('.');
}

/**
 * Every server allows each client address `perMinute` expensive requests a minute (0: no limit),
 * counted in its own memory: no round trip to Redis on the calls that most need to be fast, so
 * with N servers an address may make up to N times as many. Past it a request is answered 429
 * with Retry-After, before any work. The address is `request.clientAddress`, which believes a
 * forwarded one only from TRUST_PROXY (docs/decisions/066 and 105).
 */
export function registerAddressBudget(app: FastifyInstance, perMinute: number, now: () => number): void {
  if (perMinute === 0) return;
  const counts = createMemoryRateLimiter(now);
  app.addHook('onClose', () => counts.close());
  app.addHook('onRequest', async (request, reply: FastifyReply) => {
    if (!spendsBudget(request.method, request.url)) return;
    const hit = await counts.hit(request.clientAddress, perMinute, 60_000);
    if (hit.allowed) return;
    reply
      .code(429)
      .header('Retry-After', String(Math.max(1, Math.ceil(hit.retryAfterMs / 1000))))
      .header('Cache-Control', 'no-store');
    if (request.url.startsWith('/api/')) return reply.send(failure(429, BUDGET_MESSAGE));
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
          `<title>Please wait a moment</title><p style="font:16px system-ui;margin:2rem">${BUDGET_MESSAGE}.</p></html>`,
      );
  });
}

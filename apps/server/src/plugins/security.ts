import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const directives = {
  'default-src': ["'self'"],
  // Razorpay's checkout and Google sign-in are loaded from their own sites, as both require. No
  // inline script runs but those of index.html, allowed by their hashes (inlineScriptHashes).
  'script-src': ["'self'", 'https://checkout.razorpay.com', 'https://accounts.google.com'],
  'script-src-attr': ["'none'"],
  'frame-src': ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com', 'https://accounts.google.com'],
  'connect-src': ["'self'", 'https://lumberjack.razorpay.com', 'https://accounts.google.com'],
  'img-src': ["'self'", 'data:', 'blob:', 'https://*.razorpay.com', 'https://*.googleusercontent.com'],
  'style-src': ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  // No upgrade-insecure-requests: a shop may serve plain HTTP on its own network; TLS is the proxy's job.
};

/**
 * The page's policy. `imageOrigins` adds where /media redirects to (MEDIA_PUBLIC_URL): a redirect
 * is checked too. `scriptHashes` allow the inline scripts of index.html and nothing else inline.
 */
const contentSecurityPolicy = (imageOrigins: readonly string[], scriptHashes: readonly string[] = []) =>
  Object.entries({
    ...directives,
    'script-src': [...directives['script-src'], ...scriptHashes],
    'img-src': [...directives['img-src'], ...imageOrigins],
  })
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/**
 * The CSP sources of the scripts written inline in `html` (the theme set before first paint):
 * `'sha256-…'` of each one's text. Data blocks (`type="application/json"`, the page data) are
 * never run, so they need none; scripts with `src` are covered by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || /type\s*=\s*"application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * The headers helmet would send, worked out once: they never change between requests, and
 * building them per request cost a measurable share of each catalog call.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy([]),
  // Google sign-in's popup needs to talk back to the opener.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * What the JSON calls send instead of the page's policy: an answer that is data loads nothing and
 * is framed by nobody (OWASP's advice for REST answers). The page's policy, some 700 bytes, was
 * otherwise written into every catalog answer, a measurable share of a cache-missing call's bytes.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The calls that answer data; /api/docs is a page (Swagger UI) and keeps the page's policy. */
const answersData = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** Security headers and compression for everything the server sends; `webDist` holds the index.html served. */
export async function registerSecurity(app: FastifyInstance, opts: { webDist?: string } = {}): Promise<void> {
  const mediaUrl = app.config.MEDIA_PUBLIC_URL;
  const index = opts.webDist ? path.join(opts.webDist, 'index.html') : undefined;
  const scriptHashes = index && existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  const headers =
    mediaUrl || scriptHashes.length > 0
      ? {
          ...SECURITY_HEADERS,
          'content-security-policy': contentSecurityPolicy(mediaUrl ? [new URL(mediaUrl).origin] : [], scriptHashes),
        }
      : SECURITY_HEADERS;
  const apiHeaders = { ...headers, 'content-security-policy': API_CONTENT_SECURITY_POLICY };
  // A callback hook: it runs on every call, where a promise each costs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(answersData(request.url) ? apiHeaders : headers);
    done();
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}

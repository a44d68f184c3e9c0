import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const directives = {
  'default-src': ["'self'"],
  // Razorpay's checkout and Google sign-in are loaded from their own sites, as both require.
  'script-src': ["'self'", "'unsafe-inline'", 'https://checkout.razorpay.com', 'https://accounts.google.com'],
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

/** The page's policy; `imageOrigins` adds where /media redirects to (MEDIA_PUBLIC_URL): a redirect is checked too. */
const contentSecurityPolicy = (imageOrigins: readonly string[]) =>
  Object.entries({ ...directives, 'img-src': [...directives['img-src'], ...imageOrigins] })
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

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

/** Security headers and compression for everything the server sends. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const mediaUrl = app.config.MEDIA_PUBLIC_URL;
  const headers = mediaUrl
    ? { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy([new URL(mediaUrl).origin]) }
    : SECURITY_HEADERS;
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}

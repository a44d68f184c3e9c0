import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers and compression for everything the server sends. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Razorpay's checkout and Google sign-in are loaded from their own sites, as both require.
        scriptSrc: ["'self'", "'unsafe-inline'", 'https://checkout.razorpay.com', 'https://accounts.google.com'],
        frameSrc: [
          "'self'",
          'https://api.razorpay.com',
          'https://checkout.razorpay.com',
          'https://accounts.google.com',
        ],
        connectSrc: ["'self'", 'https://lumberjack.razorpay.com', 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.razorpay.com', 'https://*.googleusercontent.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // The store may be served over plain HTTP on a shop's own network; TLS is the proxy's job.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Google sign-in's popup needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
}

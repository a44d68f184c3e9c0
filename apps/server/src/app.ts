import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ConfigError, paymentSettingsProblem, type Config } from './config';
import type { Database, Db } from './db/client';
import { createMailer } from './lib/mail/mailer';
import { createMemoryRateLimiter, type RateLimiter } from './lib/rate-limit';
import { createRedisRateLimiter } from './lib/rate-limit-redis';
import { createStorage } from './lib/storage/create-storage';
import type { Storage } from './lib/storage/storage';
import { adminPlugin } from './modules/admin/admin.plugin';
import { registerAuth } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { expressRoutes } from './modules/auth/express.routes';
import { createGoogleVerifier, type GoogleCertsSource } from './modules/auth/google-verifier';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { shopDetailsRoutes } from './modules/shop-details/shop-details.routes';
import { startCatalogCache, type CatalogCache } from './modules/catalog/catalog-cache';
import { garageRoutes } from './modules/garage/garage.routes';
import { healthRoutes } from './modules/health/health.routes';
import { indiaRoutes } from './modules/india/india.routes';
import { invoiceRoutes } from './modules/invoices/invoices.routes';
import { startBackground, type Background } from './modules/jobs/background';
import { likeRoutes } from './modules/likes/likes.routes';
import { stockAlertRoutes } from './modules/stock-alerts/stock-alerts.routes';
import type { OrderDeps } from './modules/orders/order-deps';
import { runCallOffJob, type CourierDeps } from './modules/couriers/book-shipment.service';
import { databaseTokenStore } from './modules/couriers/courier-tokens.repo';
import { createShiprocket } from './lib/couriers/shiprocket';
import { courierWebhookRoutes } from './modules/couriers/courier-webhook.routes';
import { COURIER_CALL_OFF_JOB } from './modules/couriers/call-off';
import { createCourierDates } from './modules/couriers/courier-dates';
import { COURIER_BOOK_JOB, runBookJob } from './modules/couriers/book-many.service';
import { COURIER_POLL_EVERY_MS, pollTracking } from './modules/couriers/track-shipment.service';
import { orderRoutes } from './modules/orders/orders.routes';
import { testPaymentRoutes } from './modules/orders/test-payment.routes';
import { webhookRoutes } from './modules/orders/webhook.routes';
import { createRazorpayProvider } from './lib/payments/razorpay';
import { createTestModeProvider } from './lib/payments/test-mode';
import { profileRoutes } from './modules/profile/profile.routes';
import { returnRoutes } from './modules/returns/returns.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { uploadRoutes } from './modules/uploads/uploads.routes';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/error-handler';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import { registerRequestLog } from './plugins/request-log';
import { registerSecurity } from './plugins/security';
import { registerTextInputGuard } from './plugins/text-input';
import { registerAddressBudget } from './plugins/address-budget';
import { registerClientAddress } from './plugins/client-address';
import { registerWebApp } from './plugins/web-app';
import type { Renderer } from './plugins/web-pages';

/** What the log says at start while test payments are on: orders get marked paid without money. */
export const TEST_PAYMENTS_WARNING =
  'TEST PAYMENTS ARE ON: orders are marked paid without taking money. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET before taking real orders.';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    databaseKind: Database['kind'];
    catalog: CatalogCache;
    /** Uploaded and demo pictures: UPLOAD_DIR, or the bucket of STORAGE_URL. */
    storage: Storage;
    /** The outbox worker and periodic tasks; tests drain the outbox through it. */
    background: Background;
    /** Every route the app serves, as registered: what the route-guard test walks. */
    routeTable: ReadonlyArray<{ method: string; url: string }>;
  }
  interface FastifyContextConfig {
    /** A back-office write that leaves the catalog as it was, so the catalog cache is kept. */
    catalogUnchanged?: boolean;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** pino logger; tests leave it out and run silent. */
  logger?: FastifyBaseLogger;
  /** The built web app to serve; omitted in API-only tests. */
  webDist?: string;
  /** The web app rendered on the server; by default its server build beside webDist (plugins/web-pages.ts). */
  renderer?: Renderer;
  /** The clock for codes, rate limits, reservations and flash-deal prices; tests move it. */
  now?: () => Date;
  /** Rate-limit counters; by default Redis when REDIS_URL is set, else memory. */
  rateLimiter?: RateLimiter;
  /** Google's public keys; tests sign ID tokens with their own key. Default: downloaded from Google. */
  googleCerts?: GoogleCertsSource;
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n hops". */
function trustedProxies(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the whole app: external plugins, then the store's own, then routes, then the web app. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const paymentProblem = paymentSettingsProblem(opts.config);
  if (paymentProblem) throw new ConfigError(paymentProblem);
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    // One line per request from our onResponse hook instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the proxies: otherwise any client could choose its own address.
    trustProxy: trustedProxies(opts.config.TRUST_PROXY),
    routerOptions: { maxParamLength: 200 },
    // What Fastify and Node refuse before any route runs still answers in the store's envelope.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // First, so that every route of every plugin registered below passes through it.
  const routeTable: Array<{ method: string; url: string }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });

  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed against the contracts at compile time and checked in route tests;
  // validating every response at run time again would halve catalog throughput.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.decorate('config', opts.config);
  app.decorate('db', opts.database.db);
  app.decorate('databaseKind', opts.database.kind);
  const catalog = await startCatalogCache(opts.database);
  app.decorate('catalog', catalog);
  app.addHook('onClose', () => catalog.stop());
  const storage = await createStorage(opts.config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());

  const now = opts.now ?? (() => new Date());
  const config = opts.config;
  const limiter =
    opts.rateLimiter ??
    (config.REDIS_URL
      ? createRedisRateLimiter(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}rl:`, {
          warn: (fields, message) => app.log.warn(fields, message),
          info: (message) => app.log.info(message),
        })
      : createMemoryRateLimiter(() => now().getTime()));
  const mailer = createMailer(config, app.log);
  // Links in mails: the shop's address, or this server's own as README's settings say.
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  // Razorpay when its keys are set; otherwise the built-in test mode (docs/decisions/035), which
  // production allows only with TEST_PAYMENTS=true (docs/decisions/067).
  const testProvider = config.RAZORPAY_KEY_ID ? null : createTestModeProvider(config.JWT_SECRET);
  if (testProvider) app.log.warn(TEST_PAYMENTS_WARNING);
  const payments =
    testProvider ??
    createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      apiUrl: config.RAZORPAY_API_URL,
    });
  const orderDeps: OrderDeps = {
    db: opts.database.db,
    payments,
    realSales: config.NODE_ENV === 'production' && !testProvider,
    adminEmail: config.ADMIN_EMAIL,
    now,
    log: app.log,
    publicUrl,
  };

  // Shiprocket when its API user is set: staff book couriers from the back office (docs/couriers.md).
  const courierDeps: CourierDeps = {
    ...orderDeps,
    pickupLocation: config.SHIPROCKET_PICKUP_LOCATION,
    webhookToken: config.SHIPROCKET_WEBHOOK_TOKEN,
    shiprocket:
      config.SHIPROCKET_EMAIL && config.SHIPROCKET_PASSWORD
        ? createShiprocket({
            email: config.SHIPROCKET_EMAIL,
            password: config.SHIPROCKET_PASSWORD,
            apiUrl: config.SHIPROCKET_API_URL,
            tokens: databaseTokenStore(opts.database.db, 'shiprocket'),
            now,
          })
        : null,
  };

  const background = await startBackground({
    database: opts.database,
    mailer,
    payments,
    settings: config,
    now,
    log: app.log,
    publicUrl,
    storage,
    // Where the parcels booked here are, asked of Shiprocket for those with no news (docs/couriers.md).
    tasks: [{ name: 'courier-tracking-poll', everyMs: COURIER_POLL_EVERY_MS, run: () => pollTracking(courierDeps) }],
    // A cancelled order's courier booking, called off at Shiprocket with the outbox's retries.
    handlers: {
      [COURIER_CALL_OFF_JOB]: (job) => runCallOffJob(courierDeps, job.payload),
      // Many orders booked at once, one job each (book-many.service.ts).
      [COURIER_BOOK_JOB]: (job) => runBookJob(courierDeps, job.payload),
    },
  });
  app.decorate('background', background);
  app.addHook('onClose', async () => {
    // The worker first: a mail it is sending finishes before the mailer closes.
    await background.stop();
    mailer.close();
    await limiter.close();
  });
  registerAuth(app, {
    db: opts.database.db,
    limiter,
    now,
    jwtSecret: config.JWT_SECRET,
    google: config.GOOGLE_CLIENT_ID ? createGoogleVerifier(config.GOOGLE_CLIENT_ID, opts.googleCerts) : null,
  });

  registerErrorHandling(app);
  registerRequestLog(app);

  await registerSecurity(app, { webDist: opts.webDist });
  // After the security headers' hook, so a refusal here carries them too.
  registerTextInputGuard(app);
  registerClientAddress(app, config.TRUST_PROXY !== false);
  registerAddressBudget(app, config.PUBLIC_REQUESTS_PER_MINUTE, () => now().getTime());
  await registerDocs(app);
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes, { now });
      await api.register(reviewRoutes);
      await api.register(uploadRoutes);
      await api.register(authRoutes);
      await api.register(expressRoutes);
      await api.register(profileRoutes);
      await api.register(cartRoutes, { now });
      await api.register(likeRoutes);
      await api.register(garageRoutes, { now });
      await api.register(stockAlertRoutes, { publicUrl });
      await api.register(orderRoutes, { deps: orderDeps });
      await api.register(indiaRoutes, {
        now,
        courierDates: courierDeps.shiprocket ? createCourierDates(courierDeps) : undefined,
      });
      await api.register(shopDetailsRoutes, { now });
      await api.register(invoiceRoutes, { deps: orderDeps });
      await api.register(returnRoutes, { deps: orderDeps });
      await api.register(adminPlugin, { prefix: '/admin', deps: orderDeps, couriers: courierDeps });
      await api.register(webhookRoutes, { deps: orderDeps, secret: config.RAZORPAY_WEBHOOK_SECRET });
      await api.register(courierWebhookRoutes, { deps: courierDeps });
      if (testProvider) await api.register(testPaymentRoutes, { deps: orderDeps, provider: testProvider });
    },
    { prefix: '/api' },
  );
  await app.register(seoRoutes, { now });
  await registerWebApp(app, {
    storage,
    mediaPublicUrl: config.MEDIA_PUBLIC_URL,
    webDist: opts.webDist,
    renderer: opts.renderer,
    now,
    testPayments: testProvider !== null,
  });
  return app;
}

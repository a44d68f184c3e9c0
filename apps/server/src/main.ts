import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, paymentSettingsProblem, type Config } from './config';
import { openConfiguredDatabase } from './db/open-database';
import { DEMO_COD, DEMO_SHIPPING } from '@store/contracts/charges';
import { applyDemoDefaults } from './demo-defaults';
import { writeChargeSettings } from './modules/india/shop-settings.repo';
import { readDotEnv } from './dot-env';
import { buildDemoCatalog } from './db/seed/catalog/build-demo-catalog';
import { ensureDemoImages } from './db/seed/ensure-demo-images';
import { catalogIsEmpty, loadCatalog } from './db/seed/load-catalog';
import { createStorage } from './lib/storage/create-storage';
import { logGoLive } from './modules/go-live/go-live.service';
import { StorageUnavailableError } from './lib/storage/storage';
import { findWebDist } from './plugins/web-app';

function readConfig(): Config {
  // .env first: what it says about the demo wins over what --demo would default to.
  readDotEnv();
  applyDemoDefaults(process.env, process.argv.slice(2));
  try {
    const config = loadConfig();
    const problem = paymentSettingsProblem(config);
    if (problem) throw new ConfigError(problem);
    return config;
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = readConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const database = await openConfiguredDatabase(config);
  await database.migrate();

  if (config.SEED_DEMO) {
    const catalog = buildDemoCatalog();
    if (await catalogIsEmpty(database.db)) {
      await loadCatalog(database.db, catalog);
      // The demo shop charges for shipping below ₹999 and takes cash on delivery (docs/decisions/111).
      await writeChargeSettings(database.db, { shipping: DEMO_SHIPPING, cod: DEMO_COD });
      logger.info({ products: catalog.products.length }, 'demo catalog loaded');
    }
    // A storage of its own, closed once the pictures are there; the app opens the one it serves from.
    const storage = await createStorage(config);
    try {
      const drawn = await ensureDemoImages(storage, catalog, (missing) =>
        console.log(`Drawing ${missing} demo pictures (first start only, under a minute)...`),
      );
      if (drawn > 0) logger.info({ images: drawn, storage: storage.kind }, 'demo images drawn');
    } catch (err) {
      if (!(err instanceof StorageUnavailableError)) throw err;
      // A bucket that is down must not keep the store from starting: pictures fill in next start.
      logger.warn({ err }, 'demo pictures not checked: the storage is unavailable');
    } finally {
      storage.close();
    }
  }

  const webDist = findWebDist();
  if (!webDist) logger.warn('web app not built: run `npm run build` to serve the storefront');
  const app = await buildApp({ config, database, logger, webDist });
  app.server.keepAliveTimeout = 72_000;
  app.server.headersTimeout = 75_000;
  app.server.requestTimeout = 120_000;

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) logger.error({ err }, 'closing after an error');
    else logger.info({ signal }, 'closing');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  await logGoLive(database.db, config, logger);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shown = config.PUBLIC_URL ?? `http://localhost:${port}`;
  // Printed once, plainly, so people and scripts can tell the store is ready.
  console.log(
    `Kerala Moto Hub is ready at ${shown} (${database.kind === 'pglite' ? 'embedded database' : 'PostgreSQL'})`,
  );
}

main().catch((err: unknown) => {
  console.error('The store could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

import { loadConfig } from '../../config';
import { readDotEnv } from '../../dot-env';
import { createStorage } from '../../lib/storage/create-storage';
import { openConfiguredDatabase } from '../open-database';
import { buildDemoCatalog } from './catalog/build-demo-catalog';
import { ensureDemoImages } from './ensure-demo-images';
import { catalogIsEmpty, clearCatalog, loadCatalog } from './load-catalog';

/** `npm run seed` loads the demo catalog into an empty database; `-- --reset` replaces the catalog. */
async function seed() {
  const reset = process.argv.includes('--reset');
  readDotEnv();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 'npm run seed');
  try {
    await database.migrate();
    const catalog = buildDemoCatalog();
    if (!(await catalogIsEmpty(database.db))) {
      if (!reset) {
        console.log('The catalog already has data; run `npm run seed -- --reset` to replace it with the demo.');
        return;
      }
      await clearCatalog(database.db);
    }
    await loadCatalog(database.db, catalog);
    const storage = await createStorage(config);
    const drawn = await ensureDemoImages(storage, catalog).finally(() => storage.close());
    console.log(
      `Demo catalog loaded: ${catalog.products.length} products, ${catalog.brands.length} brands, ` +
        `${catalog.categories.length} categories; ${drawn} images drawn.`,
    );
  } finally {
    await database.close();
  }
}

seed().catch((err: unknown) => {
  console.error('Seeding failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});

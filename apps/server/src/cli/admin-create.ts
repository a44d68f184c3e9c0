// npm run admin:create -- --email a@b.c --name "Asha Admin" [--fulfilment | --full]
// Creates an admin or promotes an existing account; --fulfilment makes one who packs and ships
// but does not see the shop's money (the tax reports; docs/decisions/109), --full one who sees
// everything. A new admin sees everything; a rerun keeps the access the account had. The password comes from ADMIN_PASSWORD, or
// is generated and printed once. There is no default admin. Beside a store running on the
// embedded database it refuses (exit status 1) and changes nothing: that database is the store's
// alone (db/embedded-lock.ts); on PostgreSQL it works beside any number of running servers.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { readDotEnv } from '../dot-env';
import { openConfiguredDatabase } from '../db/open-database';
import { createOrPromoteAdmin } from '../modules/auth/admin-account.service';
import { runCommand } from './run-command';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      fulfilment: { type: 'boolean' },
      full: { type: 'boolean' },
    },
  });
  if (!values.email || !values.name || (values.fulfilment && values.full)) {
    console.error(
      'Usage: npm run admin:create -- --email admin@example.com --name "Asha Admin" [--fulfilment | --full]',
    );
    console.error(
      '--fulfilment: staff who pack and ship, kept from the tax reports; --full: staff who see everything.',
    );
    console.error('A new admin sees everything; a rerun keeps the access the account had unless one is given.');
    console.error('The password is read from ADMIN_PASSWORD, or generated and printed once.');
    return 2;
  }
  readDotEnv();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config, 'npm run admin:create');
  try {
    await database.migrate();
    const result = await createOrPromoteAdmin(database.db, {
      email: values.email,
      name: values.name,
      password: process.env.ADMIN_PASSWORD || undefined,
      ...(values.fulfilment
        ? { staffAccess: 'fulfilment' as const }
        : values.full
          ? { staffAccess: 'full' as const }
          : {}),
    });
    console.log(result.created ? `Admin ${values.email} created.` : `${values.email} is now an admin.`);
    if (result.generatedPassword) {
      console.log(`Password (shown only now, keep it safe): ${result.generatedPassword}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCommand('admin:create', main);

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { createUser } from '../../test/accounts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createOrPromoteAdmin } from './admin-account.service';
import { verifyPassword } from './passwords';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.drop());

const userOf = async (email: string) =>
  (
    await queryRows(
      testDb.database.db,
      z.object({ role: z.string(), password_hash: z.string(), token_version: z.number() }),
      sql`SELECT role, password_hash, token_version FROM users WHERE email = ${email}`,
    )
  )[0];

describe('admin:create', () => {
  it('creates an admin with a generated password that works, shown once', async () => {
    const result = await createOrPromoteAdmin(testDb.database.db, { email: 'Boss@Example.com', name: 'Asha Admin' });
    expect(result.created).toBe(true);
    expect(result.generatedPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{20,}$/);
    const user = await userOf('boss@example.com');
    expect(user?.role).toBe('admin');
    expect(await verifyPassword(user?.password_hash, result.generatedPassword as string)).toBe(true);
  });

  it('uses a given password and prints none', async () => {
    const result = await createOrPromoteAdmin(testDb.database.db, {
      email: 'second@example.com',
      name: 'Second Admin',
      password: 'given1234',
    });
    expect(result).toEqual({ created: true });
    expect(await verifyPassword((await userOf('second@example.com'))?.password_hash, 'given1234')).toBe(true);
  });

  it('promotes an existing customer and keeps their password unless one is given', async () => {
    await createUser(testDb.database.db, { email: 'shopper@example.com', password: 'shop1234' });
    expect(await createOrPromoteAdmin(testDb.database.db, { email: 'shopper@example.com', name: 'Shop Per' })).toEqual({
      created: false,
    });
    const user = await userOf('shopper@example.com');
    expect(user?.role).toBe('admin');
    expect(await verifyPassword(user?.password_hash, 'shop1234')).toBe(true);
  });

  it('makes fulfilment staff when asked, and keeps an account’s access on a rerun unless another is named', async () => {
    const access = async (email: string) =>
      (
        await queryRows(
          testDb.database.db,
          z.object({ staff_access: z.string() }),
          sql`SELECT staff_access FROM users WHERE email = ${email}`,
        )
      )[0]?.staff_access;
    const db = testDb.database.db;
    await createOrPromoteAdmin(db, { email: 'packer@example.com', name: 'Packer', staffAccess: 'fulfilment' });
    expect(await access('packer@example.com')).toBe('fulfilment');
    // A rerun to reset the password leaves the packer a packer.
    await createOrPromoteAdmin(db, { email: 'packer@example.com', name: 'Packer', password: 'another123' });
    expect(await access('packer@example.com')).toBe('fulfilment');
    await createOrPromoteAdmin(db, { email: 'packer@example.com', name: 'Packer', staffAccess: 'full' });
    expect(await access('packer@example.com')).toBe('full');
    await createOrPromoteAdmin(db, { email: 'owner2@example.com', name: 'Owner' });
    expect(await access('owner2@example.com')).toBe('full');
  });

  it('refuses a bad e-mail or a weak password', async () => {
    await expect(createOrPromoteAdmin(testDb.database.db, { email: 'nope', name: 'Asha Admin' })).rejects.toThrow();
    await expect(
      createOrPromoteAdmin(testDb.database.db, { email: 'ok@example.com', name: 'Asha Admin', password: 'short' }),
    ).rejects.toThrow();
  });
});

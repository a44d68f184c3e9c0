import { AUTH_MESSAGES } from '@store/contracts/auth';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createUser } from '../../test/accounts';
import { createMemoryRateLimiter } from '../../lib/rate-limit';
import { registerErrorHandling } from '../../plugins/error-handler';
import { currentUser, registerAuth } from './auth.plugin';
import { signSessionToken } from './tokens';

const secret = 'a-test-secret-that-is-at-least-32-characters';
let testDb: TestDatabase;
const app = Fastify({ logger: false });

beforeAll(async () => {
  testDb = await createTestDatabase();
  registerAuth(app, {
    db: testDb.database.db,
    limiter: createMemoryRateLimiter(),
    now: () => new Date(),
    jwtSecret: secret,
    google: null,
  });
  registerErrorHandling(app);
  app.get('/admin-only', { preHandler: app.requireAdmin }, async (request) => ({ id: currentUser(request).id }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await testDb?.drop();
});

describe('requireAdmin', () => {
  it('lets an admin through, refuses a customer with 403 and a visitor with 401', async () => {
    const db = testDb.database.db;
    const admin = await createUser(db, { email: 'boss@example.com', role: 'admin' });
    const customer = await createUser(db, { email: 'buyer@example.com' });
    const asAdmin = await app.inject({
      url: '/admin-only',
      headers: { authorization: `Bearer ${await signSessionToken(secret, { userId: admin.id, tokenVersion: 0 })}` },
    });
    expect(asAdmin.json()).toEqual({ id: admin.id });
    const asCustomer = await app.inject({
      url: '/admin-only',
      headers: { authorization: `Bearer ${await signSessionToken(secret, { userId: customer.id, tokenVersion: 0 })}` },
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().message).toBe(AUTH_MESSAGES.forbidden);
    expect((await app.inject({ url: '/admin-only' })).statusCode).toBe(401);
  });
});

import { AUTH_MESSAGES, sessionResponse } from '@store/contracts/auth';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, createUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signSessionToken } from './tokens';

let t: TestApp;
let userId: string;
const email = 'rider@example.com';
const password = 'throttle9';

beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.db, { email, password, name: 'Rider One' })).id;
  const products = await queryRows(
    t.db,
    z.object({ id: z.string(), variant: z.string() }),
    sql`SELECT p.id, v.id AS variant FROM products p JOIN product_variants v ON v.product_id = p.id ORDER BY p.slug, v.id LIMIT 3`,
  );
  for (const p of products) {
    await t.db.execute(sql`INSERT INTO likes (user_id, product_id) VALUES (${userId}, ${p.id}) ON CONFLICT DO NOTHING`);
  }
  const [first] = products as [{ id: string; variant: string }];
  await t.db.execute(
    sql`INSERT INTO cart_items (user_id, product_id, variant_id, quantity, price_paise_at_add) VALUES (${userId}, ${first.id}, ${first.variant}, 2, 1000)`,
  );
});
afterAll(() => t?.close());

describe('POST /api/log_in', () => {
  it('answers the token and the session fields with counts from the cart and likes', async () => {
    const { status, body } = await call(t.app, 'POST', '/api/log_in', { email: 'Rider@Example.com', password });
    expect(status).toBe(200);
    const session = sessionResponse.parse(body).data;
    const liked = await queryRows(
      t.db,
      z.object({ product_id: z.string() }),
      sql`SELECT product_id FROM likes WHERE user_id = ${userId}`,
    );
    expect(session).toMatchObject({ name: 'Rider One', email, role: 'customer', cart_count: 2 });
    expect(session.like_count).toBe(liked.length);
    expect(session.liked_products.sort()).toEqual(liked.map((l) => l.product_id).sort());
    expect(session.token.split('.')).toHaveLength(3);
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const wrong = await call(t.app, 'POST', '/api/log_in', { email, password: 'nope1234' }, { ip: '10.1.0.1' });
    const unknown = await call(
      t.app,
      'POST',
      '/api/log_in',
      { email: 'ghost@example.com', password },
      { ip: '10.1.0.1' },
    );
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.loginFailed } });
  });

  it('checks required fields and the 100-character maximum', async () => {
    const empty = await call(t.app, 'POST', '/api/log_in', { email: '', password: '' });
    expect(empty.body.errors).toEqual([
      { path: 'email', message: AUTH_MESSAGES.emailRequired },
      { path: 'password', message: AUTH_MESSAGES.passwordRequired },
    ]);
    const long = await call(t.app, 'POST', '/api/log_in', {
      email: `${'a'.repeat(95)}@b.com`,
      password: 'x'.repeat(101),
    });
    expect(long.body.errors).toEqual([
      { path: 'email', message: AUTH_MESSAGES.emailMax(100) },
      { path: 'password', message: AUTH_MESSAGES.passwordMax(100) },
    ]);
  });

  it('limits attempts per e-mail, even from many addresses', async () => {
    const target = 'target@example.com';
    await createUser(t.db, { email: target, password: 'target123' });
    for (let i = 0; i < 10; i++) {
      await call(t.app, 'POST', '/api/log_in', { email: target, password: `guess${i}x` }, { ip: `10.2.0.${i}` });
    }
    const right = await call(
      t.app,
      'POST',
      '/api/log_in',
      { email: target, password: 'target123' },
      { ip: '10.2.1.1' },
    );
    expect(right).toMatchObject({ status: 429, body: { message: AUTH_MESSAGES.tooManyAttempts } });
  });

  it('limits attempts per IP address across e-mails', async () => {
    for (let i = 0; i < 50; i++) {
      await call(t.app, 'POST', '/api/log_in', { email: `spray${i}@example.com`, password: 'x1' }, { ip: '10.3.0.1' });
    }
    const next = await call(t.app, 'POST', '/api/log_in', { email, password }, { ip: '10.3.0.1' });
    expect(next.status).toBe(429);
    expect((await call(t.app, 'POST', '/api/log_in', { email, password }, { ip: '10.3.0.2' })).status).toBe(200);
  });
});

describe('requireUser', () => {
  const profile = (token?: string) => call(t.app, 'GET', '/api/get_profile', undefined, token ? { token } : {});

  it('answers 401 Please sign in without a token, with a bad one, an expired one or a foreign one', async () => {
    const secret = t.app.config.JWT_SECRET;
    const key = new TextEncoder().encode(secret);
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 31 * 86400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 86400)
      .sign(key);
    const foreign = await signSessionToken('another-secret-that-is-long-enough-0123456789', {
      userId,
      tokenVersion: 0,
    });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: userId, tv: 0 }),
    ).toString('base64url')}.`;
    const noUser = await signSessionToken(secret, { userId: '00000000-0000-4000-8000-000000000000', tokenVersion: 0 });
    for (const token of [undefined, 'garbage', expired, foreign, unsigned, noUser]) {
      const res = await profile(token);
      expect(res, String(token)).toMatchObject({
        status: 401,
        body: { error: true, message: AUTH_MESSAGES.signInRequired },
      });
    }
    expect((await profile(await signSessionToken(secret, { userId, tokenVersion: 0 }))).status).toBe(200);
  });

  it('answers 403 for a blocked user, at log-in too', async () => {
    const blocked = await createUser(t.db, { email: 'blocked@example.com', password: 'blocked123' });
    const { body } = await call(t.app, 'POST', '/api/log_in', { email: 'blocked@example.com', password: 'blocked123' });
    const token = body.data.token as string;
    await t.db.execute(sql`UPDATE users SET status = 'blocked' WHERE id = ${blocked.id}`);
    expect(await profile(token)).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.blocked } });
    const again = await call(t.app, 'POST', '/api/log_in', { email: 'blocked@example.com', password: 'blocked123' });
    expect(again).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.blocked } });
  });
});

import { generateKeyPairSync } from 'node:crypto';
import { AUTH_MESSAGES, authConfigResponse, sessionResponse } from '@store/contracts/auth';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, createUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

const CLIENT_ID = 'store-test.apps.googleusercontent.com';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const KID = 'test-key-1';

let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID },
    googleCerts: async () => ({ [KID]: publicKey.export({ type: 'spki', format: 'pem' }).toString() }),
  });
  off = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

interface Claims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  aud?: string;
  iss?: string;
  /** Seconds from now. */
  expiresIn?: number;
}

/** A Google-shaped ID token signed with our own RSA key (or a stranger's). */
async function idToken(claims: Claims = {}, key = privateKey): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = claims.expiresIn ?? 3600;
  return new SignJWT({
    email: claims.email ?? 'gina@example.com',
    email_verified: claims.email_verified ?? true,
    name: claims.name ?? 'Gina George',
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuer(claims.iss ?? 'https://accounts.google.com')
    .setAudience(claims.aud ?? CLIENT_ID)
    .setSubject(claims.sub ?? 'google-sub-gina')
    .setIssuedAt(now + expiresIn - 3600)
    .setExpirationTime(now + expiresIn)
    .sign(key);
}

const google = (app: TestApp, credential: string) => call(app.app, 'POST', '/api/google_sign_in_login', { credential });

describe('Google sign-in', () => {
  it('tells the web button the client id, or null when it is off', async () => {
    expect(authConfigResponse.parse((await call(t.app, 'GET', '/api/auth_config')).body).data).toEqual({
      google_client_id: CLIENT_ID,
    });
    expect((await call(off.app, 'GET', '/api/auth_config')).body.data).toEqual({ google_client_id: null });
  });

  it('answers 404 Google sign-in is not enabled without GOOGLE_CLIENT_ID', async () => {
    const res = await google(off, await idToken());
    expect(res).toMatchObject({ status: 404, body: { message: AUTH_MESSAGES.googleDisabled } });
  });

  it('creates an account without a password for a new verified e-mail, and finds it again', async () => {
    const first = await google(t, await idToken());
    expect(first.status).toBe(200);
    expect(sessionResponse.parse(first.body).data).toMatchObject({ name: 'Gina George', email: 'gina@example.com' });
    const again = await google(t, await idToken());
    expect(again.body.data.email).toBe('gina@example.com');
    const stored = await queryRows(
      t.db,
      z.object({ n: z.number(), password_hash: z.string().nullable() }),
      sql`SELECT count(*)::int AS n, max(password_hash) AS password_hash FROM users WHERE email = 'gina@example.com'`,
    );
    expect(stored[0]).toEqual({ n: 1, password_hash: null });
  });

  it('links an existing account by verified e-mail without touching its password', async () => {
    const user = await createUser(t.db, { email: 'owner@example.com', password: 'owner1234', name: 'Shop Owner' });
    const res = await google(t, await idToken({ email: 'owner@example.com', sub: 'google-sub-owner' }));
    expect(res.body.data).toMatchObject({ email: 'owner@example.com', name: 'Shop Owner' });
    const [row] = await queryRows(
      t.db,
      z.object({ google_sub: z.string(), password_hash: z.string() }),
      sql`SELECT google_sub, password_hash FROM users WHERE id = ${user.id}`,
    );
    expect(row?.google_sub).toBe('google-sub-owner');
    expect(row?.password_hash).toBe(user.passwordHash);
    expect(
      (await call(t.app, 'POST', '/api/log_in', { email: 'owner@example.com', password: 'owner1234' })).status,
    ).toBe(200);
  });

  it('never links or creates from an e-mail Google has not verified', async () => {
    await createUser(t.db, { email: 'victim@example.com', password: 'victim123' });
    const res = await google(t, await idToken({ email: 'victim@example.com', sub: 'attacker', email_verified: false }));
    expect(res).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.googleUnverified } });
    const linked = await queryRows(t.db, z.unknown(), sql`SELECT 1 FROM users WHERE google_sub = 'attacker'`);
    expect(linked).toHaveLength(0);
  });

  it('refuses a wrong audience, an expired token, a wrong issuer and a foreign signature', async () => {
    const bad = [
      await idToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      await idToken({ expiresIn: -600 }),
      await idToken({ iss: 'https://evil.example.com' }),
      await idToken({}, stranger.privateKey),
      'not.a.token',
    ];
    for (const credential of bad) {
      const res = await google(t, credential);
      expect(res, credential).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.googleFailed } });
    }
  });

  it('answers 403 for a blocked account', async () => {
    await google(t, await idToken({ email: 'blockme@example.com', sub: 'google-sub-block' }));
    await t.db.execute(sql`UPDATE users SET status = 'blocked' WHERE email = 'blockme@example.com'`);
    const res = await google(t, await idToken({ email: 'blockme@example.com', sub: 'google-sub-block' }));
    expect(res.status).toBe(403);
  });
});

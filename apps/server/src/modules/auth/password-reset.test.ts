import { AUTH_MESSAGES } from '@store/contracts/auth';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, latestCode, mailsTo, testClock } from '../../test/accounts';
import { createMemoryRateLimiter } from '../../lib/rate-limit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requestPasswordReset } from './password-reset.service';

let t: TestApp;
const clock = testClock();
const email = 'forgetful@example.com';

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await createUser(t.db, { email, password: 'first1pass' });
});
afterAll(() => t?.close());

const reset = (otp: string, password = 'second2pass', confirm = password) =>
  call(t.app, 'POST', '/api/forgot_password', { email, otp, password, confirm_password: confirm });

describe('forgot password', () => {
  it('answers a known and an unknown e-mail the same, and mails only the known one', async () => {
    const known = await call(t.app, 'POST', '/api/forgot_password_email_verify', { email });
    const unknown = await call(t.app, 'POST', '/api/forgot_password_email_verify', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, body: { ...known.body, data: { email: 'nobody@example.com' } } });
    expect(known.body.message).toBe(AUTH_MESSAGES.resetCodeSent);
    expect((await mailsTo(t, email))[0]).toMatch(/^Subject: Your Kerala Moto Hub password reset code is \d{4}$/m);
    expect(await mailsTo(t, 'nobody@example.com')).toHaveLength(0);
  });

  it('checks the fields, including that the passwords match', async () => {
    const res = await call(t.app, 'POST', '/api/forgot_password', {
      email,
      otp: '12',
      password: 'short',
      confirm_password: 'other',
    });
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'otp', message: AUTH_MESSAGES.otpInvalid },
        { path: 'password', message: AUTH_MESSAGES.passwordMin },
      ]),
    );
    const mismatch = await reset('1234', 'second2pass', 'second3pass');
    expect(mismatch.body.errors).toEqual([{ path: 'confirm_password', message: AUTH_MESSAGES.passwordsDiffer }]);
  });

  it('sets the new password with the right code, ends old sessions, and the code cannot be reused', async () => {
    const before = await call(t.app, 'POST', '/api/log_in', { email, password: 'first1pass' });
    const oldToken = before.body.data.token as string;
    const otp = await latestCode(t, email);
    expect(await reset(otp)).toMatchObject({ status: 200, body: { error: false } });
    expect((await call(t.app, 'GET', '/api/get_profile', undefined, { token: oldToken })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/log_in', { email, password: 'first1pass' })).status).toBe(400);
    expect((await call(t.app, 'POST', '/api/log_in', { email, password: 'second2pass' })).status).toBe(200);
    expect(await reset(otp, 'third3pass')).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeWrong } });
    expect((await mailsTo(t, email)).at(-1)).toMatch(/^Subject: Your Kerala Moto Hub password was changed$/m);
  });

  it('refuses a sign-up code for a reset, and an expired reset code', async () => {
    const other = 'two.codes@example.com';
    await createUser(t.db, { email: other, password: 'keep1this' });
    clock.advance(60_000);
    await call(t.app, 'POST', '/api/sign_up', {
      fullName: 'Two Codes',
      email: other,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    // A registered e-mail gets no sign-up code at all; a reset code then expires unused.
    clock.advance(60_000);
    await call(t.app, 'POST', '/api/resend_otp', { email: other, purpose: 'reset_password' });
    const otp = await latestCode(t, other);
    clock.advance(11 * 60_000);
    const late = await call(t.app, 'POST', '/api/forgot_password', {
      email: other,
      otp,
      password: 'new1pass',
      confirm_password: 'new1pass',
    });
    expect(late).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeWrong } });
  });

  it('refuses a sign-up code used as a reset code', async () => {
    const fresh = 'pending@example.com';
    await call(t.app, 'POST', '/api/sign_up', {
      fullName: 'Pending Rider',
      email: fresh,
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    const signUpCode = await latestCode(t, fresh);
    const res = await call(t.app, 'POST', '/api/forgot_password', {
      email: fresh,
      otp: signUpCode,
      password: 'new1pass',
      confirm_password: 'new1pass',
    });
    expect(res).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeWrong } });
  });

  it('answers a known e-mail exactly as an unknown one: the request looks nothing up, the worker does', async () => {
    const known = Array.from({ length: 3 }, (_, i) => `timed-${i}@example.com`);
    for (const address of [...known, 'answered@example.com']) await createUser(t.db, { email: address });
    // The request itself may only write its job: a look-up of the account in it would cost a known
    // e-mail more than an unknown one, a difference a caller could time. Its database is watched
    // for any read (decision 066); the answer is then the same, word for word, for either.
    const reads: string[] = [];
    const watched = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop === 'select' || prop === 'execute' || prop === 'query' || prop === 'transaction') {
          reads.push(String(prop));
        }
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const ctx = {
      db: watched,
      limiter: createMemoryRateLimiter(),
      now: () => new Date(),
      jwtSecret: 'x',
      google: null,
    };
    for (const [i, address] of [...known, 'untimed-0@example.com', 'untimed-1@example.com'].entries()) {
      await requestPasswordReset(ctx, address, `192.0.2.${i}`);
    }
    expect(reads).toEqual([]);
    const answers = await Promise.all(
      ['answered@example.com', 'untimed-2@example.com'].map(async (address, i) => {
        const res = await call(
          t.app,
          'POST',
          '/api/forgot_password_email_verify',
          { email: address },
          { ip: `198.51.100.${i}` },
        );
        return { status: res.status, body: JSON.stringify(res.body).replace(address, '<e-mail>') };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(200);
    // And the known ones did get their codes.
    expect(await mailsTo(t, known[0]!)).toHaveLength(1);
    expect(await mailsTo(t, 'untimed-0@example.com')).toHaveLength(0);
    // The outbox keeps a customer's address, and not one typed by anyone else.
    const kept = await queryRows(
      t.db,
      z.object({ p: z.string() }),
      sql`SELECT payload::text AS p FROM jobs WHERE kind = 'password-reset'`,
    );
    const texts = kept.map((r) => r.p).join('\n');
    expect(texts).toContain('timed-0@example.com');
    expect(texts).not.toContain('untimed-');
  });
});

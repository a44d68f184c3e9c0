import { AUTH_MESSAGES, sessionResponse } from '@store/contracts/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, createUser, latestCode, mailsTo, testClock } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const clock = testClock();
const MINUTE = 60_000;
let ipCounter = 0;
/** A fresh IP per test keeps the per-IP ceilings out of the way of per-e-mail ones. */
const nextIp = () => `10.0.0.${++ipCounter}`;

const form = (email: string) => ({
  fullName: 'Asha Menon',
  email,
  password: 'ride2024',
  confirmPassword: 'ride2024',
});

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t?.close());

async function usersNamed(email: string) {
  return queryRows(t.db, z.object({ id: z.string() }), sql`SELECT id FROM users WHERE lower(email) = ${email}`);
}

describe('POST /api/sign_up validation', () => {
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ fullName: 'Asha 2' }, 'fullName', AUTH_MESSAGES.fullNameLetters],
    [{ fullName: '' }, 'fullName', AUTH_MESSAGES.fullNameRequired],
    [{ fullName: 'A'.repeat(81) }, 'fullName', AUTH_MESSAGES.fullNameMax],
    [{ email: 'not-an-email' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ email: `${'a'.repeat(75)}@b.com` }, 'email', AUTH_MESSAGES.emailMax(80)],
    [{ password: 'ab1', confirmPassword: 'ab1' }, 'password', AUTH_MESSAGES.passwordMin],
    [{ password: 'abcdefg', confirmPassword: 'abcdefg' }, 'password', AUTH_MESSAGES.passwordMix],
    [{ password: '1234567', confirmPassword: '1234567' }, 'password', AUTH_MESSAGES.passwordMix],
    [{ password: `a1${'x'.repeat(79)}` }, 'password', AUTH_MESSAGES.passwordMax(80)],
    [{ confirmPassword: '' }, 'confirmPassword', AUTH_MESSAGES.confirmRequired],
    [{ confirmPassword: 'ride2025' }, 'confirmPassword', AUTH_MESSAGES.passwordsDiffer],
    [{ otp: '12a4' }, 'otp', AUTH_MESSAGES.otpInvalid],
    [{ otp: '12345' }, 'otp', AUTH_MESSAGES.otpInvalid],
  ];
  it.each(cases)('%j is refused on %s', async (change, field, message) => {
    const { status, body } = await call(t.app, 'POST', '/api/sign_up', { ...form('v@example.com'), ...change });
    expect(status).toBe(400);
    expect(body.errors).toContainEqual({ path: field, message });
  });

  it('creates nothing and mails nothing for an invalid form', async () => {
    expect(await mailsTo(t, 'v@example.com')).toHaveLength(0);
  });
});

describe('sign-up with a code', () => {
  it('mails a code, creates nothing, and the code creates and signs in the account', async () => {
    const email = 'new.rider@example.com';
    const sent = await call(t.app, 'POST', '/api/sign_up', form('New.Rider@Example.com'), { ip: nextIp() });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ error: false, message: AUTH_MESSAGES.codeSent, data: { email } });
    expect(await usersNamed(email)).toHaveLength(0);
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Your Kerala Moto Hub sign-up code is \d{4}$/m);
    expect(mails[0]).toContain('text/html');
    expect(mails[0]).toContain('text/plain');

    const done = await call(t.app, 'POST', '/api/verify_otp', { email, otp: await latestCode(t, email) });
    expect(done.status).toBe(200);
    const session = sessionResponse.parse(done.body).data;
    expect(session).toMatchObject({ name: 'Asha Menon', email, cart_count: 0, like_count: 0, liked_products: [] });
    expect((await call(t.app, 'GET', '/api/get_profile', undefined, { token: session.token })).status).toBe(200);
    expect(await usersNamed(email)).toHaveLength(1);
    // The new password works for log-in.
    const login = await call(t.app, 'POST', '/api/log_in', { email, password: 'ride2024' }, { ip: nextIp() });
    expect(login.status).toBe(200);
  });

  it('also completes through POST /api/sign_up with otp', async () => {
    const email = 'otp.in.signup@example.com';
    await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
    const otp = await latestCode(t, email);
    const done = await call(t.app, 'POST', '/api/sign_up', { ...form(email), otp }, { ip: nextIp() });
    expect(done.status).toBe(200);
    expect(sessionResponse.parse(done.body).data.email).toBe(email);
  });

  it('refuses a code used twice', async () => {
    const email = 'twice@example.com';
    await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
    const otp = await latestCode(t, email);
    expect((await call(t.app, 'POST', '/api/verify_otp', { email, otp })).status).toBe(200);
    const again = await call(t.app, 'POST', '/api/verify_otp', { email, otp });
    expect(again).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeWrong } });
  });

  it('refuses a code after 10 minutes', async () => {
    const email = 'late@example.com';
    await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
    const otp = await latestCode(t, email);
    clock.advance(10 * MINUTE + 1000);
    const late = await call(t.app, 'POST', '/api/verify_otp', { email, otp });
    expect(late).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeWrong } });
    expect(await usersNamed(email)).toHaveLength(0);
  });

  it('kills the code at the fifth wrong try, so even the right code then fails', async () => {
    const email = 'guesser@example.com';
    await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
    const otp = await latestCode(t, email);
    const wrong = otp === '0000' ? '0001' : '0000';
    for (let i = 0; i < 4; i++) {
      expect((await call(t.app, 'POST', '/api/verify_otp', { email, otp: wrong })).status).toBe(400);
    }
    // Four wrong tries leave the code alive...
    const [{ attempts }] = (await queryRows(
      t.db,
      z.object({ attempts: z.number() }),
      sql`SELECT attempts FROM one_time_codes WHERE email = ${email}`,
    )) as [{ attempts: number }];
    expect(attempts).toBe(4);
    // ...the fifth kills it.
    expect((await call(t.app, 'POST', '/api/verify_otp', { email, otp: wrong })).status).toBe(400);
    const right = await call(t.app, 'POST', '/api/verify_otp', { email, otp });
    expect(right).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeWrong } });
  });

  it('counts concurrent wrong guesses too: eight at once leave the code dead', async () => {
    const email = 'burst@example.com';
    await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
    const otp = await latestCode(t, email);
    const wrong = otp === '9999' ? '9998' : '9999';
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => call(t.app, 'POST', '/api/verify_otp', { email, otp: wrong })),
    );
    expect(burst.every((r) => r.status === 400)).toBe(true);
    expect((await call(t.app, 'POST', '/api/verify_otp', { email, otp })).status).toBe(400);
  });

  it('refuses a password-reset code for sign-up', async () => {
    const email = 'mixed.purpose@example.com';
    await createUser(t.db, { email, password: 'old1pass' });
    await call(t.app, 'POST', '/api/forgot_password_email_verify', { email }, { ip: nextIp() });
    const resetCode = await latestCode(t, email);
    const res = await call(t.app, 'POST', '/api/verify_otp', { email, otp: resetCode });
    expect(res).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.codeWrong } });
  });
});

describe('an e-mail that already has an account', () => {
  it('answers exactly like a new one, mails a note instead of a code, and changes nothing', async () => {
    const email = 'taken@example.com';
    await createUser(t.db, { email, password: 'mine1234', name: 'Original Owner' });
    const fresh = await call(t.app, 'POST', '/api/sign_up', form('untaken@example.com'), { ip: nextIp() });
    const taken = await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual({ ...fresh.body, data: { email } });
    const [note] = await mailsTo(t, email);
    expect(note).toMatch(/^Subject: You already have a Kerala Moto Hub account$/m);
    expect(note).not.toMatch(/code is \d{4}/);
    // The sign-up waits as any other does (decision 074), but its code is never mailed and no
    // guess of it can make an account or touch this one.
    const guess = await call(t.app, 'POST', '/api/verify_otp', { email, otp: '1234' });
    expect(guess.status).toBe(400);
    const login = await call(t.app, 'POST', '/api/log_in', { email, password: 'mine1234' }, { ip: nextIp() });
    expect(login.body.data.name).toBe('Original Owner');
  });
});

describe('resend and sending limits', () => {
  it('refuses a resend within a minute, then sends a new code that replaces the old one', async () => {
    const email = 'resend@example.com';
    const ip = nextIp();
    await call(t.app, 'POST', '/api/sign_up', form(email), { ip });
    const first = await latestCode(t, email);
    const soon = await call(t.app, 'POST', '/api/resend_otp', { email }, { ip });
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before asking for another code$/);
    clock.advance(MINUTE);
    const resent = await call(t.app, 'POST', '/api/resend_otp', { email }, { ip });
    expect(resent).toMatchObject({ status: 200, body: { message: AUTH_MESSAGES.codeSent } });
    expect(await mailsTo(t, email)).toHaveLength(2);
    const second = await latestCode(t, email);
    if (first !== second) {
      expect((await call(t.app, 'POST', '/api/verify_otp', { email, otp: first })).status).toBe(400);
    }
    expect((await call(t.app, 'POST', '/api/verify_otp', { email, otp: second })).status).toBe(200);
  });

  it('refuses the sixth code within an hour with 429', async () => {
    const email = 'greedy@example.com';
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
      expect(res.status, `send ${i + 1}`).toBe(200);
      clock.advance(MINUTE);
    }
    const sixth = await call(t.app, 'POST', '/api/resend_otp', { email }, { ip: nextIp() });
    expect(sixth).toMatchObject({ status: 429, body: { error: true, message: AUTH_MESSAGES.tooManyCodes } });
    expect(await mailsTo(t, email)).toHaveLength(5);
    clock.advance(60 * MINUTE);
    expect((await call(t.app, 'POST', '/api/resend_otp', { email }, { ip: nextIp() })).status).toBe(200);
  });

  it('limits code checks per e-mail across codes', async () => {
    const email = 'checker@example.com';
    for (let i = 0; i < 10; i++) await call(t.app, 'POST', '/api/verify_otp', { email, otp: '1111' }, { ip: nextIp() });
    const res = await call(t.app, 'POST', '/api/verify_otp', { email, otp: '1111' }, { ip: nextIp() });
    expect(res).toMatchObject({ status: 429, body: { message: AUTH_MESSAGES.tooManyAttempts } });
  });
});

describe('a sign-up whose code was never entered', () => {
  const logIn = (email: string, password: string) =>
    call(t.app, 'POST', '/api/log_in', { email, password }, { ip: nextIp() });

  it('signing in with its password days later mails a new code, which finishes the sign-up', async () => {
    const email = 'forgetful@example.com';
    await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
    expect(await mailsTo(t, email)).toHaveLength(1);
    clock.advance(3 * 24 * 60 * MINUTE);

    const res = await logIn(email, 'ride2024');
    expect(res).toMatchObject({
      status: 200,
      body: { message: AUTH_MESSAGES.confirmEmail, data: { email, confirm_email: true } },
    });
    expect(await mailsTo(t, email)).toHaveLength(2);
    const done = await call(t.app, 'POST', '/api/verify_otp', { email, otp: await latestCode(t, email) });
    expect(sessionResponse.parse(done.body).data).toMatchObject({ email, name: 'Asha Menon' });
    expect((await logIn(email, 'ride2024')).body.message).toBe('Signed in');
  });

  it('answers as for an unknown e-mail without the password chosen at sign-up', async () => {
    const email = 'pending.other@example.com';
    await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
    expect(await mailsTo(t, email)).toHaveLength(1);
    clock.advance(MINUTE);
    const wrong = await logIn(email, 'guess1234');
    const unknown = await logIn('nobody.at.all@example.com', 'guess1234');
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.loginFailed } });
    expect(await mailsTo(t, email)).toHaveLength(1);
  });

  it('within the minute after a code, opens the code screen without mailing another', async () => {
    const email = 'quick.return@example.com';
    await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
    expect((await logIn(email, 'ride2024')).body.data).toEqual({ email, confirm_email: true });
    expect(await mailsTo(t, email)).toHaveLength(1);
    // The code already sent still finishes it.
    const done = await call(t.app, 'POST', '/api/verify_otp', { email, otp: await latestCode(t, email) });
    expect(done.status).toBe(200);
  });

  it('signing up again sends a new code and the new password counts', async () => {
    const email = 'second.try@example.com';
    await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
    clock.advance(2 * 24 * 60 * MINUTE);
    const again = { ...form(email), password: 'newride9', confirmPassword: 'newride9' };
    expect((await call(t.app, 'POST', '/api/sign_up', again, { ip: nextIp() })).status).toBe(200);
    await call(t.app, 'POST', '/api/verify_otp', { email, otp: await latestCode(t, email) });
    expect((await logIn(email, 'newride9')).body.message).toBe('Signed in');
  });

  it('answers alike for an e-mail with an account: signing up with it, then in, tells nothing', async () => {
    const email = 'taken.too@example.com';
    await createUser(t.db, { email, password: 'owner9999', name: 'Real Owner' });
    await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
    const fresh = 'not.taken@example.com';
    await call(t.app, 'POST', '/api/sign_up', form(fresh), { ip: nextIp() });
    clock.advance(MINUTE);
    const known = await logIn(email, 'ride2024');
    const unknown = await logIn(fresh, 'ride2024');
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual({ ...unknown.body, data: { email, confirm_email: true } });
    // The owner only ever gets notes, never a code that could be passed off as theirs.
    const mails = await mailsTo(t, email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail).toMatch(/^Subject: You already have a Kerala Moto Hub account$/m);
    expect((await logIn(email, 'owner9999')).body.message).toBe('Signed in');
  });

  it('is forgotten after a week: the e-mail is unknown again', async () => {
    const email = 'long.gone@example.com';
    await call(t.app, 'POST', '/api/sign_up', form(email), { ip: nextIp() });
    clock.advance(7 * 24 * 60 * MINUTE + MINUTE);
    expect((await logIn(email, 'ride2024')).body.message).toBe(AUTH_MESSAGES.loginFailed);
  });
});

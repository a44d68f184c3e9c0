import { AUTH_MESSAGES } from '@store/contracts/auth';
import { EXPRESS_MESSAGES, expressSessionResponse } from '@store/contracts/express-checkout';
import { checkoutSummaryResponse, createOrderResponse } from '@store/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, latestCode, mailsTo, testClock } from '../../test/accounts';
import { address, count, orderRow, payInTestMode, plainProducts, setStock } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accountName } from './express.service';

let t: TestApp;
const clock = testClock();
const MINUTE = 60_000;
let ipCounter = 0;
/** A fresh IP per test keeps the per-IP ceilings out of the way of per-e-mail ones. */
const nextIp = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t?.close());

const sendCode = (email: string, ip = nextIp()) => call(t.app, 'POST', '/api/express_code', { email }, { ip });
const verify = (body: Record<string, unknown>, ip = nextIp()) =>
  call(t.app, 'POST', '/api/express_verify', body, { ip });
const usersWith = (email: string) => count(t.db, sql`SELECT count(*)::int AS n FROM users WHERE email = ${email}`);

describe('express checkout, visitor to paid order', () => {
  it('prices the visit, confirms the e-mail with a code, makes a passwordless account and places the order', async () => {
    const [line] = await plainProducts(t.db, 1);
    await setStock(t.db, line!.variant, 5);
    const quote = await call(t.app, 'POST', '/api/checkout_quote', {
      products: [{ product: line!.id, quantity: 2 }],
    });
    expect(quote.status).toBe(200);
    const summary = checkoutSummaryResponse.parse(quote.body).data;
    expect(summary.products).toEqual([
      expect.objectContaining({ product: line!.id, variant: line!.variant, quantity: 2 }),
    ]);

    const email = 'express.rider@example.com';
    const sent = await sendCode('Express.Rider@Example.com');
    expect(sent.body).toMatchObject({ error: false, message: EXPRESS_MESSAGES.codeSent, data: { email } });
    expect(await usersWith(email)).toBe(0);
    const [mail] = await mailsTo(t, email);
    expect(mail).toMatch(/^Subject: Your Kerala Moto Hub checkout code is \d{4}$/m);

    const done = await verify({ email, otp: await latestCode(t, email), name: 'Anu Joseph' });
    expect(done.status).toBe(200);
    const session = expressSessionResponse.parse(done.body).data;
    expect(session).toMatchObject({ email, name: 'Anu Joseph', role: 'customer', new_account: true });
    expect(done.body.message).toBe('Account created');

    const created = await call(
      t.app,
      'POST',
      '/api/create_order',
      {
        address,
        type: 'single',
        products: summary.products.map(({ product, variant, quantity }) => ({ product, variant, quantity })),
      },
      { token: session.token },
    );
    expect(created.status).toBe(200);
    const order = createOrderResponse.parse(created.body);
    expect(order.data.total).toBe(summary.total);
    expect((await payInTestMode(t.app, session, order.raz.order_id)).status).toBe(200);
    expect(await orderRow(t.db, order.data._id)).toMatchObject({ payment_status: 'paid' });

    // No password yet: password log-in fails as for anyone, and the profile sets the first one.
    const login = await call(t.app, 'POST', '/api/log_in', { email, password: 'ride2024' }, { ip: nextIp() });
    expect(login.body.message).toBe(AUTH_MESSAGES.loginFailed);
    const profile = await call(t.app, 'GET', '/api/get_profile', undefined, session);
    expect(profile.body.data).toMatchObject({ name: 'Anu Joseph', has_password: false });
    const set = await call(
      t.app,
      'POST',
      '/api/profile_password_edit',
      { new_password: 'ride2024', confirm_new_password: 'ride2024' },
      session,
    );
    expect(set.status).toBe(200);
    const again = await call(t.app, 'POST', '/api/log_in', { email, password: 'ride2024' }, { ip: nextIp() });
    expect(again.status).toBe(200);
    // Once set, changing it needs the current one.
    const change = await call(
      t.app,
      'POST',
      '/api/profile_password_edit',
      { new_password: 'ride2025', confirm_new_password: 'ride2025' },
      { token: again.body.data.token as string },
    );
    expect(change.status).toBe(400);
    expect(change.body.errors).toEqual([{ path: 'current_password', message: AUTH_MESSAGES.currentPasswordRequired }]);
  });

  it("signs an existing account's owner in with the code, keeping the account as it is", async () => {
    const email = 'known.rider@example.com';
    const user = await createUser(t.db, { email, name: 'Known Rider', password: 'ride2024' });
    await sendCode(email);
    const done = await verify({ email, otp: await latestCode(t, email), name: 'Somebody Else' });
    expect(done.status).toBe(200);
    expect(expressSessionResponse.parse(done.body).data).toMatchObject({ name: 'Known Rider', new_account: false });
    expect(done.body.message).toBe('Signed in');
    expect(await usersWith(email)).toBe(1);
    // Its owner hears of a sign-in without the password.
    const mails = await mailsTo(t, email);
    expect(mails.at(-1)).toMatch(/^Subject: You signed in to Kerala Moto Hub at checkout$/m);
    // The password is untouched.
    const login = await call(t.app, 'POST', '/api/log_in', { email, password: 'ride2024' }, { ip: nextIp() });
    expect(login.body.data.email).toBe(user.email);
  });

  it('answers the same for an e-mail with an account and one without (no enumeration)', async () => {
    await createUser(t.db, { email: 'has.account@example.com' });
    const known = await sendCode('has.account@example.com');
    const unknown = await sendCode('no.account@example.com');
    expect(known.status).toBe(200);
    expect({ ...known.body, data: null }).toEqual({ ...unknown.body, data: null });
  });

  it('keeps staff and blocked accounts out', async () => {
    await createUser(t.db, { email: 'staff@example.com', role: 'admin', password: 'ride2024' });
    await sendCode('staff@example.com');
    const staff = await verify({ email: 'staff@example.com', otp: await latestCode(t, 'staff@example.com') });
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe(EXPRESS_MESSAGES.staffAccount);

    const blocked = await createUser(t.db, { email: 'blocked@example.com' });
    await t.db.execute(sql`UPDATE users SET status = 'blocked' WHERE id = ${blocked.id}`);
    await sendCode('blocked@example.com');
    const refused = await verify({ email: 'blocked@example.com', otp: await latestCode(t, 'blocked@example.com') });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AUTH_MESSAGES.blocked);
  });
});

describe('express checkout raced and repeated', () => {
  it('one right code sent four times at once signs in once, makes one account and mails its owner once', async () => {
    const email = 'racer@example.com';
    await sendCode(email);
    const otp = await latestCode(t, email);
    const answers = await Promise.all([1, 2, 3, 4].map(() => verify({ email, otp, name: 'Race Rider' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
    expect(await usersWith(email)).toBe(1);

    const owner = 'raced.owner@example.com';
    await createUser(t.db, { email: owner });
    await sendCode(owner);
    const ownerOtp = await latestCode(t, owner);
    const again = await Promise.all([1, 2, 3].map(() => verify({ email: owner, otp: ownerOtp })));
    expect(again.filter((a) => a.status === 200)).toHaveLength(1);
    const notices = (await mailsTo(t, owner)).filter((m) => /^Subject: You signed in to .* at checkout$/m.test(m));
    expect(notices).toHaveLength(1);
  });

  it('asking for a code twice at once mails one', async () => {
    const email = 'double.tap@example.com';
    const answers = await Promise.all([sendCode(email), sendCode(email)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    expect(await mailsTo(t, email)).toHaveLength(1);
  });
});

describe('express checkout code rules', () => {
  it('refuses a wrong code, and the right one after five wrong tries', async () => {
    const email = 'guesser@example.com';
    await sendCode(email);
    const code = await latestCode(t, email);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let i = 0; i < 5; i++) {
      const miss = await verify({ email, otp: wrong, name: 'Guess Who' });
      expect(miss.status).toBe(400);
      expect(miss.body.message).toBe(AUTH_MESSAGES.codeWrong);
    }
    expect((await verify({ email, otp: code, name: 'Guess Who' })).body.message).toBe(AUTH_MESSAGES.codeWrong);
    expect(await usersWith(email)).toBe(0);
  });

  it('gives an e-mail 15 code checks a day across its codes', async () => {
    const email = 'patient.guesser@example.com';
    let code = '';
    for (let i = 0; i < 15; i++) {
      if (i % 5 === 0) {
        clock.advance(16 * MINUTE);
        await sendCode(email);
        code = await latestCode(t, email);
      }
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      expect((await verify({ email, otp: wrong })).status).toBe(400);
    }
    clock.advance(16 * MINUTE);
    await sendCode(email);
    const refused = await verify({ email, otp: await latestCode(t, email) });
    expect(refused).toMatchObject({ status: 429, body: { message: AUTH_MESSAGES.tooManyAttempts } });
  });

  it('lets a code live 10 minutes, and a sign-up code never works here', async () => {
    const email = 'slow.rider@example.com';
    await sendCode(email);
    const code = await latestCode(t, email);
    clock.advance(10 * MINUTE + 1);
    expect((await verify({ email, otp: code })).body.message).toBe(AUTH_MESSAGES.codeWrong);

    const signUp = { fullName: 'Slow Rider', email, password: 'ride2024', confirmPassword: 'ride2024' };
    await call(t.app, 'POST', '/api/sign_up', signUp, { ip: nextIp() });
    expect((await verify({ email, otp: await latestCode(t, email) })).body.message).toBe(AUTH_MESSAGES.codeWrong);
  });

  it('mails one code a minute per e-mail', async () => {
    const email = 'hasty@example.com';
    expect((await sendCode(email)).status).toBe(200);
    const soon = await sendCode(email);
    expect(soon.status).toBe(429);
    expect(soon.body.message).toMatch(/^Please wait \d+ seconds before asking for another code$/);
    clock.advance(MINUTE);
    expect((await sendCode(email)).status).toBe(200);
  });

  it.each([
    [{ email: 'a@b.co', otp: '12a4' }, 'otp', AUTH_MESSAGES.otpInvalid],
    [{ email: 'not-an-email', otp: '1234' }, 'email', AUTH_MESSAGES.emailInvalid],
  ])('refuses %j on %s', async (body, field, message) => {
    const res = await verify(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: field, message });
  });
});

describe('an existing account at express checkout', () => {
  it("keeps what the account's cart held beyond what the order bought", async () => {
    const [line] = await plainProducts(t.db, 1);
    await setStock(t.db, line!.variant, 10);
    const email = 'cart.keeper@example.com';
    const user = await createUser(t.db, { email });
    // The account held 2; the visitor's browser cart of 1 merges into that line at sign-in.
    await t.db.execute(
      sql`INSERT INTO cart_items (user_id, product_id, variant_id, quantity, price_paise_at_add) VALUES (${user.id}, ${line!.id}, ${line!.variant}, 3, 1000)`,
    );
    await sendCode(email);
    const session = expressSessionResponse.parse((await verify({ email, otp: await latestCode(t, email) })).body).data;
    const products = [{ product: line!.id, variant: line!.variant, quantity: 1 }];
    const created = await call(t.app, 'POST', '/api/create_order', { address, type: 'cart', products }, session);
    expect(created.status).toBe(200);
    const paid = await payInTestMode(t.app, session, createOrderResponse.parse(created.body).raz.order_id);
    expect(paid.body.data).toMatchObject({ type: 'cart', cart_count: 2 });
    const left = await count(t.db, sql`SELECT quantity AS n FROM cart_items WHERE user_id = ${user.id}`);
    expect(left).toBe(2);
  });
});

describe("a visitor's checkout quote", () => {
  it('refuses what create_order would refuse, with its messages', async () => {
    const [line] = await plainProducts(t.db, 1);
    await setStock(t.db, line!.variant, 1);
    const tooMany = await call(t.app, 'POST', '/api/checkout_quote', {
      products: [{ product: line!.id, quantity: 2 }],
    });
    expect(tooMany.status).toBe(409);
    for (const quantity of [0, -1, 0.01]) {
      const bad = await call(t.app, 'POST', '/api/checkout_quote', { products: [{ product: line!.id, quantity }] });
      expect(bad.status).toBe(400);
    }
    const malformed = await call(t.app, 'POST', '/api/checkout_quote', { products: [{ product: 'x', quantity: 1 }] });
    expect(malformed.status).toBe(400);
    await t.db.execute(sql`UPDATE products SET is_hidden = true WHERE id = ${line!.id}`);
    const hidden = await call(t.app, 'POST', '/api/checkout_quote', { products: [{ product: line!.id, quantity: 1 }] });
    expect(hidden.status).toBe(404);
    await t.db.execute(sql`UPDATE products SET is_hidden = false WHERE id = ${line!.id}`);
  });
});

describe('the name a new account takes', () => {
  it.each([
    ['Anu Joseph', 'a@b.co', 'Anu Joseph'],
    ['അനു ജോസഫ്', 'a@b.co', 'അനു ജോസഫ്'],
    ['Dr. K. Anand-Raj 2', 'a@b.co', 'Dr K Anand Raj'],
    ['1234', 'meera.nair@b.co', 'meera nair'],
    ['', '1234@b.co', 'Rider'],
  ])('%j with %s gives %j', (name, email, expected) => {
    expect(accountName(name, email)).toBe(expected);
  });
});

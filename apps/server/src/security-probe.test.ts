import { connect } from 'node:net';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from './test/admin';
import { call } from './test/accounts';
import { createOrder, plainProducts, shopper, type Shopper } from './test/shop';
import { createTestApp, type TestApp } from './test/test-app';
import { FRAMEWORK_MESSAGES } from './plugins/framework-errors';
import { NUL_MESSAGE } from './plugins/text-input';

// The findings of the outside probe (docs/decisions/066), each as the request the probe sent.

let t: TestApp;
let buyer: Shopper;
let staff: Shopper;
let line: { id: string; variant: string };

beforeAll(async () => {
  t = await createTestApp();
  buyer = await shopper(t.app, t.db, 'probe-buyer@example.com');
  staff = await shopper(t.app, t.db, 'probe-staff@example.com', 'admin');
  [line] = (await plainProducts(t.db, 1)) as [{ id: string; variant: string }];
});
afterAll(() => t?.close());

const nulRefused = (res: { status: number; body: Record<string, unknown> }, what: string) => {
  expect(res.status, what).toBe(400);
  expect(res.body, what).toMatchObject({ error: true, status: 400, message: NUL_MESSAGE, data: null });
};

describe('a NUL character in any text', () => {
  it('is refused with the headers every answer carries', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?search=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/admin/orders/%E0%A4%A' });
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is refused with a 400 in a query, before PostgreSQL sees it', async () => {
    for (const url of ['/api/search?search=a%00b', '/api/products?search=%00', '/api/product/a%00b']) {
      const res = await t.app.inject({ method: 'GET', url });
      nulRefused({ status: res.statusCode, body: res.json() }, url);
    }
  });

  it('is refused with a 400 in a body, in strings and in keys', async () => {
    nulRefused(
      await call(t.app, 'POST', '/api/log_in', { email: 'a\u0000@example.com', password: 'x1234567' }),
      'log_in',
    );
    nulRefused(await call(t.app, 'POST', '/api/log_in', { 'email\u0000': 'a@example.com' }), 'a key');
    const signature = { razorpay_order_id: 'order_\u0000', razorpay_payment_id: 'pay_1', razorpay_signature: 'x' };
    nulRefused(await call(t.app, 'POST', '/api/verify_order', signature, buyer), 'verify_order');
    const pay = { razorpay_order_id: 'order_\u0000' };
    nulRefused(await call(t.app, 'POST', '/api/test_payment/pay', pay, buyer), 'test pay');
    nulRefused(await call(t.app, 'POST', '/api/test_payment/fail', pay, buyer), 'test fail');
  });

  it("is refused in the back office's list searches", async () => {
    for (const url of ['/api/admin/products?q=%00', '/api/admin/orders?q=a%00', '/api/admin/audit?entityId=%00']) {
      nulRefused(await adminCall(t.app, staff, 'GET', url), url);
    }
  });
});

describe('sessions', () => {
  it('answers 401, not 500, to a correctly signed token whose subject is not an id', async () => {
    const key = new TextEncoder().encode(t.app.config.JWT_SECRET);
    for (const sub of ['not-an-id', "1' or '1'='1", '']) {
      const token = await new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setExpirationTime('1h')
        .sign(key);
      const res = await call(t.app, 'GET', '/api/get_profile', undefined, { token });
      expect(res.status, sub).toBe(401);
      expect(res.body).toMatchObject({ error: true, status: 401 });
    }
  });

  it('checks the sign-in before the body: a visitor with a bad body gets 401', async () => {
    for (const [url, body] of [
      ['/api/profile_name_edit', { name: 1 }],
      ['/api/create_address', { pin_code: 'x' }],
      ['/api/edit_address', {}],
      ['/api/profile_password_edit', {}],
    ] as const) {
      const res = await call(t.app, 'POST', url, body);
      expect(res.status, url).toBe(401);
    }
  });

  it('keeps private answers out of every cache', async () => {
    for (const url of ['/api/get_profile', '/api/find_cart', '/api/get_user_order', '/api/get_order_address']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${buyer.token}` } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const logIn = await t.app.inject({
      method: 'POST',
      url: '/api/log_in',
      payload: { email: 'x@example.com', password: 'y' },
    });
    expect(logIn.headers['cache-control']).toBe('no-store');
  });
});

describe("what Fastify and Node refuse, in the store's envelope", () => {
  it('answers a broken %-escape in the path with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, status: 400, message: FRAMEWORK_MESSAGES.badUrl, data: null });
  });

  it('answers a path parameter past the router limit with a 414, and an over-long unknown path with a 404', async () => {
    const long = 'a'.repeat(5000);
    const param = await adminCall(t.app, staff, 'GET', `/api/admin/orders/${long}`);
    expect(param.status).toBe(414);
    expect(param.body).toEqual({ error: true, status: 414, message: FRAMEWORK_MESSAGES.tooLong, data: null });
    const unknown = await t.app.inject({ method: 'GET', url: `/api/no_such_call/${long}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: true, status: 404, message: 'Not found', data: null });
  });

  it('answers an address past 16 KiB, refused by Node itself, with a 431', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/search?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      error: true,
      status: 431,
      message: FRAMEWORK_MESSAGES.headersTooLarge,
      data: null,
    });
  });
});

describe('verify_order', () => {
  it('compares the signature exactly: a valid one with a space added is refused', async () => {
    const placed = await createOrder(t.app, buyer, line);
    expect(placed.status).toBe(200);
    const pay = { razorpay_order_id: placed.body.raz.order_id };
    const paid = await call(t.app, 'POST', '/api/test_payment/pay', pay, buyer);
    const signed = paid.body.data as Record<string, string>;
    for (const signature of [`${signed.razorpay_signature} `, ` ${signed.razorpay_signature}`]) {
      const res = await call(t.app, 'POST', '/api/verify_order', { ...signed, razorpay_signature: signature }, buyer);
      expect(res.status, JSON.stringify(signature)).toBe(400);
    }
    expect((await call(t.app, 'POST', '/api/verify_order', signed, buyer)).status).toBe(200);
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  /** Asks for reset codes for new e-mails, each from a new forwarded address: answers the statuses. */
  const askFromNewAddresses = async (app: TestApp['app'], times: number, forwardedFor?: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/forgot_password_email_verify',
        payload: { email: `proxy-${i}-${Math.random()}@example.com` },
        headers: { 'x-forwarded-for': forwardedFor ?? `203.0.113.${i + 1}` },
        remoteAddress: '10.0.0.5',
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  };

  it('by default believes no X-Forwarded-For: a new forwarded address gets no fresh budget', async () => {
    const statuses = await askFromNewAddresses(t.app, 31);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('believes only the proxies TRUST_PROXY lists', async () => {
    const listed = await createTestApp({ env: { TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' } });
    const other = await createTestApp({ env: { TRUST_PROXY: '10.0.9.0/24' } });
    try {
      expect((await askFromNewAddresses(listed.app, 31)).every((s) => s === 200)).toBe(true);
      expect((await askFromNewAddresses(other.app, 31))[30]).toBe(429);
    } finally {
      await Promise.all([listed.close(), other.close()]);
    }
  });

  it('with a trusted proxy, counts per forwarded client address', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      expect((await askFromNewAddresses(proxied.app, 31)).every((s) => s === 200)).toBe(true);
      // One client behind the proxy still has one budget.
      expect((await askFromNewAddresses(proxied.app, 31, '198.51.100.7'))[30]).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});

describe('bodies nested deeply or long', () => {
  const logIn = (json: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/log_in',
      payload: json,
      headers: { 'content-type': 'application/json' },
    });

  it('are walked for NUL without overflowing the stack', async () => {
    const zeros = Array(300_000).fill('0').join(',');
    expect((await logIn(`{"email":"a@example.com","password":"x1234567","x":[${zeros}]}`)).statusCode).toBeLessThan(
      500,
    );
    const depth = 50_000;
    for (const body of ['['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)]) {
      const res = await logIn(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: true, status: 400, data: null });
    }
  });
});

import { AUTH_MESSAGES, sessionResponse } from '@store/contracts/auth';
import { CART_MESSAGES } from '@store/contracts/cart';
import { likedProductsResponse, likeToggleResponse } from '@store/contracts/likes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, createUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let asha: { token: string; id: string };
let ravi: { token: string; id: string };
let products: string[];

async function logIn(email: string, password: string) {
  const { body } = await call(t.app, 'POST', '/api/log_in', { email, password });
  return sessionResponse.parse(body).data;
}

const like = (who: { token: string }, id: string) => call(t.app, 'POST', '/api/liked_product', { id }, who);
const likedCards = async (who: { token: string }) =>
  likedProductsResponse.parse((await call(t.app, 'GET', '/api/find_liked_products', undefined, who)).body).data;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createUser(t.db, { email: 'asha@example.com', password: 'asha1234' });
  const r = await createUser(t.db, { email: 'ravi@example.com', password: 'ravi1234' });
  asha = { id: a.id, token: (await logIn('asha@example.com', 'asha1234')).token };
  ravi = { id: r.id, token: (await logIn('ravi@example.com', 'ravi1234')).token };
  products = (
    await queryRows(
      t.db,
      z.object({ id: z.string() }),
      sql`SELECT id FROM products WHERE NOT is_hidden AND variant_count > 0 AND stock > 0 ORDER BY name LIMIT 4`,
    )
  ).map((p) => p.id);
});
afterAll(() => t?.close());

describe('liked_product', () => {
  it('toggles a like and answers the count and list', async () => {
    const first = likeToggleResponse.parse((await like(asha, products[0]!)).body).data;
    expect(first).toEqual({ liked: true, like_count: 1, liked_products: [products[0]] });
    const second = likeToggleResponse.parse((await like(asha, products[1]!)).body).data;
    expect(second).toEqual({ liked: true, like_count: 2, liked_products: [products[0], products[1]] });
    const off = likeToggleResponse.parse((await like(asha, products[0]!)).body).data;
    expect(off).toEqual({ liked: false, like_count: 1, liked_products: [products[1]] });
    // Ravi's likes are his own.
    expect((await like(ravi, products[2]!)).body.data.liked_products).toEqual([products[2]]);
    expect((await likedCards(asha)).map((c) => c._id)).toEqual([products[1]]);
  });

  it('never leaves duplicate rows under concurrent toggles', async () => {
    const id = products[3]!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => like(ravi, id)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const [row] = await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`SELECT count(*)::int AS n FROM likes WHERE user_id = ${ravi.id} AND product_id = ${id}`,
    );
    expect(row!.n).toBeLessThanOrEqual(1);
    // The last answer matches what is stored.
    const now = likeToggleResponse.parse((await call(t.app, 'POST', '/api/liked_product', { id }, ravi)).body).data;
    expect(now.liked).toBe(row!.n === 0);
  });

  it('answers 400 for a malformed id and 404 for an unknown or hidden product', async () => {
    expect((await like(asha, 'not-an-id')).status).toBe(400);
    const unknown = await like(asha, '00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ status: 404, body: { message: CART_MESSAGES.productUnavailable } });
  });

  it('needs a token', async () => {
    const res = await call(t.app, 'POST', '/api/liked_product', { id: products[0] });
    expect(res).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.signInRequired } });
    expect((await call(t.app, 'GET', '/api/find_liked_products')).status).toBe(401);
  });
});

describe('find_liked_products', () => {
  it('leaves out a product hidden after it was liked, and it can still be unliked', async () => {
    const hidden = products[2]!;
    await like(asha, hidden);
    expect((await likedCards(asha)).map((c) => c._id)).toContain(hidden);
    await t.db.execute(sql`UPDATE products SET is_hidden = true WHERE id = ${hidden}`);
    try {
      const cards = await likedCards(asha);
      expect(cards.map((c) => c._id)).not.toContain(hidden);
      expect(cards[0]).toMatchObject({ name: expect.any(String), brand: { name: expect.any(String) } });
      expect((await logIn('asha@example.com', 'asha1234')).liked_products).not.toContain(hidden);
      const off = await like(asha, hidden);
      expect(off.body.data.liked).toBe(false);
      // Liking it again is refused while it is hidden.
      expect((await like(asha, hidden)).status).toBe(404);
    } finally {
      await t.db.execute(sql`UPDATE products SET is_hidden = false WHERE id = ${hidden}`);
    }
  });
});

describe('log_in counts', () => {
  it('match what the cart and like calls answer', async () => {
    const added = await call(t.app, 'POST', '/api/add_to_cart', { product_id: products[0] }, asha);
    expect(added.status).toBe(200);
    await call(t.app, 'POST', '/api/add_to_cart', { product_id: products[1] }, asha);
    const again = await call(t.app, 'POST', '/api/add_to_cart', { product_id: products[1] }, asha);
    const session = await logIn('asha@example.com', 'asha1234');
    const cart = (await call(t.app, 'GET', '/api/find_cart', undefined, asha)).body.data;
    const liked = await likedCards(asha);
    // Units: one of the first, two of the second (decision 116).
    expect(session.cart_count).toBe(3);
    expect(session.cart_count).toBe(cart.cart_count);
    expect(session.cart_count).toBe(again.body.data.cart_count);
    expect(session.like_count).toBe(liked.length);
    expect(session.like_count).toBe(again.body.data.like_count);
    expect([...session.liked_products].sort()).toEqual(liked.map((c) => c._id).sort());
  });
});

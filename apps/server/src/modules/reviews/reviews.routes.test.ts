import { reviewListResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';

let t: TestApp;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  [{ id: productId }] = (await queryRows(
    t.db,
    z.object({ id: z.string() }),
    sql`SELECT id FROM products ORDER BY slug LIMIT 1`,
  )) as [{ id: string }];
  const [asha, ravi] = (await queryRows(
    t.db,
    z.object({ id: z.string() }),
    sql`INSERT INTO users (email, name, password_hash) VALUES
          ('asha.secret@example.com', 'Asha Menon', '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA'),
          ('ravi.secret@example.com', 'Ravi Nair', '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA')
        RETURNING id`,
  )) as [{ id: string }, { id: string }];
  await t.db.execute(sql`
    INSERT INTO addresses (user_id, name, phone, pin_code, address, town, state, landmark)
    VALUES (${asha.id}, 'Asha Menon', '9876543210', '682001', 'MG Road', 'Kochi', 'Kerala', 'Near the metro')`);
  await t.db.execute(sql`
    INSERT INTO reviews (product_id, user_id, rating, text, images, verified_purchase, status) VALUES
      (${productId}, ${asha.id}, 5, 'Fits perfectly', '["/media/r/a.webp"]'::jsonb, true, 'visible'),
      (${productId}, ${ravi.id}, 2, 'Hidden by staff', '[]'::jsonb, true, 'hidden')`);
  await t.db.execute(sql`UPDATE products SET rating = 5, review_count = 1 WHERE id = ${productId}`);
});
afterAll(() => t?.close());

describe('GET /api/find_product_review', () => {
  it('shows visible reviews with the reviewer name only', async () => {
    const { status, body } = await getJson(t.app, `/api/find_product_review?id=${productId}`);
    expect(status).toBe(200);
    const list = reviewListResponse.parse(body);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ rating: 5, description: 'Fits perfectly', user: { name: 'Asha Menon' } });
    expect(Object.keys(list.data[0]!.user)).toEqual(['name']);
    expect(list.summary).toEqual({ rating: 5, count: 1, stars: [0, 0, 0, 0, 1] });
  });

  it('leaks no e-mail, phone, address or password hash anywhere in the answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/find_product_review?id=${productId}` });
    for (const secret of ['secret@example.com', '9876543210', 'MG Road', '$argon2id', 'password', 'email', 'phone']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('refuses malformed and unknown ids', async () => {
    expect((await getJson(t.app, '/api/find_product_review?id=oops')).status).toBe(400);
    expect((await getJson(t.app, '/api/find_product_review?id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await getJson(t.app, `/api/find_product_review?id=${productId}&page=0`)).status).toBe(400);
  });
});

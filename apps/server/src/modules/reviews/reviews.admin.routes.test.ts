import { reviewListResponse } from '@store/contracts/catalog';
import {
  adminReviewListResponse,
  adminReviewResponse,
  createReviewResponse,
  REVIEW_MESSAGES,
} from '@store/contracts/reviews';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { deliveredOrder, postReview } from '../../test/reviews';
import { plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';

type Line = { id: string; variant: string };

let t: TestApp;
let admin: Shopper;
let asha: Shopper;
let ravi: Shopper;
let a: Line;
let b: Line;
let ashaReview: string;
let raviReview: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
  asha = await shopper(t.app, t.db, 'asha@example.com');
  ravi = await shopper(t.app, t.db, 'ravi@example.com');
  await t.db.execute(sql`UPDATE users SET name = 'Ravi Nair' WHERE id = ${ravi.id}`);
  [a, b] = (await plainProducts(t.db, 2)) as [Line, Line];
  for (const line of [a, b]) await setStock(t.db, line.variant, 100);
  for (const who of [asha, ravi]) await deliveredOrder(t.app, who, admin, a);
  await deliveredOrder(t.app, asha, admin, b);
  const write = async (who: Shopper, line: Line, rating: number, text: string) =>
    createReviewResponse.parse((await postReview(t.app, who, { product: line.id, rating, text })).body).data._id;
  ashaReview = await write(asha, a, 5, 'Perfect fit on my Himalayan');
  raviReview = await write(ravi, a, 1, 'Arrived scratched');
  await write(asha, b, 3, 'Does the job');
});
afterAll(() => t?.close());

const list = (query = '', who: { token?: string } = admin) =>
  call(t.app, 'GET', `/api/admin/reviews${query}`, undefined, who);
const setStatus = (id: string, action: 'hide' | 'show', who: { token?: string } = admin) =>
  call(t.app, 'POST', `/api/admin/reviews/${id}/${action}`, {}, who);

async function productRow(id: string) {
  const [row] = await queryRows(
    t.db,
    z.object({ rating: z.number(), review_count: z.number() }),
    sql`SELECT rating, review_count FROM products WHERE id = ${id}`,
  );
  return row;
}

describe('who may moderate', () => {
  it('a visitor gets 401 and a customer 403, on every review route', async () => {
    for (const who of [{}, asha]) {
      const status = who === asha ? 403 : 401;
      expect((await list('', who)).status).toBe(status);
      expect((await setStatus(ashaReview, 'hide', who)).status).toBe(status);
      expect((await setStatus(ashaReview, 'show', who)).status).toBe(status);
    }
    expect(await productRow(a.id)).toEqual({ rating: 3, review_count: 2 });
  });
});

describe('GET /api/admin/reviews', () => {
  it('lists newest first with the product name and the reviewer', async () => {
    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reviews',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(raw.headers['cache-control']).toBe('no-store');
    const res = adminReviewListResponse.parse(raw.json());
    expect(res).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(res.data.map((r) => r.description)).toEqual([
      'Does the job',
      'Arrived scratched',
      'Perfect fit on my Himalayan',
    ]);
    const [productName] = (await queryRows(
      t.db,
      z.object({ name: z.string() }),
      sql`SELECT name FROM products WHERE id = ${a.id}`,
    )) as [{ name: string }];
    expect(res.data[1]).toMatchObject({
      product: { _id: a.id, name: productName.name },
      user: { _id: ravi.id, name: 'Ravi Nair', email: ravi.email },
      rating: 1,
      status: 'visible',
      verified_purchase: true,
    });
  });

  it('filters by rating, by search text and by status', async () => {
    const low = adminReviewListResponse.parse((await list('?rating=1')).body);
    expect(low.data.map((r) => r._id)).toEqual([raviReview]);
    const byName = adminReviewListResponse.parse((await list('?search=ravi%20nair')).body);
    expect(byName.data.map((r) => r._id)).toEqual([raviReview]);
    const byText = adminReviewListResponse.parse((await list('?search=himalayan')).body);
    expect(byText.data.map((r) => r._id)).toEqual([ashaReview]);
    // A % typed by staff is a character, not "anything".
    expect(adminReviewListResponse.parse((await list('?search=%25')).body).total).toBe(0);
    expect(adminReviewListResponse.parse((await list('?status=hidden')).body).total).toBe(0);
  });

  it('refuses bad filters with a clear 400', async () => {
    expect(await list('?rating=6')).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.ratingRange } });
    expect(await list('?rating=2.5')).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.ratingRange } });
    expect(await list('?status=deleted')).toMatchObject({
      status: 400,
      body: { message: 'Status must be visible, hidden or all' },
    });
    expect((await list('?page=0')).status).toBe(400);
    expect((await list(`?search=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('hiding and showing a review', () => {
  it('hiding takes it out of the public list and the rating, and is audited', async () => {
    const res = await setStatus(raviReview, 'hide');
    expect(res.status).toBe(200);
    expect(adminReviewResponse.parse(res.body)).toMatchObject({
      message: REVIEW_MESSAGES.hidden,
      data: { _id: raviReview, status: 'hidden' },
      summary: { rating: 5, count: 1 },
    });
    expect(await productRow(a.id)).toEqual({ rating: 5, review_count: 1 });
    const pub = reviewListResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/find_product_review?id=${a.id}` })).json(),
    );
    expect(pub.data.map((r) => r._id)).toEqual([ashaReview]);
    expect(pub.summary).toEqual({ rating: 5, count: 1, stars: [0, 0, 0, 0, 1] });
    const audit = await queryRows(
      t.db,
      z.object({ actor_id: z.string(), action: z.string(), before: z.unknown(), after: z.unknown() }),
      sql`SELECT actor_id, action, before, after FROM audit_log WHERE entity = 'review' AND entity_id = ${raviReview}`,
    );
    expect(audit).toEqual([
      { actor_id: admin.id, action: 'review.hide', before: { status: 'visible' }, after: { status: 'hidden' } },
    ]);
    expect(adminReviewListResponse.parse((await list('?status=hidden')).body).data.map((r) => r._id)).toEqual([
      raviReview,
    ]);
  });

  it('hiding again changes nothing and records nothing', async () => {
    expect((await setStatus(raviReview, 'hide')).status).toBe(200);
    const [{ n }] = (await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity_id = ${raviReview}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('the author editing a hidden review does not bring it back', async () => {
    const res = await postReview(t.app, ravi, { product: a.id, rating: 2, text: 'Edited' });
    expect(createReviewResponse.parse(res.body)).toMatchObject({
      edited: true,
      data: { status: 'hidden' },
      summary: { rating: 5, count: 1 },
    });
  });

  it('showing counts it again', async () => {
    const res = adminReviewResponse.parse((await setStatus(raviReview, 'show')).body);
    expect(res).toMatchObject({
      message: REVIEW_MESSAGES.shown,
      data: { status: 'visible' },
      summary: { rating: 3.5, count: 2 },
    });
    expect(await productRow(a.id)).toEqual({ rating: 3.5, review_count: 2 });
    const actions = await queryRows(
      t.db,
      z.object({ action: z.string() }),
      sql`SELECT action FROM audit_log WHERE entity_id = ${raviReview} ORDER BY created_at, action`,
    );
    expect(actions.map((r) => r.action).sort()).toEqual(['review.hide', 'review.show']);
  });

  it('404 for an unknown review and 400 for a malformed id', async () => {
    expect(await setStatus('00000000-0000-4000-8000-000000000000', 'hide')).toMatchObject({
      status: 404,
      body: { message: REVIEW_MESSAGES.reviewNotFound },
    });
    expect((await setStatus('nope', 'show')).status).toBe(400);
  });
});

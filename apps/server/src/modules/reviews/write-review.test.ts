import { productResponse, reviewListResponse } from '@store/contracts/catalog';
import { userOrdersResponse } from '@store/contracts/orders';
import { createReviewResponse, myReviewResponse, REVIEW_MESSAGES, uploadResponse } from '@store/contracts/reviews';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { deliveredOrder, moveOrder, paidOrder, postReview } from '../../test/reviews';
import { plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp, getJson, type TestApp } from '../../test/test-app';
import { photo, upload } from '../../test/uploads';
import { eventually } from '../../test/eventually';

type Line = { id: string; variant: string };

let t: TestApp;
let admin: Shopper;
let asha: Shopper;
let ravi: Shopper;
let a: Line;
let b: Line;
let c: Line;

beforeAll(async () => {
  t = await createTestApp();
  admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
  asha = await shopper(t.app, t.db, 'asha@example.com');
  ravi = await shopper(t.app, t.db, 'ravi@example.com');
  await t.db.execute(sql`UPDATE users SET name = 'Asha Menon' WHERE id = ${asha.id}`);
  await t.db.execute(sql`
    INSERT INTO addresses (user_id, name, phone, pin_code, address, town, state, landmark)
    VALUES (${asha.id}, 'Asha Menon', '9812345678', '682001', 'Secret Lane 7', 'Kochi', 'Kerala', 'Near the metro')`);
  [a, b, c] = (await plainProducts(t.db, 3)) as [Line, Line, Line];
  for (const line of [a, b, c]) await setStock(t.db, line.variant, 500);
  await deliveredOrder(t.app, asha, admin, a);
});
afterAll(() => t?.close());

async function productRow(id: string) {
  const [row] = await queryRows(
    t.db,
    z.object({ rating: z.number(), review_count: z.number() }),
    sql`SELECT rating, review_count FROM products WHERE id = ${id}`,
  );
  return row;
}

async function uploadAs(who: Shopper): Promise<string> {
  const res = await upload(t.app, who, { data: await photo('jpeg') });
  return uploadResponse.parse(res.body).data.url;
}

describe('who may review', () => {
  it('a visitor is asked to sign in', async () => {
    expect(await postReview(t.app, undefined, { product: a.id, rating: 5 })).toMatchObject({
      status: 401,
      body: { message: 'Please sign in' },
    });
  });

  it('not before the order is delivered: paid, then shipped, is still refused', async () => {
    const orderId = await paidOrder(t.app, ravi, b);
    expect(await postReview(t.app, ravi, { product: b.id, rating: 4, text: 'Early' })).toMatchObject({
      status: 403,
      body: { message: REVIEW_MESSAGES.notDelivered },
    });
    await moveOrder(t.app, admin, orderId, 'shipped');
    expect((await postReview(t.app, ravi, { product: b.id, rating: 4 })).status).toBe(403);
    expect(await productRow(b.id)).toEqual({ rating: 0, review_count: 0 });
  });

  it('not for a product that was not in the delivered order', async () => {
    expect(await postReview(t.app, asha, { product: c.id, rating: 5 })).toMatchObject({
      status: 403,
      body: { message: REVIEW_MESSAGES.notDelivered },
    });
  });

  it('404 for an unknown product and 400 for a malformed id', async () => {
    const unknown = await postReview(t.app, asha, { product: '00000000-0000-4000-8000-000000000000', rating: 5 });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect(await postReview(t.app, asha, { product: 'oops', rating: 5 })).toMatchObject({
      status: 400,
      body: { message: 'Invalid id' },
    });
    expect(await postReview(t.app, asha, { rating: 5 })).toMatchObject({
      status: 400,
      body: { message: REVIEW_MESSAGES.productRequired },
    });
  });
});

describe('what a review may hold', () => {
  it.each([
    [0, REVIEW_MESSAGES.ratingRange],
    [6, REVIEW_MESSAGES.ratingRange],
    [2.5, REVIEW_MESSAGES.ratingRange],
    [-1, REVIEW_MESSAGES.ratingRange],
    ['4', REVIEW_MESSAGES.ratingRange],
    [undefined, REVIEW_MESSAGES.ratingRequired],
  ])('refuses a rating of %s', async (rating, message) => {
    const res = await postReview(t.app, asha, { product: a.id, rating, text: 'Nice' });
    expect(res).toMatchObject({ status: 400, body: { message, errors: [{ path: 'rating', message }] } });
  });

  it('refuses text over the limit, photos that are not uploads, too many and repeated photos', async () => {
    const long = await postReview(t.app, asha, { product: a.id, rating: 4, text: 'x'.repeat(2001) });
    expect(long).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.textTooLong } });
    const foreign = await postReview(t.app, asha, {
      product: a.id,
      rating: 4,
      images: ['https://evil.example/x.webp'],
    });
    expect(foreign).toMatchObject({ status: 400, body: { message: REVIEW_MESSAGES.imageInvalid } });
    const url = await uploadAs(asha);
    const six = Array.from({ length: 6 }, (_, i) => url.replace(/[0-9a-f]{32}/, `${i}`.repeat(32)));
    expect(await postReview(t.app, asha, { product: a.id, rating: 4, images: six })).toMatchObject({
      status: 400,
      body: { message: REVIEW_MESSAGES.tooManyImages },
    });
    expect(await postReview(t.app, asha, { product: a.id, rating: 4, images: [url, url] })).toMatchObject({
      status: 400,
      body: { message: REVIEW_MESSAGES.imageDuplicate },
    });
  });

  it("refuses another shopper's photo", async () => {
    const hers = await uploadAs(ravi);
    expect(await postReview(t.app, asha, { product: a.id, rating: 4, images: [hers] })).toMatchObject({
      status: 403,
      body: { message: REVIEW_MESSAGES.imageNotYours },
    });
    expect(await productRow(a.id)).toEqual({ rating: 0, review_count: 0 });
  });
});

describe('writing and editing a review', () => {
  it('posts a verified review with photos, and the product page shows the new rating', async () => {
    const photos = [await uploadAs(asha), await uploadAs(asha)];
    const before = productResponse.parse((await getJson(t.app, `/api/fetch_product?id=${a.id}`)).body).data;
    expect(before.reviewCount).toBe(0);

    const res = await postReview(t.app, asha, {
      product: a.id,
      rating: 4,
      text: '  Fits my Classic 350.  ',
      images: photos,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const written = createReviewResponse.parse(res.body);
    expect(written).toMatchObject({
      message: REVIEW_MESSAGES.saved,
      edited: false,
      summary: { rating: 4, count: 1 },
      data: {
        rating: 4,
        description: 'Fits my Classic 350.',
        images: photos,
        verified_purchase: true,
        status: 'visible',
      },
    });

    const after = await eventually(
      async () => productResponse.parse((await getJson(t.app, `/api/fetch_product?id=${a.id}`)).body).data,
      (p) => p.reviewCount === 1,
    );
    expect(after).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('a second review of the same product edits the first', async () => {
    const res = await postReview(t.app, asha, { product: a.id, rating: 2, text: 'The bracket cracked after a month.' });
    expect(createReviewResponse.parse(res.body)).toMatchObject({
      message: REVIEW_MESSAGES.updated,
      edited: true,
      summary: { rating: 2, count: 1 },
      data: { rating: 2, description: 'The bracket cracked after a month.', images: [] },
    });
    const [{ n }] = (await queryRows(
      t.db,
      z.object({ n: z.number() }),
      sql`SELECT count(*)::int AS n FROM reviews WHERE product_id = ${a.id}`,
    )) as [{ n: number }];
    expect(n).toBe(1);
    expect(await productRow(a.id)).toEqual({ rating: 2, review_count: 1 });
    // My Orders knows the product is reviewed, and offers to edit it; nobody else's orders do.
    const mine = userOrdersResponse.parse((await call(t.app, 'GET', '/api/get_user_order', undefined, asha)).body);
    const lines = mine.data.orders.flatMap((o) => o.products).filter((l) => l.product === a.id);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.reviewed)).toBe(true);
    const theirs = userOrdersResponse.parse((await call(t.app, 'GET', '/api/get_user_order', undefined, ravi)).body);
    expect(theirs.data.orders.flatMap((o) => o.products).some((l) => l.reviewed && l.product === a.id)).toBe(false);
  });

  it('the shopper can read back their own review, and nobody else sees it as theirs', async () => {
    const mine = myReviewResponse.parse(
      (await call(t.app, 'GET', `/api/find_my_review?id=${a.id}`, undefined, asha)).body,
    );
    expect(mine.data).toMatchObject({ product: a.id, rating: 2, user: { name: 'Asha Menon' } });
    const his = myReviewResponse.parse(
      (await call(t.app, 'GET', `/api/find_my_review?id=${a.id}`, undefined, ravi)).body,
    );
    expect(his.data).toBeNull();
    expect((await call(t.app, 'GET', `/api/find_my_review?id=${a.id}`)).status).toBe(401);
  });

  it('the public list shows the name, rating, text, photos, date and verified mark, and nothing else about her', async () => {
    const photo1 = await uploadAs(asha);
    await postReview(t.app, asha, { product: a.id, rating: 5, text: 'Solid after all.', images: [photo1] });
    const res = await t.app.inject({ method: 'GET', url: `/api/find_product_review?id=${a.id}` });
    const list = reviewListResponse.parse(res.json());
    expect(list.data).toHaveLength(1);
    expect(Object.keys(list.data[0]!).sort()).toEqual(
      ['_id', 'createdAt', 'description', 'images', 'rating', 'user', 'verified_purchase'].sort(),
    );
    expect(list.data[0]).toMatchObject({
      rating: 5,
      description: 'Solid after all.',
      images: [photo1],
      user: { name: 'Asha Menon' },
      verified_purchase: true,
    });
    expect(Object.keys(list.data[0]!.user)).toEqual(['name']);
    expect(list.summary).toEqual({ rating: 5, count: 1, stars: [0, 0, 0, 0, 1] });
    for (const secret of [asha.email, asha.id, '9812345678', 'Secret Lane', '682001', '$argon2', 'password']) {
      expect(res.body).not.toContain(secret);
    }
  });
});

describe('concurrent reviews', () => {
  it('keep the rating and the count right', async () => {
    const riders = await Promise.all(
      Array.from({ length: 8 }, (_, i) => shopper(t.app, t.db, `rider${i}@example.com`)),
    );
    for (const rider of riders) await deliveredOrder(t.app, rider, admin, c);
    // Three bursts: each rider sends two reviews at once (the later edits the first), all riders together.
    for (const round of [0, 1, 2]) {
      const sent = await Promise.all(
        riders.flatMap((rider, i) =>
          [0, 2].map((shift) => postReview(t.app, rider, { product: c.id, rating: ((i + round + shift) % 5) + 1 })),
        ),
      );
      expect(sent.map((r) => r.status)).toEqual(Array(16).fill(200));
      if (round === 0) expect(sent.filter((r) => r.body.edited === false)).toHaveLength(8);

      const stored = await queryRows(
        t.db,
        z.object({ rating: z.number() }),
        sql`SELECT rating::int AS rating FROM reviews WHERE product_id = ${c.id}`,
      );
      expect(stored).toHaveLength(8);
      const average = stored.reduce((sum, r) => sum + r.rating, 0) / stored.length;
      const row = await productRow(c.id);
      expect(row?.review_count).toBe(8);
      expect(row?.rating).toBeCloseTo(average, 5);
    }
  });
});

import { DISCOUNT_MESSAGES, DISCOUNT_TRIES_PER_QUARTER_HOUR } from '@store/contracts/discounts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call } from '../../test/accounts';
import { adminCall } from '../../test/admin';
import {
  a,
  admin,
  asha,
  b,
  buyer,
  makeCode,
  orderWith,
  paidWith,
  priceOfVariant,
  quote,
  setUp,
  t,
  usedOf,
} from './discounts.kit';

setUp();

const HOUR = 3_600_000;
const refusal = (message: string) => ({
  status: 400,
  body: { message, errors: [{ path: 'discount_code', message }] },
});

describe('a buyer entering a code', () => {
  it('prices it on the checkout quote, in any case, and takes it off the total', async () => {
    const code = await makeCode({ code: 'Monsoon-10', value: 10 });
    expect(code.code).toBe('MONSOON-10');
    const price = await priceOfVariant(a.variant);
    const res = await quote([{ ...a, quantity: 2 }], '  monsoon-10 ');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const off = Math.floor((2 * price * 10) / 100);
    expect(res.body.data).toMatchObject({ discount: { code: 'MONSOON-10', amount: off }, total: 2 * price - off });
    // Without a code the summary is as it always was.
    expect((await quote([{ ...a, quantity: 2 }], null)).body.data).toMatchObject({ discount: null, total: 2 * price });
  });

  it('refuses a code that does not exist, or is malformed', async () => {
    expect(await quote([{ ...a, quantity: 1 }], 'NOPE-123')).toMatchObject(refusal(DISCOUNT_MESSAGES.unknown));
    const odd = await quote([{ ...a, quantity: 1 }], 'x!');
    expect(odd.status).toBe(400);
    expect(odd.body.message).toBe(DISCOUNT_MESSAGES.codeFormat);
  });

  it('refuses a code before its window and after it, and one staff switched off', async () => {
    const later = new Date(Date.now() + 2 * HOUR);
    const soon = await makeCode({
      validFrom: later.toISOString(),
      validTo: new Date(Date.now() + 9 * HOUR).toISOString(),
    });
    expect(await quote([{ ...a, quantity: 1 }], soon.code)).toMatchObject(
      refusal(DISCOUNT_MESSAGES.notYetValid(later)),
    );
    const ended = new Date(Date.now() - HOUR);
    const old = await makeCode({
      validFrom: new Date(Date.now() - 9 * HOUR).toISOString(),
      validTo: ended.toISOString(),
    });
    expect(await orderWith(asha, [{ ...a, quantity: 1 }], old.code)).toMatchObject(
      refusal(DISCOUNT_MESSAGES.expired(ended)),
    );
    const off = await makeCode({ active: false });
    expect(await quote([{ ...a, quantity: 1 }], off.code)).toMatchObject(refusal(DISCOUNT_MESSAGES.inactive));
  });

  it('refuses an order below the minimum, saying how much more is needed', async () => {
    const price = await priceOfVariant(a.variant);
    const code = await makeCode({ minOrderPaise: price * 3 });
    expect(await quote([{ ...a, quantity: 2 }], code.code)).toMatchObject(
      refusal(DISCOUNT_MESSAGES.minimumNotReached(price * 3, price * 2)),
    );
    expect((await quote([{ ...a, quantity: 3 }], code.code)).status).toBe(200);
  });

  it('refuses a code limited to other products, and applies it only to the lines it covers', async () => {
    const onlyB = await makeCode({ productIds: [b.id], kind: 'flat', value: 5000 });
    expect(await quote([{ ...a, quantity: 1 }], onlyB.code)).toMatchObject(refusal(DISCOUNT_MESSAGES.notForProducts));
    const both = await quote(
      [
        { ...a, quantity: 1 },
        { ...b, quantity: 1 },
      ],
      onlyB.code,
    );
    expect(both.body.data.discount).toEqual({
      code: onlyB.code,
      amount: Math.min(5000, await priceOfVariant(b.variant)),
    });
  });

  it("covers a brand's products and a category's sub-categories", async () => {
    const [scope] = await queryRows(
      t.db,
      z.object({ brand_id: z.string(), root: z.string() }),
      sql`WITH RECURSIVE up AS (
            SELECT c.id, c.parent_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id
            WHERE pc.product_id = ${a.id}
            UNION SELECT c.id, c.parent_id FROM up JOIN categories c ON c.id = up.parent_id)
          SELECT (SELECT brand_id FROM products WHERE id = ${a.id}) AS brand_id,
                 (SELECT id FROM up WHERE parent_id IS NULL LIMIT 1) AS root`,
    );
    const byBrand = await makeCode({ brandIds: [scope!.brand_id] });
    const byRoot = await makeCode({ categoryIds: [scope!.root] });
    for (const code of [byBrand, byRoot]) expect((await quote([{ ...a, quantity: 1 }], code.code)).status).toBe(200);
  });

  it('does not stack on a flash-deal price', async () => {
    const price = await priceOfVariant(b.variant);
    await t.db.execute(sql`DELETE FROM home_section_items WHERE section = 'flash_deals'`);
    await t.db.execute(
      sql`INSERT INTO home_section_items (section, product_id, position, deal_price_paise, ends_at)
          VALUES ('flash_deals', ${b.id}, 0, ${price - 100}, ${new Date(Date.now() + 5 * HOUR)})`,
    );
    try {
      const code = await makeCode();
      expect(await quote([{ ...b, quantity: 1 }], code.code)).toMatchObject(refusal(DISCOUNT_MESSAGES.notOnFlashDeals));
      // Beside a line at its usual price, only that line is discounted.
      const mixed = await quote(
        [
          { ...a, quantity: 1 },
          { ...b, quantity: 1 },
        ],
        code.code,
      );
      expect(mixed.body.data.discount.amount).toBe(Math.floor((await priceOfVariant(a.variant)) / 10));
    } finally {
      await t.db.execute(sql`DELETE FROM home_section_items WHERE section = 'flash_deals' AND product_id = ${b.id}`);
    }
  });

  it('refuses a code used up, and a buyer who used their share', async () => {
    const once = await makeCode({ maxUses: 5, maxUsesPerBuyer: 1 });
    const ravi = await buyer();
    expect((await orderWith(ravi, [{ ...a, quantity: 1 }], once.code)).status).toBe(200);
    expect(await orderWith(ravi, [{ ...b, quantity: 1 }], once.code)).toMatchObject(
      refusal(DISCOUNT_MESSAGES.usedByYou(1)),
    );
    const single = await makeCode({ maxUses: 1 });
    expect((await orderWith(await buyer(), [{ ...a, quantity: 1 }], single.code)).status).toBe(200);
    expect(await quote([{ ...a, quantity: 1 }], single.code)).toMatchObject(refusal(DISCOUNT_MESSAGES.usedUp));
    expect(await orderWith(await buyer(), [{ ...a, quantity: 1 }], single.code)).toMatchObject(
      refusal(DISCOUNT_MESSAGES.usedUp),
    );
    expect(await usedOf(single.id)).toBe(1);
  });
});

describe('guessing codes', () => {
  it('is refused after DISCOUNT_TRIES_PER_QUARTER_HOUR tries from one address, and the server stays up', async () => {
    const tries = await Promise.all(
      Array.from({ length: DISCOUNT_TRIES_PER_QUARTER_HOUR + 1 }, (_, i) =>
        call(
          t.app,
          'POST',
          '/api/checkout_quote',
          { products: [{ product: a.id, quantity: 1 }], discount_code: `GUESS-${i}` },
          { ip: '10.66.0.1' },
        ),
      ),
    );
    expect(tries.filter((r) => r.status === 400)).toHaveLength(DISCOUNT_TRIES_PER_QUARTER_HOUR);
    expect(tries.filter((r) => r.status === 429)).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ message: DISCOUNT_MESSAGES.tooManyTries }) }),
    ]);
    // Another address, and a quote without a code, are not held up.
    expect((await quote([{ ...a, quantity: 1 }], null)).status).toBe(200);
  });
});

describe('staff making codes', () => {
  const base = {
    code: 'STAFF-1',
    kind: 'percent',
    value: 10,
    validFrom: '2026-12-01T00:00:00+05:30',
    validTo: '2026-12-31T23:59:00+05:30',
  };
  const refused = async (body: Record<string, unknown>, path: string, message: string) => {
    const res = await adminCall(t.app, admin, 'POST', '/api/admin/discounts', { ...base, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  };

  it('refuses every bad term with a clear message', async () => {
    await refused({ value: 0 }, 'value', DISCOUNT_MESSAGES.percentRange);
    await refused({ value: 101 }, 'value', DISCOUNT_MESSAGES.percentRange);
    await refused({ kind: 'flat', value: 0 }, 'value', DISCOUNT_MESSAGES.flatAmount);
    await refused({ validTo: base.validFrom }, 'validTo', DISCOUNT_MESSAGES.dateOrder);
    await refused({ validFrom: 'tomorrow' }, 'validFrom', DISCOUNT_MESSAGES.dates);
    await refused({ maxUses: 0 }, 'maxUses', DISCOUNT_MESSAGES.usesLimit);
    await refused({ maxUses: 2, maxUsesPerBuyer: 3 }, 'maxUsesPerBuyer', DISCOUNT_MESSAGES.perBuyerOverTotal);
    await refused({ code: 'a b' }, 'code', DISCOUNT_MESSAGES.codeFormat);
    await refused(
      { productIds: ['00000000-0000-4000-8000-000000000000'] },
      'productIds',
      'One of the chosen products no longer exists',
    );
  });

  it('keeps codes unique in any case, and lets only staff in', async () => {
    expect((await adminCall(t.app, admin, 'POST', '/api/admin/discounts', base)).status).toBe(200);
    const again = await adminCall(t.app, admin, 'POST', '/api/admin/discounts', { ...base, code: 'staff-1' });
    expect(again).toMatchObject({ status: 409, body: { message: DISCOUNT_MESSAGES.codeTaken } });
    expect((await adminCall(t.app, asha, 'GET', '/api/admin/discounts')).status).toBe(403);
    expect((await adminCall(t.app, asha, 'POST', '/api/admin/discounts', { ...base, code: 'MINE' })).status).toBe(403);
  });

  it('will not set the total below the uses already counted', async () => {
    const code = await makeCode({ maxUses: 5 });
    expect((await orderWith(await buyer(), [{ ...a, quantity: 1 }], code.code)).status).toBe(200);
    expect((await orderWith(await buyer(), [{ ...a, quantity: 1 }], code.code)).status).toBe(200);
    const res = await adminCall(t.app, admin, 'PUT', `/api/admin/discounts/${code.id}`, {
      ...base,
      code: code.code,
      maxUses: 1,
    });
    expect(res).toMatchObject({ status: 400, body: { message: DISCOUNT_MESSAGES.maxBelowUsed(2) } });
    const list = await adminCall(t.app, admin, 'GET', '/api/admin/discounts');
    expect(list.body.data.find((d: { id: string }) => d.id === code.id)).toMatchObject({ used: 2, paidUses: 0 });
  });
});

describe('the back office figures', () => {
  it('add up paise past what a 32-bit integer holds', async () => {
    const code = await makeCode({ maxUses: 5 });
    for (let i = 0; i < 2; i++) await paidWith(await buyer(), [{ ...a, quantity: 1 }], code.code);
    await t.db.execute(sql`UPDATE discount_redemptions SET discount_paise = 1500000000 WHERE code_id = ${code.id}`);
    const list = await adminCall(t.app, admin, 'GET', '/api/admin/discounts');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.find((d: { id: string }) => d.id === code.id)).toMatchObject({
      paidUses: 2,
      discountGivenPaise: 3_000_000_000,
    });
  });
});

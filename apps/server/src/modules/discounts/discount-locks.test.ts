import { DISCOUNT_MESSAGES } from '@store/contracts/discounts';
import { describe, expect, it } from 'vitest';
import { a, b, buyer, makeCode, now, orderWith, priceOfVariant, setUp, t, usedOf } from './discounts.kit';
import { quoteCode } from './use-code';

setUp();

describe('two buyers swapping codes at once', () => {
  it('never wait on each other crosswise: every checkout goes through', async () => {
    const codes = [(await makeCode()).code, (await makeCode()).code];
    const ravi = await buyer();
    const sita = await buyer();
    const place = (round: number) =>
      Promise.all([
        orderWith(ravi, [{ ...a, quantity: 1 }], codes[round % 2]!, '10.12.0.1'),
        orderWith(sita, [{ ...b, quantity: 1 }], codes[(round + 1) % 2]!, '10.12.0.2'),
      ]);
    for (const res of await place(0)) expect(res.status).toBe(200);
    // Each round lets go of the order holding one code and claims the other, in opposite directions.
    for (let round = 1; round <= 8; round++) {
      for (const res of await place(round)) expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
});

describe('whether a line is on a flash deal', () => {
  it('is what pricing decided, not read again', async () => {
    const code = await makeCode({ maxUses: 5 });
    const list = await priceOfVariant(a.variant);
    const line = { productId: a.id, variantId: a.variant, quantity: 1 };
    // Priced by a deal at what is now the variant's own price: still not discounted.
    await expect(quoteCode(t.db, code.code, [{ ...line, unitPricePaise: list, onDeal: true }], now())).rejects.toThrow(
      DISCOUNT_MESSAGES.notOnFlashDeals,
    );
    // Priced below the variant's own price by no deal (its price changed since): discounted.
    const priced = await quoteCode(t.db, code.code, [{ ...line, unitPricePaise: list - 100, onDeal: false }], now());
    // Ten percent, rounded down to a whole rupee (decision 116).
    expect(priced.amountPaise).toBe(Math.floor((list - 100) / 10 / 100) * 100);
    expect(await usedOf(code.id)).toBe(0);
  });
});

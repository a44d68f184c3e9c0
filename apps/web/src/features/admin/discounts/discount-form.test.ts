import { DISCOUNT_MESSAGES, type AdminDiscount } from '@store/contracts/discounts';
import { describe, expect, it } from 'vitest';
import { RUPEES_FORMAT_MESSAGE } from '../lib/money-input';
import { initialDiscountValues, readDiscountForm, type DiscountFormValues } from './discount-form';

const now = new Date('2026-11-25T12:30:00.000Z');
const filled = (over: Partial<DiscountFormValues>): DiscountFormValues => ({
  ...initialDiscountValues(null, now),
  code: 'monsoon-10',
  percent: '10',
  ...over,
});

describe('the discount code form', () => {
  it('starts now in India time and runs a week', () => {
    const values = initialDiscountValues(null, now);
    expect(values).toMatchObject({ validFrom: '2026-11-25T18:00', validTo: '2026-12-02T18:00', active: true });
  });

  it('sends rupees as paise, India time with its offset, and empty limits as none', () => {
    const read = readDiscountForm(filled({ kind: 'flat', amount: '249.50', minOrder: '1,999', maxUsesPerBuyer: '1' }));
    expect(read.data).toMatchObject({
      code: 'MONSOON-10',
      kind: 'flat',
      value: 24_950,
      minOrderPaise: 199_900,
      validFrom: '2026-11-25T18:00:00+05:30',
      maxUses: null,
      maxUsesPerBuyer: 1,
    });
  });

  it("refuses what the server would, in the contract's words", () => {
    expect(readDiscountForm(filled({ percent: '12.5' })).errors).toMatchObject({
      value: DISCOUNT_MESSAGES.percentRange,
    });
    expect(readDiscountForm(filled({ percent: '0' })).errors).toMatchObject({ value: DISCOUNT_MESSAGES.percentRange });
    expect(readDiscountForm(filled({ kind: 'flat', amount: 'lots' })).errors).toMatchObject({
      value: RUPEES_FORMAT_MESSAGE,
    });
    expect(readDiscountForm(filled({ validTo: '2026-11-25T17:00' })).errors).toMatchObject({
      validTo: DISCOUNT_MESSAGES.dateOrder,
    });
    expect(readDiscountForm(filled({ maxUses: '2', maxUsesPerBuyer: '3' })).errors).toMatchObject({
      maxUsesPerBuyer: DISCOUNT_MESSAGES.perBuyerOverTotal,
    });
    expect(readDiscountForm(filled({ maxUses: 'ten' })).errors).toMatchObject({ maxUses: DISCOUNT_MESSAGES.usesLimit });
  });

  it('shows a saved code as it was typed', () => {
    const saved: AdminDiscount = {
      id: 'd1',
      description: '',
      productIds: ['p1'],
      used: 3,
      paidUses: 2,
      discountGivenPaise: 40_000,
      createdAt: '2026-11-20T10:00:00.000Z',
      code: 'FLAT200',
      kind: 'flat',
      value: 20_000,
      minOrderPaise: 150_000,
      validFrom: '2026-11-25T12:30:00.000Z',
      validTo: '2026-12-25T12:30:00.000Z',
      products: [{ id: 'p1', name: 'Chain lube' }],
      categoryIds: [],
      brandIds: ['b1'],
      maxUses: 100,
      maxUsesPerBuyer: null,
      active: false,
    };
    expect(initialDiscountValues(saved, now)).toMatchObject({
      amount: '200',
      minOrder: '1500',
      validTo: '2026-12-25T18:00',
      maxUses: '100',
      maxUsesPerBuyer: '',
      active: false,
    });
  });
});

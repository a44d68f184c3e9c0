import { describe, expect, it } from 'vitest';
import {
  createOrderBody,
  mostPerOrder,
  mostPerOrderNote,
  ORDER_MESSAGES,
  UNPAID_HOLD_LIMITS,
  unpaidUnitLimit,
} from './orders';

const product = { product: '11111111-1111-4111-8111-111111111111', quantity: 1 };
const address = {
  name: 'Asha',
  phone: '9876543210',
  pinCode: '682001',
  address: '12 Marine Drive',
  town: 'Kochi',
  state: 'Kerala',
  landMark: 'Jetty',
};
const messages = (input: unknown) => {
  const parsed = createOrderBody.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('createOrderBody', () => {
  it('takes typed fields or a saved address id', () => {
    const typed = createOrderBody.parse({ address, products: [product], type: 'single' });
    expect(typed.address).toEqual({ fields: { ...address, locality: '' } });
    const saved = createOrderBody.parse({ address: { _id: product.product }, products: [product], type: 'cart' });
    expect(saved.address).toEqual({ saved: product.product });
  });

  it("says 'please select address or fill the address' when name, phone or address is empty", () => {
    expect(messages({ address: { ...address, phone: ' ' }, products: [product], type: 'single' })).toEqual([
      ORDER_MESSAGES.notSelected,
    ]);
    expect(messages({ products: [product], type: 'single' })).toEqual([ORDER_MESSAGES.notSelected]);
  });

  it('applies the address rules and the quantity rules', () => {
    expect(messages({ address: { ...address, landMark: '' }, products: [product], type: 'single' })).toEqual([
      'Landmark is required',
    ]);
    for (const quantity of [0, -1, 1.5]) {
      expect(messages({ address, products: [{ ...product, quantity }], type: 'single' })).toHaveLength(1);
    }
    expect(messages({ address, products: [], type: 'single' })).toEqual([ORDER_MESSAGES.noProducts]);
  });

  it('drops anything the client says about price', () => {
    const parsed = createOrderBody.parse({ address, products: [{ ...product, price: 1 }], type: 'single', total: 1 });
    expect(parsed.products[0]).toEqual(product);
    expect(parsed).not.toHaveProperty('total');
  });
});

describe('the most one order may take', () => {
  it('is what checkout accepts from an account holding none: half the shelf, rounded up, at most 20', () => {
    expect(mostPerOrder(0)).toBe(0);
    expect(mostPerOrder(1)).toBe(1);
    expect(mostPerOrder(7)).toBe(4);
    expect(mostPerOrder(24)).toBe(12);
    expect(mostPerOrder(500)).toBe(UNPAID_HOLD_LIMITS.units.account.most);
    for (let stock = 0; stock <= 60; stock++) {
      expect(mostPerOrder(stock)).toBeLessThanOrEqual(stock);
      if (stock > 0) expect(mostPerOrder(stock)).toBe(unpaidUnitLimit(UNPAID_HOLD_LIMITS.units.account, stock));
    }
    expect(mostPerOrderNote(12)).toBe('At most 12 per order');
    expect(ORDER_MESSAGES.holdUnits(12)).toBe(
      'You can buy at most 12 of this item in one order. Write to us for a bulk order.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { KOCHI_ADDRESS } from '@/test/fixtures';
import {
  decideAddress,
  EMPTY_SHIPPING,
  isShippingComplete,
  parseCheckoutSource,
  toSavedAddress,
} from './checkout-source';

const filled = KOCHI_ADDRESS;

describe('parseCheckoutSource', () => {
  it('reads ?cart as the cart, even beside other keys', () => {
    expect(parseCheckoutSource(new URLSearchParams('cart'))).toEqual({ kind: 'cart' });
    expect(parseCheckoutSource(new URLSearchParams('cart&product_id=x'))).toEqual({ kind: 'cart' });
  });

  it('reads Buy Now with its quantity and variant, qty defaulting to 1 and an empty variant to none', () => {
    expect(parseCheckoutSource(new URLSearchParams('product_id=p1&qty=3&variant=v1'))).toEqual({
      kind: 'single',
      productId: 'p1',
      qty: 3,
      variant: 'v1',
    });
    expect(parseCheckoutSource(new URLSearchParams('product_id=p1&variant='))).toEqual({
      kind: 'single',
      productId: 'p1',
      qty: 1,
      variant: undefined,
    });
  });

  it('passes a bad quantity on for the server to refuse rather than guessing', () => {
    expect(parseCheckoutSource(new URLSearchParams('product_id=p1&qty=0.5'))).toMatchObject({ qty: 0.5 });
    expect(parseCheckoutSource(new URLSearchParams('product_id=p1&qty=abc'))).toMatchObject({ qty: Number.NaN });
  });

  it('is null with neither', () => {
    expect(parseCheckoutSource(new URLSearchParams(''))).toBeNull();
    expect(parseCheckoutSource(new URLSearchParams('product_id=%20'))).toBeNull();
  });
});

describe('decideAddress', () => {
  it('sends a picked saved address by id', () => {
    expect(decideAddress({ mode: 'saved', id: 'a1' })).toEqual({ ok: true, address: { _id: 'a1' } });
  });

  it("asks to 'select address or fill the address' when nothing is picked or name, phone or address is empty", () => {
    const notice = 'please select address or fill the address';
    expect(decideAddress({ mode: 'saved', id: null })).toMatchObject({ ok: false, notice });
    expect(decideAddress({ mode: 'new', values: EMPTY_SHIPPING })).toMatchObject({ ok: false, notice });
    expect(decideAddress({ mode: 'new', values: { ...filled, phone: '  ' } })).toMatchObject({ ok: false, notice });
  });

  it('shows the field rules of the validation rules once the three are there', () => {
    const result = decideAddress({ mode: 'new', values: { ...filled, phone: '98470', pinCode: '', landMark: '' } });
    expect(result).toEqual({
      ok: false,
      errors: { phone: 'Mobile must be 10 digits', pinCode: 'Pin code is required', landMark: 'Landmark is required' },
    });
  });

  it('sends the typed address trimmed', () => {
    const result = decideAddress({ mode: 'new', values: { ...filled, town: '  Kochi ' } });
    expect(result).toEqual({ ok: true, address: filled });
  });
});

describe('saving the typed address', () => {
  it('needs every field, locality included', () => {
    expect(isShippingComplete(filled)).toBe(true);
    expect(isShippingComplete({ ...filled, locality: '' })).toBe(false);
    expect(isShippingComplete({ ...filled, landMark: ' ' })).toBe(false);
  });

  it("maps the checkout names to the address book's", () => {
    expect(toSavedAddress(filled)).toMatchObject({ pin_code: '682019', landmark: 'Near Vyttila Hub', flag: false });
  });
});

import { ADDRESS_MESSAGES, type AddressInput, type AddressResponse } from '@store/contracts/address';
import { checkoutAddressSchema, type CheckoutAddress } from '@store/contracts/orders';
import { validateForm, type FieldErrors } from '@/lib/form-errors';
import type { CheckoutSource } from './api/checkout-queries';

/**
 * Reads /purchase's query: `?cart` checks out the cart; `?product_id=&qty=&variant=` is Buy Now
 * (qty defaults to 1; anything not a whole number is left for the server to refuse with its
 * message). Null when neither is there.
 */
export function parseCheckoutSource(params: URLSearchParams): CheckoutSource | null {
  if (params.has('cart')) return { kind: 'cart' };
  const productId = params.get('product_id')?.trim();
  if (!productId) return null;
  const rawQty = params.get('qty')?.trim();
  const qty = rawQty ? Number(rawQty) : 1;
  const variant = params.get('variant')?.trim() || undefined;
  return { kind: 'single', productId, qty, variant };
}

/** The shipping form's fields, as the checkout address payload names them (docs/product.md, Entities). */
export type ShippingValues = Required<CheckoutAddress>;

export const EMPTY_SHIPPING: ShippingValues = {
  name: '',
  phone: '',
  pinCode: '',
  address: '',
  locality: '',
  town: '',
  state: '',
  landMark: '',
};

/** Where the order goes: a saved address picked in the list, or the form. */
export type AddressChoice = { mode: 'saved'; id: string | null } | { mode: 'new'; values: ShippingValues };

export type AddressDecision =
  | { ok: true; address: { _id: string } | CheckoutAddress }
  /** A notice for the whole choice (docs/product.md, Error messages), or the form's field errors. */
  | { ok: false; notice?: string; errors?: FieldErrors };

const blank = (text: string) => text.trim() === '';

/**
 * docs/product.md, Validation rules: with no saved address picked, or an empty name, phone or address, the notice is
 * 'please select address or fill the address'; otherwise the form must pass the checkout rules.
 */
export function decideAddress(choice: AddressChoice): AddressDecision {
  if (choice.mode === 'saved') {
    return choice.id ? { ok: true, address: { _id: choice.id } } : { ok: false, notice: ADDRESS_MESSAGES.notSelected };
  }
  const { values } = choice;
  if (blank(values.name) || blank(values.phone) || blank(values.address)) {
    return {
      ok: false,
      notice: ADDRESS_MESSAGES.notSelected,
      errors: validateForm(checkoutAddressSchema, values).errors,
    };
  }
  const result = validateForm(checkoutAddressSchema, values);
  return result.errors ? { ok: false, errors: result.errors } : { ok: true, address: result.data };
}

/** Saving the typed address needs every field filled ('please fill the form complete'). */
export function isShippingComplete(values: ShippingValues): boolean {
  return Object.values(values).every((value) => !blank(value));
}

/** The form's fields as a saved address (the profile's field names). */
export function toSavedAddress(values: ShippingValues): AddressInput {
  return {
    name: values.name,
    phone: values.phone,
    pin_code: values.pinCode,
    locality: values.locality,
    address: values.address,
    town: values.town,
    state: values.state,
    landmark: values.landMark,
    alternate_phone: null,
    flag: false,
  };
}

/** Saves a typed address to the address book: the profile feature's call, handed in by the route. */
export type SaveAddress = (address: AddressInput) => Promise<AddressResponse>;

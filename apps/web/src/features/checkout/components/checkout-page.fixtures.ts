import type { Address } from '@store/contracts/address';
import type { Session } from '@store/contracts/auth';
import type { CheckoutSummary } from '@store/contracts/orders';
import type { vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';

export const summary: CheckoutSummary = {
  products: [
    {
      product: 'p1',
      variant: 'v1',
      name: 'Steelbird SBA-7 Helmet',
      variant_name: 'M',
      image: '/media/helmet.webp',
      price: 300_000,
      discount_price: 250_000,
      quantity: 2,
      stock: 5,
      total_price: 500_000,
    },
  ],
  total: 500_000,
  mrp_total: 600_000,
  savings: 100_000,
  goods_total: 500_000,
  shipping: 0,
  free_shipping_from: 99_900,
  cod: { available: true, fee: 4900, reason: null },
  tax_included: true,
};

export const home: Address = {
  _id: 'a1',
  name: 'Anjali Nair',
  phone: '9847012345',
  pin_code: '682019',
  locality: 'Vyttila',
  address: '12/450, Thykoodam Road',
  town: 'Kochi',
  state: 'Kerala',
  landmark: 'Near Vyttila Hub',
  alternate_phone: null,
  flag: true,
};

export const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  jsonResponse({ error: false, status: 200, message: 'ok', data, ...extra });

const session: Session = {
  token: 'new-token',
  name: 'Anjali Nair',
  email: 'new.rider@example.com',
  role: 'customer',
  cart_count: 0,
  like_count: 0,
  liked_products: [],
};

const raz = {
  key: 'rzp_test_store',
  order_id: 'order_T1',
  amount: 500_000,
  currency: 'INR',
  name: 'Kerala Moto Hub',
  description: 'Order KMH100001',
  prefill: { name: 'Anjali Nair', email: 'a@example.com', contact: '9847012345' },
  test_mode: true,
};

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/** What the page asked of the API, in order: each call's path and JSON body. */
export const fetchedCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    path: String(url).replace(/\?.*$/, ''),
    body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
  }));

/**
 * The API as checkout meets it: the summary (the account's, or a visitor's quote), the saved
 * addresses, the order, test mode's payment, PIN look-ups, express checkout's code (the right
 * one is 1234), and a cash on delivery order's code (the right one is 4321).
 */
export function serveCheckout(fetchMock: FetchMock, addresses: Address[], type: 'cart' | 'single') {
  fetchMock.mockImplementation(async (input, init) => {
    const path = String(input).replace(/\?.*$/, '');
    switch (path) {
      case '/api/get_order_cart':
      case '/api/get_order_product':
      case '/api/checkout_quote':
        return ok(summary);
      case '/api/express_code':
        return ok({ email: 'new.rider@example.com' }, { message: 'We sent a 4-digit code to your e-mail' });
      case '/api/express_verify':
        return (JSON.parse(String(init?.body)) as { otp: string }).otp === '1234'
          ? ok({ ...session, new_account: true })
          : jsonResponse({ error: true, status: 400, message: 'The code is wrong or has expired', data: null }, 400);
      case '/api/get_order_address':
        return ok(addresses);
      case '/api/create_order':
        return ok({ _id: 'o1', order_number: 'KMH100001', total: 500_000 }, { raz, type });
      case '/api/test_payment/pay':
        return ok({ razorpay_order_id: 'order_T1', razorpay_payment_id: 'pay_T1', razorpay_signature: 'sig' });
      case '/api/test_payment/fail':
        return ok({ error: { description: 'Payment declined (test mode)' } });
      case '/api/verify_order':
        return ok({ _id: 'o1', order_number: 'KMH100001', type, cart_count: 0 });
      case '/api/cod_order':
        return ok(
          { sent_to: 'a•••@example.com', total: 504_900, shipping: 0, cod_fee: 4900 },
          { message: 'We sent a code to a•••@example.com: enter it to confirm your order' },
        );
      case '/api/confirm_cod_order': {
        const { otp } = JSON.parse(String(init?.body)) as { otp: string };
        if (otp === '4321') {
          return ok(
            { _id: 'o2', order_number: 'KMH100002', total: 504_900 },
            { message: 'Order confirmed: pay in cash when it arrives' },
          );
        }
        const message = 'That code is wrong or has expired: send a new one';
        return jsonResponse({ error: true, status: 400, message, data: null, errors: [{ path: 'otp', message }] }, 400);
      }
      case '/api/find_cart':
        return ok({ items: [], total: 0, mrp_total: 0, savings: 0, cart_count: 1, all_available: true });
      case '/api/pin_code':
        return String(input).endsWith('pin=560001')
          ? ok({
              pin: '560001',
              district: 'Bangalore',
              state: 'Karnataka',
              states: ['Karnataka'],
              served: true,
              zone: 'Metro cities',
              days: 4,
              delivery_by: '2026-11-29',
            })
          : jsonResponse(
              { error: true, status: 404, message: 'This PIN code does not exist: please check it', data: null },
              404,
            );
      default:
        return jsonResponse({ error: true, status: 404, message: 'not here', data: null }, 404);
    }
  });
}

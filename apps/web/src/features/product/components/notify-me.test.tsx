import type { ProductDetail } from '@store/contracts/catalog';
import { STOCK_ALERT_MESSAGES } from '@store/contracts/stock-alerts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { endSession, startSession } from '@/lib/session-store';
import { jsonResponse, makeProduct } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { soldOutChoices } from './notify-me';

const chain: ProductDetail = {
  ...makeProduct({ _id: 'p-chain', name: 'Rolon 520 O-Ring Chain', default_variant: 'v-110', variant_count: 2 }),
  quantity: 8,
  images: [],
  description: 'A sealed chain.',
  features: [],
  option_name: 'Length',
  variants: [
    { _id: 'v-110', name: '110 links', sku: 'RL-110', price: 300_000, discount_price: 250_000, quantity: 8 },
    { _id: 'v-130', name: '130 links', sku: 'RL-130', price: 340_000, discount_price: 300_000, quantity: 0 },
  ],
};
const ok = (data: unknown, message = 'ok') => jsonResponse({ error: false, status: 200, message, data });

const fetchMock = vi.fn<typeof fetch>();
/** Each call the page made to the alert routes, with its body. */
const alertCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('stock_alert'))
    .map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : null]);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.startsWith('/api/fetch_product?')) {
      return jsonResponse({ error: false, status: 200, message: 'ok', data: chain, categories: [] });
    }
    if (path.startsWith('/api/stock_alerts?')) return ok([]);
    if (path === '/api/stock_alert_code') return ok({ email: 'rider@example.com' }, STOCK_ALERT_MESSAGES.codeSent);
    if (path === '/api/stock_alert_verify' || path === '/api/stock_alert') {
      const alert = { product_id: 'p-chain', variant_id: 'v-130', email: 'rider@example.com' };
      return ok({ ...alert, stop_token: `${'a'.repeat(36)}.${'b'.repeat(43)}` }, STOCK_ALERT_MESSAGES.subscribed);
    }
    // No reviews, and no cards for the rows of other products the page shows.
    return jsonResponse({
      error: false,
      status: 200,
      message: 'ok',
      data: [],
      summary: { rating: 0, count: 0, stars: [0, 0, 0, 0, 0] },
    });
  });
});
afterEach(() => endSession());

describe('soldOutChoices', () => {
  it('offers the sold-out options, and any option once the whole product is sold out', () => {
    expect(soldOutChoices(chain).map((c) => c.variantId)).toEqual(['v-130']);
    const gone = { ...chain, quantity: 0, variants: chain.variants.map((v) => ({ ...v, quantity: 0 })) };
    expect(soldOutChoices(gone).map((c) => [c.variantId, c.label])).toEqual([
      [null, 'Any length'],
      ['v-110', '110 links'],
      ['v-130', '130 links'],
    ]);
    const single = { ...chain, quantity: 0, variants: [{ ...chain.variants[1]!, quantity: 0 }] };
    expect(soldOutChoices(single)).toEqual([{ variantId: null, label: chain.name }]);
    expect(soldOutChoices({ ...chain, variants: [chain.variants[0]!] })).toEqual([]);
  });
});

describe('Notify me on the product page', () => {
  it("takes a visitor's e-mail, then the code, and says the alert is on", async () => {
    renderRoutes(routes, '/product/p-chain');
    const email = await screen.findByLabelText('Your e-mail');
    fireEvent.change(email, { target: { value: 'Rider@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    const boxes = await screen.findAllByRole('textbox', { name: /digit/i });
    '1234'.split('').forEach((digit, i) => fireEvent.change(boxes[i]!, { target: { value: digit } }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and notify me' }));
    expect(await screen.findByText("We'll e-mail you when it's back")).toBeTruthy();
    expect(alertCalls()).toEqual([
      ['/api/stock_alert_code', { email: 'rider@example.com', product_id: 'p-chain', variant_id: 'v-130' }],
      ['/api/stock_alert_verify', { email: 'rider@example.com', otp: '1234' }],
    ]);
  });

  it("turns a signed-in shopper's alert on at once", async () => {
    startSession({
      token: 't',
      name: 'Asha',
      email: 'a@example.com',
      role: 'customer',
      cart_count: 0,
      like_count: 0,
      liked_products: [],
    });
    renderRoutes(routes, '/product/p-chain');
    const button = await screen.findByRole('button', { name: 'Notify me' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() =>
      expect(alertCalls()).toContainEqual(['/api/stock_alert', { product_id: 'p-chain', variant_id: 'v-130' }]),
    );
    expect(screen.queryByLabelText('Your e-mail')).toBeNull();
  });
});

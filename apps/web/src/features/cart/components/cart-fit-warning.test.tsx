import type { Cart, CartLine } from '@store/contracts/cart';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fitment, garageAnswer, garageBike, storeVisitorGarage } from '@/features/garage/garage-fixtures';
import { saveStoredUser } from '@/lib/session';
import { jsonResponse, makeProduct } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { CartPage } from './cart-page';

const P_OLD = '00000000-0000-4000-8000-0000000000a1';
const P_NEW = '00000000-0000-4000-8000-0000000000a2';
const P_HELMET = '00000000-0000-4000-8000-0000000000a3';

function line(productId: string, name: string): CartLine {
  return {
    _id: `line-${productId}`,
    product: { _id: productId, name, slug: name, front_image: '/media/x.webp', brand: { _id: 'b', name: 'Rynox' } },
    variant: { _id: `v-${productId}`, name: 'Default' },
    price: 100_000,
    discount_price: 80_000,
    quantity: 1,
    stock: 5,
    line_total: 80_000,
    price_changed: false,
    price_at_add: 80_000,
    stock_changed: false,
    available: true,
    notice: null,
  };
}

const items = [
  line(P_OLD, 'Old Classic Crash Guard'),
  line(P_NEW, 'New Classic Crash Guard'),
  line(P_HELMET, 'Helmet'),
];
const cart: Cart = { items, total: 240_000, mrp_total: 300_000, savings: 60_000, cart_count: 3, all_available: true };
const cards = [
  makeProduct({ _id: P_OLD, fitment: fitment.oldClassic }),
  makeProduct({ _id: P_NEW, fitment: fitment.newClassic }),
  makeProduct({ _id: P_HELMET, fitment: fitment.notABikePart }),
];

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const ok = (data: unknown) => jsonResponse({ error: false, status: 200, message: 'ok', data });
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (url) => {
    const path = String(url);
    if (path.startsWith('/api/fetch_products_by_ids')) return ok(cards);
    if (path === '/api/garage') return garageAnswer([{ ...garageBike({ year: 2021 }), _id: 'bike-1' }]);
    if (path === '/api/price_cart')
      return jsonResponse({ error: false, status: 200, message: 'ok', data: cart, notices: [] });
    return ok(cart);
  });
  vi.stubGlobal('fetch', fetchMock);
});

const row = (name: string) => screen.findByRole('listitem', { name });

describe('the cart for the current bike', () => {
  it("warns on a signed-in shopper's line that does not fit, from the lines' cards", async () => {
    saveStoredUser({ token: 't', name: 'Asha', cart_count: 3 });
    renderWithRouter(<CartPage />, '/cart');

    const old = await row('Old Classic Crash Guard');
    expect(await within(old).findByText('Does not fit your Classic 350 (2021)')).toBeTruthy();
    expect(within(await row('New Classic Crash Guard')).queryByText(/fit your/)).toBeNull();
    expect(within(await row('Helmet')).queryByText(/fit your/)).toBeNull();
    const asked = urls().find((url) => url.startsWith('/api/fetch_products_by_ids'));
    expect(new URL(asked!, 'http://x').searchParams.get('ids')?.split(',').sort()).toEqual(
      [P_OLD, P_NEW, P_HELMET].sort(),
    );
  });

  it("warns on a visitor's line too, with the bike from the browser's garage", async () => {
    storeVisitorGarage([garageBike({ year: 2021 })]);
    localStorage.setItem(
      'visitor_cart',
      JSON.stringify({ lines: items.map((l) => ({ product_id: l.product._id, quantity: 1 })) }),
    );
    renderWithRouter(<CartPage />, '/cart');

    expect(
      await within(await row('Old Classic Crash Guard')).findByText('Does not fit your Classic 350 (2021)'),
    ).toBeTruthy();
    expect(urls()).not.toContain('/api/garage');
  });

  it('asks for no cards and warns of nothing without a current bike', async () => {
    storeVisitorGarage([garageBike({ year: 2021, current: false })]);
    localStorage.setItem('visitor_cart', JSON.stringify({ lines: [{ product_id: P_OLD, quantity: 1 }] }));
    renderWithRouter(<CartPage />, '/cart');

    await row('Old Classic Crash Guard');
    await waitFor(() => expect(urls()).toContain('/api/price_cart'));
    expect(screen.queryByText(/fit your/)).toBeNull();
    expect(urls().some((url) => url.startsWith('/api/fetch_products_by_ids'))).toBe(false);
  });
});

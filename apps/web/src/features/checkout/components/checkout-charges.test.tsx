import { COD_MESSAGES } from '@store/contracts/charges';
import type { CheckoutSummary } from '@store/contracts/orders';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '@/lib/notify';
import { findStoredUser, saveStoredUser } from '@/lib/session';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { CheckoutPage } from './checkout-page';
import { fetchedCalls, home, ok, serveCheckout, summary } from './checkout-page.fixtures';
import { OrderSummaryCard } from './order-summary-card';
import { PaymentMethodSection } from './payment-method-section';

vi.mock('@/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

/** ₹800 of goods, below free shipping from ₹999: what a small order's summary looks like. */
const small: CheckoutSummary = {
  ...summary,
  products: [{ ...summary.products[0]!, quantity: 1, discount_price: 80_000, total_price: 80_000 }],
  mrp_total: 100_000,
  savings: 20_000,
  goods_total: 80_000,
  shipping: 6900,
  total: 86_900,
};

const row = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OrderSummaryCard', () => {
  it('shows free shipping with no nudge once the goods reach the free-shipping value', () => {
    render(<OrderSummaryCard summary={summary} />);
    expect(row('Shipping')).toBe('Free');
    expect(screen.queryByTestId('free-shipping-nudge')).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹5,000');
    expect(screen.getByText('Prices include GST.')).toBeTruthy();
    expect(screen.queryByText(/shipping charges .* included/i)).toBeNull();
  });

  it("shows the PIN's shipping fee in the total and how much more ships free", () => {
    render(<OrderSummaryCard summary={small} />);
    expect(row('Shipping')).toBe('₹69');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹869');
    // ₹999 − ₹800 of goods.
    expect(screen.getByTestId('free-shipping-nudge').textContent).toBe('Add ₹199 more for free shipping');
  });

  it('waits for the PIN before pricing shipping, and leaves it out of the total meanwhile', () => {
    render(<OrderSummaryCard summary={{ ...small, shipping: null, total: 80_000 }} />);
    expect(row('Shipping')).toBe('Calculated from your PIN');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹800');
    expect(screen.getByText(/Shipping is added once we know the delivery PIN code/)).toBeTruthy();
    expect(screen.getByTestId('free-shipping-nudge').textContent).toBe('Add ₹199 more for free shipping');
  });

  it('adds the cash on delivery fee, in a row and in the total, only when paying in cash', () => {
    const { rerender } = render(<OrderSummaryCard summary={small} payBy="online" />);
    expect(screen.queryByText('Cash on delivery fee')).toBeNull();
    rerender(<OrderSummaryCard summary={small} payBy="cod" />);
    expect(row('Cash on delivery fee')).toBe('₹49');
    expect(row('Total to pay on delivery')).toBe('₹918');
  });

  it('never promises free shipping from a value when the shop has none', () => {
    render(<OrderSummaryCard summary={{ ...small, free_shipping_from: null }} />);
    expect(screen.queryByTestId('free-shipping-nudge')).toBeNull();
  });
});

function Payment({ cod, business = false }: { cod: CheckoutSummary['cod'] | undefined; business?: boolean }) {
  const [value, setValue] = useState<'online' | 'cod'>('online');
  return <PaymentMethodSection value={value} onChange={setValue} cod={cod} business={business} />;
}

describe('PaymentMethodSection', () => {
  it('offers cash on delivery with its fee, and chooses it', () => {
    render(<Payment cod={{ available: true, fee: 4900, reason: null }} />);
    const online = screen.getByRole('radio', { name: /Pay online/ });
    const cash = screen.getByRole('radio', { name: /Cash on delivery/ });
    expect(online).toHaveProperty('checked', true);
    expect(
      screen.getByText("UPI, debit and credit cards and net banking, through Razorpay's secure window."),
    ).toBeTruthy();
    expect(cash.closest('label')?.textContent).toContain('+ ₹49 fee');
    fireEvent.click(cash);
    expect(cash).toHaveProperty('checked', true);
    expect(online).toHaveProperty('checked', false);
  });

  it("disables cash on delivery with the server's reason beneath it", () => {
    const reason = COD_MESSAGES.zone('190001');
    render(<Payment cod={{ available: false, fee: 4900, reason }} />);
    const cash = screen.getByRole('radio', { name: /Cash on delivery/ });
    expect(cash).toHaveProperty('disabled', true);
    expect(document.getElementById(cash.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
  });

  it('keeps a business buying with its GSTIN to online payment', () => {
    render(<Payment cod={{ available: true, fee: 4900, reason: null }} business />);
    const cash = screen.getByRole('radio', { name: /Cash on delivery/ });
    expect(cash).toHaveProperty('disabled', true);
    expect(screen.getByText(COD_MESSAGES.business)).toBeTruthy();
  });

  it('shows no cash choice when the shop does not offer it, and says so', () => {
    render(<Payment cod={null} />);
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
    expect(screen.getByText(`${COD_MESSAGES.off}.`)).toBeTruthy();
  });
});

describe('checkout charges and cash on delivery', () => {
  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
  const calls = () => fetchedCalls(fetchMock);
  const summaryUrls = () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => /^\/api\/get_order_(cart|product)\b/.test(url));

  beforeEach(() => {
    saveStoredUser({ token: 't', name: 'Anjali', cart_count: 2, like_count: 0, liked_products: [] });
    fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    vi.mocked(notifyError).mockClear();
  });

  function renderCheckout(path: string) {
    return renderRoutes(
      [
        { path: '/purchase', element: <CheckoutPage saveAddress={vi.fn()} signIn={vi.fn()} /> },
        { path: '/success/:id', element: <p>success page</p> },
      ],
      path,
    );
  }

  it("prices the summary once for the saved address's PIN, and again for another address", async () => {
    const office = { ...home, _id: 'a2', flag: false, name: 'Office', pin_code: '560001' };
    serveCheckout(fetchMock, [home, office], 'cart');
    renderCheckout('/purchase?cart');
    await screen.findByTestId('checkout-total');
    expect(summaryUrls()).toEqual(['/api/get_order_cart?pin=682019']);

    fireEvent.click(await screen.findByRole('radio', { name: /Office/ }));
    await waitFor(() =>
      expect(summaryUrls()).toEqual(['/api/get_order_cart?pin=682019', '/api/get_order_cart?pin=560001']),
    );
    // The summary stays on screen while the new PIN's is fetched.
    expect(screen.getByTestId('checkout-total')).toBeTruthy();
  });

  it('asks Buy Now for the typed PIN once it is 6 digits, and quotes a discount code for it', async () => {
    serveCheckout(fetchMock, [], 'single');
    renderCheckout('/purchase?product_id=p1&qty=2&variant=v1');
    const form = await screen.findByRole('group', { name: 'New shipping address' });
    await screen.findByTestId('checkout-total');
    fireEvent.change(within(form).getByLabelText('Pin code'), { target: { value: '56000' } });
    fireEvent.change(within(form).getByLabelText('Pin code'), { target: { value: '560001' } });
    await waitFor(() => expect(summaryUrls().at(-1)).toBe('/api/get_order_product?id=p1&qty=2&variant=v1&pin=560001'));
    expect(summaryUrls()).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'RIDE10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls().find((c) => c.path === '/api/checkout_quote')?.body).toEqual({
        products: [{ product: 'p1', variant: 'v1', quantity: 2 }],
        discount_code: 'RIDE10',
        pin: '560001',
      }),
    );
  });

  it('places a cash order with the code mailed to the buyer: a wrong code stays, the right one opens the success page', async () => {
    serveCheckout(fetchMock, [home], 'cart');
    const { router } = renderCheckout('/purchase?cart');
    await screen.findByTestId('checkout-total');
    fireEvent.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    expect(row('Cash on delivery fee')).toBe('₹49');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹5,049');

    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const step = await screen.findByRole('region', { name: 'Confirm your cash on delivery order' });
    expect(calls().find((c) => c.path === '/api/cod_order')?.body).toEqual({
      address: { _id: 'a1' },
      business: null,
      type: 'cart',
      products: [{ product: 'p1', variant: 'v1', quantity: 2 }],
      discount_code: null,
    });
    expect(calls().some((c) => c.path === '/api/create_order')).toBe(false);
    expect(within(step).getByText(/^Enter the 4-digit code/).textContent).toBe(
      'Enter the 4-digit code we sent to a•••@example.com. You pay ₹5,049 in cash when the parcel arrives, including the ₹49 cash on delivery fee.',
    );
    expect(within(step).getByTestId('cod-total').textContent).toBe('₹5,049');
    expect(within(step).getByRole('button', { name: 'Send a new code' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();

    const boxes = within(within(step).getByRole('group', { name: 'Order code' })).getAllByRole('textbox');
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '1111' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Confirm order' }));
    expect((await within(step).findByRole('alert')).textContent).toBe(COD_MESSAGES.codeWrong);
    expect(router.state.location.pathname).toBe('/purchase');

    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '4321' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success/o2'));
    expect(
      calls()
        .filter((c) => c.path === '/api/confirm_cod_order')
        .map((c) => c.body),
    ).toEqual([{ otp: '1111' }, { otp: '4321' }]);
    // What the cart has left after the order took its lines.
    expect(findStoredUser()?.cart_count).toBe(1);
  });

  it('gives the code step up when the order changes after the code was sent', async () => {
    const office = { ...home, _id: 'a2', flag: false, name: 'Office', pin_code: '560001' };
    serveCheckout(fetchMock, [home, office], 'cart');
    renderCheckout('/purchase?cart');
    fireEvent.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('region', { name: 'Confirm your cash on delivery order' });
    fireEvent.click(screen.getByRole('radio', { name: /Office/ }));
    expect(screen.queryByRole('region', { name: 'Confirm your cash on delivery order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeTruthy();
  });

  it('leaves the code step when the total moved since the code was sent, and prices the page again', async () => {
    serveCheckout(fetchMock, [home], 'cart');
    const base = fetchMock.getMockImplementation()!;
    const message = COD_MESSAGES.totalChanged(509_800);
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/confirm_cod_order'
        ? jsonResponse({ error: true, status: 409, message, data: null }, 409)
        : base(input, init),
    );
    renderCheckout('/purchase?cart');
    fireEvent.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const step = await screen.findByRole('region', { name: 'Confirm your cash on delivery order' });
    const boxes = within(within(step).getByRole('group', { name: 'Order code' })).getAllByRole('textbox');
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '4321' } });
    const before = summaryUrls().length;
    fireEvent.click(within(step).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(message, 'Order Failed'));
    expect(screen.queryByRole('region', { name: 'Confirm your cash on delivery order' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeTruthy();
    await waitFor(() => expect(summaryUrls().length).toBeGreaterThan(before));
  });

  it("shows the server's refusal of a cash order and prices the page again", async () => {
    serveCheckout(fetchMock, [home], 'cart');
    const base = fetchMock.getMockImplementation()!;
    const reason = COD_MESSAGES.openAccount(2);
    let refused = false;
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input).replace(/\?.*$/, '');
      if (path === '/api/cod_order') {
        refused = true;
        return jsonResponse(
          {
            error: true,
            status: 400,
            message: reason,
            data: null,
            errors: [{ path: 'payment_method', message: reason }],
          },
          400,
        );
      }
      if (path === '/api/get_order_cart' && refused)
        return ok({ ...summary, cod: { available: false, fee: 4900, reason } });
      return base(input, init);
    });
    renderCheckout('/purchase?cart');
    fireEvent.click(await screen.findByRole('radio', { name: /Cash on delivery/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(reason, 'Order Failed'));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toHaveProperty('disabled', true),
    );
    expect(screen.getByRole('radio', { name: /Pay online/ })).toHaveProperty('checked', true);
    expect(screen.getByText(reason)).toBeTruthy();
  });
});

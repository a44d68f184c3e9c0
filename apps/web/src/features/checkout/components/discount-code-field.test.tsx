import { DISCOUNT_MESSAGES } from '@store/contracts/discounts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStoredUser } from '@/lib/session';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { CheckoutPage } from './checkout-page';
import { fetchedCalls, home, ok, serveCheckout, summary } from './checkout-page.fixtures';

vi.mock('@/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

/** The checkout's API, with RIDE10 taking ₹500 off and any other code refused as the server words it. */
function serve() {
  serveCheckout(fetchMock, [home], 'cart');
  const base = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as { discount_code?: string }) : {};
    if (String(input).startsWith('/api/checkout_quote') && body.discount_code) {
      if (body.discount_code.trim().toUpperCase() !== 'RIDE10') {
        const message = DISCOUNT_MESSAGES.unknown;
        return jsonResponse(
          { error: true, status: 400, message, data: null, errors: [{ path: 'discount_code', message }] },
          400,
        );
      }
      return ok({ ...summary, discount: { code: 'RIDE10', amount: 50_000 }, total: 450_000 });
    }
    return base(input, init);
  });
}

function renderCheckout() {
  return renderRoutes(
    [
      { path: '/purchase', element: <CheckoutPage saveAddress={vi.fn()} signIn={vi.fn()} /> },
      { path: '/success/:id', element: <p>success page</p> },
    ],
    '/purchase?cart',
  );
}

beforeEach(() => {
  saveStoredUser({ token: 't', name: 'Anjali', cart_count: 2, like_count: 0, liked_products: [] });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

describe('the discount code at checkout', () => {
  it("shows the server's refusal under the field, then the accepted code's amount, and sends it with the order", async () => {
    serve();
    renderCheckout();
    expect((await screen.findByTestId('checkout-total')).textContent).toBe('₹5,000');
    const field = screen.getByLabelText('Discount code');

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DISCOUNT_MESSAGES.codeRequired);

    fireEvent.change(field, { target: { value: 'nope-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe(DISCOUNT_MESSAGES.unknown);
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹5,000');

    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'ride10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('status')).textContent).toContain('RIDE10 applied');
    expect(screen.getByTestId('checkout-code-discount').textContent).toBe('−₹500');
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹4,500');

    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    await waitFor(() =>
      expect(fetchedCalls(fetchMock).find((c) => c.path === '/api/create_order')?.body).toMatchObject({
        discount_code: 'RIDE10',
      }),
    );
  });

  it('takes a removed code off the order', async () => {
    serve();
    renderCheckout();
    await screen.findByTestId('checkout-total');
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'RIDE10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove code RIDE10' }));
    expect(screen.getByTestId('checkout-total').textContent).toBe('₹5,000');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(fetchedCalls(fetchMock).find((c) => c.path === '/api/create_order')?.body).toMatchObject({
        discount_code: null,
      }),
    );
  });
});

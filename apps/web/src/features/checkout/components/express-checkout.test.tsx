import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyInfo } from '@/lib/notify';
import { clearStoredUser, saveStoredUser } from '@/lib/session';
import { VISITOR_CART_STORAGE_KEY } from '@/lib/visitor-cart';
import { renderRoutes } from '@/test/render';
import type { SaveAddress } from '../checkout-source';
import type { SignInWithSession } from '../use-express-checkout';
import { CheckoutPage } from './checkout-page';
import { fetchedCalls, serveCheckout } from './checkout-page.fixtures';

vi.mock('@/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const calls = () => fetchedCalls(fetchMock);
const bodyOf = (path: string) => calls().find((c) => c.path === path)?.body;
const saveAddress = vi.fn<SaveAddress>();
// The route's sign-in stores the session, as the sign-in screens' finish does.
const signIn = vi.fn<SignInWithSession>(async (session) => {
  saveStoredUser(session);
});

function renderCheckout(path: string) {
  return renderRoutes(
    [
      { path: '/purchase', element: <CheckoutPage saveAddress={saveAddress} signIn={signIn} /> },
      { path: '/success/:id', element: <p>success page</p> },
    ],
    path,
  );
}

/** The delivery address, typed as a visitor types it; the PIN fills town and state. */
async function fillAddress() {
  const form = await screen.findByRole('group', { name: 'New shipping address' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  type('Name', 'Anjali Nair');
  type('Mobile', '9847012345');
  type('Pin code', '560001');
  await waitFor(() => expect((within(form).getByLabelText('Town') as HTMLInputElement).value).toBe('Bangalore'));
  type('Locality', 'Indiranagar');
  type('Address', '12, 100 Feet Road');
  type('Landmark', 'Near the metro');
}

const codeBoxes = () => within(screen.getByRole('group', { name: 'Checkout code' })).getAllByRole('textbox');
function typeCode(code: string) {
  fireEvent.paste(codeBoxes()[0]!, { clipboardData: { getData: () => code } });
}

beforeEach(() => {
  clearStoredUser();
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  serveCheckout(fetchMock, [], 'single');
  signIn.mockClear();
});

describe('express checkout for a visitor', () => {
  it('buys with Buy Now: e-mail, a code entered on the page, then the order and test payment', async () => {
    const { router } = renderCheckout('/purchase?product_id=p1&qty=2&variant=v1');
    expect((await screen.findByTestId('checkout-total')).textContent).toBe('₹5,000');
    expect(bodyOf('/api/checkout_quote')).toEqual({ products: [{ product: 'p1', variant: 'v1', quantity: 2 }] });
    // A visitor has no address book: it is neither asked for nor offered.
    expect(calls().some((c) => c.path === '/api/get_order_address')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Save to address book' })).toBeNull();

    await fillAddress();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'New.Rider@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('group', { name: 'Checkout code' });
    expect(bodyOf('/api/express_code')).toEqual({ email: 'new.rider@example.com' });
    expect(notifyInfo).toHaveBeenCalledWith('We sent a 4-digit code to your e-mail', 'Check your inbox');
    expect(calls().some((c) => c.path === '/api/create_order')).toBe(false);

    typeCode('9999');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Contact' })).getByRole('button', { name: 'Confirm Code and Pay' }),
    );
    expect(await screen.findByText('The code is wrong or has expired')).toBeTruthy();
    expect(codeBoxes().map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '']);
    expect(signIn).not.toHaveBeenCalled();

    typeCode('1234');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Contact' })).getByRole('button', { name: 'Confirm Code and Pay' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      calls()
        .filter((c) => c.path === '/api/express_verify')
        .at(-1)?.body,
    ).toEqual({
      email: 'new.rider@example.com',
      otp: '1234',
      name: 'Anjali Nair',
    });
    expect(signIn).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'new-token' }),
      'Welcome to the ride, Anjali Nair',
      'Account created',
    );
    expect(bodyOf('/api/create_order')).toMatchObject({
      type: 'single',
      address: { name: 'Anjali Nair', pinCode: '560001', town: 'Bangalore', state: 'Karnataka' },
      products: [{ product: 'p1', variant: 'v1', quantity: 2 }],
    });
    expect(screen.getByText('new.rider@example.com')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success/o1'));
  });

  it('signs the visitor in first, then confirms a cash on delivery order with its own code', async () => {
    const { router } = renderCheckout('/purchase?product_id=p1&qty=2&variant=v1');
    await screen.findByTestId('checkout-total');
    await fillAddress();
    // The typed PIN prices the quote for it.
    await waitFor(() =>
      expect(
        calls()
          .filter((c) => c.path === '/api/checkout_quote')
          .at(-1)?.body,
      ).toMatchObject({ pin: '560001' }),
    );
    fireEvent.click(screen.getByRole('radio', { name: /Cash on delivery/ }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new.rider@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('group', { name: 'Checkout code' });

    typeCode('1234');
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Contact' })).getByRole('button', {
        name: 'Confirm Code and Continue',
      }),
    );
    const step = await screen.findByRole('region', { name: 'Confirm your cash on delivery order' });
    expect(signIn).toHaveBeenCalled();
    expect(bodyOf('/api/cod_order')).toMatchObject({
      type: 'single',
      address: { name: 'Anjali Nair', pinCode: '560001' },
      products: [{ product: 'p1', variant: 'v1', quantity: 2 }],
    });
    expect(calls().some((c) => c.path === '/api/create_order')).toBe(false);

    const orderCode = within(within(step).getByRole('group', { name: 'Order code' })).getAllByRole('textbox');
    fireEvent.paste(orderCode[0]!, { clipboardData: { getData: () => '4321' } });
    fireEvent.click(within(step).getByRole('button', { name: 'Confirm order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success/o2'));
  });

  it('checks the e-mail with the address, and asks for no code until both are right', async () => {
    renderCheckout('/purchase?product_id=p1&qty=1');
    await screen.findByTestId('checkout-total');
    await fillAddress();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(calls().some((c) => c.path === '/api/express_code')).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/signin?redirect=${encodeURIComponent('/purchase?product_id=p1&qty=1')}`,
    );
  });

  it('quotes the browser cart as it was when the page opened, and says so when it is empty', async () => {
    localStorage.setItem(
      VISITOR_CART_STORAGE_KEY,
      JSON.stringify({
        lines: [
          { product_id: 'p1', variant: 'v1', quantity: 2 },
          { product_id: 'p2', quantity: 1 },
        ],
      }),
    );
    const first = renderCheckout('/purchase?cart');
    await screen.findByTestId('checkout-total');
    expect(bodyOf('/api/checkout_quote')).toEqual({
      products: [
        { product: 'p1', variant: 'v1', quantity: 2 },
        { product: 'p2', quantity: 1 },
      ],
    });
    first.unmount();

    localStorage.clear();
    renderCheckout('/purchase?cart');
    expect(await screen.findByRole('heading', { name: 'Nothing to check out' })).toBeTruthy();
  });
});

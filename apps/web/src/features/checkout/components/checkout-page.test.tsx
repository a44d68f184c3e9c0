import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError } from '@/lib/notify';
import { findStoredUser, saveStoredUser } from '@/lib/session';
import { renderRoutes } from '@/test/render';
import type { SaveAddress } from '../checkout-source';
import type { SignInWithSession } from '../use-express-checkout';
import { CheckoutPage } from './checkout-page';
import { fetchedCalls, home, serveCheckout } from './checkout-page.fixtures';

vi.mock('@/lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyInfo: vi.fn() }));

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const calls = () => fetchedCalls(fetchMock);
const serve = (addresses: Parameters<typeof serveCheckout>[1], type: 'cart' | 'single') =>
  serveCheckout(fetchMock, addresses, type);

// The address book's save is the profile feature's; the route hands it in.
const saveAddress = vi.fn<SaveAddress>();
const signIn = vi.fn<SignInWithSession>();

function renderCheckout(path: string) {
  return renderRoutes(
    [
      { path: '/purchase', element: <CheckoutPage saveAddress={saveAddress} signIn={signIn} /> },
      { path: '/success/:id', element: <p>success page</p> },
      { path: '/orderDetails/:id', element: <p>order details page</p> },
    ],
    path,
  );
}

beforeEach(() => {
  saveStoredUser({ token: 't', name: 'Anjali', cart_count: 2, like_count: 0, liked_products: [] });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(notifyError).mockClear();
});

describe('CheckoutPage', () => {
  it('checks out the cart to the default saved address, pays in test mode and clears the cart count', async () => {
    serve([{ ...home, _id: 'a0', flag: false, name: 'Office' }, home], 'cart');
    const { router } = renderCheckout('/purchase?cart');

    expect((await screen.findByTestId('checkout-total')).textContent).toBe('₹5,000');
    expect(await screen.findByRole('radio', { name: /Anjali Nair/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('TEST MODE')).toBeTruthy();
    expect(within(dialog).getByTestId('test-payment-amount').textContent).toBe('₹5,000');
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/success/o1'));
    const sent = calls();
    expect(sent.find((c) => c.path === '/api/create_order')?.body).toEqual({
      address: { _id: 'a1' },
      business: null,
      type: 'cart',
      products: [{ product: 'p1', variant: 'v1', quantity: 2 }],
      discount_code: null,
    });
    expect(sent.find((c) => c.path === '/api/verify_order')?.body).toEqual({
      razorpay_order_id: 'order_T1',
      razorpay_payment_id: 'pay_T1',
      razorpay_signature: 'sig',
    });
    // The window opened on UPI with Razorpay's test UPI ID, and said so when it paid.
    expect(sent.find((c) => c.path === '/api/test_payment/pay')?.body).toEqual({
      razorpay_order_id: 'order_T1',
      method: 'upi',
    });
    expect(findStoredUser()?.cart_count).toBe(0);
  });

  it('pays in test mode by net banking, and refuses a UPI ID that is not one before paying', async () => {
    serve([{ ...home, _id: 'a0', flag: false, name: 'Office' }, home], 'cart');
    const { router } = renderCheckout('/purchase?cart');
    await screen.findByTestId('checkout-total');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'UPI' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.change(within(dialog).getByLabelText('UPI ID'), { target: { value: 'not a upi id' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    expect(await within(dialog).findByText('Enter a UPI ID such as name@okhdfcbank')).toBeTruthy();
    expect(calls().some((c) => c.path === '/api/test_payment/pay')).toBe(false);

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Net banking' }));
    fireEvent.change(within(dialog).getByLabelText('Bank'), { target: { value: 'FDRL' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/success/o1'));
    expect(calls().find((c) => c.path === '/api/test_payment/pay')?.body).toEqual({
      razorpay_order_id: 'order_T1',
      method: 'netbanking',
    });
  });

  it('refuses to order with an empty form and shows the field rules', async () => {
    serve([], 'single');
    renderCheckout('/purchase?product_id=p1&qty=2&variant=v1');
    await screen.findByTestId('checkout-total');
    const form = await screen.findByRole('group', { name: 'New shipping address' });

    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(notifyError).toHaveBeenCalledWith('please select address or fill the address', 'Address Failed');

    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Anjali Nair' } });
    fireEvent.change(within(form).getByLabelText('Mobile'), { target: { value: '9847012345' } });
    fireEvent.change(within(form).getByLabelText('Address'), { target: { value: '12/450, Thykoodam Road' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await within(form).findByText('Pin code is required')).toBeTruthy();
    expect(within(form).getByText('Landmark is required')).toBeTruthy();
    expect(calls().some((c) => c.path === '/api/create_order')).toBe(false);

    fireEvent.click(within(form).getByRole('button', { name: 'Save to address book' }));
    expect(notifyError).toHaveBeenCalledWith('please fill the form complete', 'Address Failed');
    expect(saveAddress).not.toHaveBeenCalled();
  });

  it('fills town and state from the PIN, and says once when a PIN does not exist', async () => {
    serve([], 'single');
    renderCheckout('/purchase?product_id=p1&qty=1');
    const form = await screen.findByRole('group', { name: 'New shipping address' });
    fireEvent.change(within(form).getByLabelText('Pin code'), { target: { value: '999999' } });
    expect(await within(form).findByText('This PIN code does not exist: please check it')).toBeTruthy();
    // Said once: the error does not set itself again and again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls().filter((c) => c.path === '/api/pin_code')).toHaveLength(1);

    fireEvent.change(within(form).getByLabelText('Pin code'), { target: { value: '560001' } });
    await waitFor(() => expect((within(form).getByLabelText('State') as HTMLSelectElement).value).toBe('Karnataka'));
    expect((within(form).getByLabelText('Town') as HTMLInputElement).value).toBe('Bangalore');
    expect(within(form).getByText('Bangalore, Karnataka: delivery by Sun, 29 Nov')).toBeTruthy();
  });

  it("a failed test payment shows 'payment failed' and leads to the unpaid order", async () => {
    serve([home], 'single');
    const { router } = renderCheckout('/purchase?product_id=p1&qty=2&variant=v1');
    await screen.findByTestId('checkout-total');
    await screen.findByRole('radio', { name: /Anjali Nair/ });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fail' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orderDetails/o1'));
    // What happened, as the window said, and what to do next.
    expect(notifyError).toHaveBeenCalledWith(
      'payment failed: Payment declined (test mode). Your order is kept: pay for it again from its page. If your bank took the money anyway, the order is marked paid when the payment reaches us.',
      'failed',
    );
    const sent = calls();
    expect(sent.find((c) => c.path === '/api/create_order')?.body).toMatchObject({ type: 'single' });
    // The test window's Fail already recorded the reason; the page does not report it twice.
    expect(sent.some((c) => c.path === '/api/payment_failed')).toBe(false);
    expect(sent.some((c) => c.path === '/api/verify_order')).toBe(false);
    expect(findStoredUser()?.cart_count).toBe(2);
  });
});

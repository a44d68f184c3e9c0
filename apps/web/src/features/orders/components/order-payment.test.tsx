import type { Order } from '@store/contracts/orders';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveStoredUser } from '@/lib/session';
import { jsonResponse, KOCHI_ADDRESS } from '@/test/fixtures';
import { renderRoutes, renderWithRouter } from '@/test/render';
import { OrderSidePanels } from './order-side-panels';
import { SuccessPage } from './success-page';

/** A ₹799 chain lube below free shipping: ₹69 shipping, paid online. */
const online: Order = {
  _id: 'o1',
  id: 'KMH100001',
  razorpay_order_id: 'order_1',
  type: 'single',
  totalAmount: 86_800,
  paidAt: '2026-11-20T10:00:00.000Z',
  orderStatus: 'processing',
  paymentStatus: 'paid',
  failureReason: null,
  canRetry: false,
  canCancel: true,
  trackingNumber: null,
  carrier: null,
  trackingUrl: null,
  hasInvoice: false,
  paymentMethod: 'online',
  shipping: 6900,
  codFee: 0,
  estimatedDelivery: '2026-11-23T10:00:00.000Z',
  createdAt: '2026-11-20T09:50:00.000Z',
  products: [
    {
      product: 'p1',
      variant: 'v1',
      name: 'Motul Chain Lube',
      variant_name: 'Default',
      image: '/media/p.webp',
      quantity: 1,
      price: 79_900,
      total_price: 79_900,
      reviewed: false,
    },
  ],
  address: KOCHI_ADDRESS,
};

/** The same order in cash on delivery: the ₹49 fee on top, due to the courier. */
const cash: Order = {
  ...online,
  razorpay_order_id: null,
  paidAt: null,
  paymentStatus: 'created',
  paymentMethod: 'cod',
  codFee: 4900,
  totalAmount: 91_700,
};

const value = (testId: string) => screen.getByTestId(testId).textContent;

describe('how an order is paid, for the shopper', () => {
  it('shows the shipping charged and an online payment', () => {
    renderWithRouter(<OrderSidePanels order={online} />);
    expect(value('order-shipping')).toBe('₹69');
    expect(screen.queryByTestId('order-cod-fee')).toBeNull();
    expect(value('payment-method')).toBe('Online payment');
    expect(value('provider-order-number')).toBe('order_1');
    // The payment gateway's reference is named as such: the order's own number is its heading's.
    expect(screen.getByText('Payment reference')).toBeTruthy();
    expect(screen.queryByText('Order number')).toBeNull();
  });

  it('shows a cash order its fee and what to pay the courier, then that it was paid in cash', () => {
    const { unmount } = renderWithRouter(<OrderSidePanels order={{ ...cash, shipping: 0 }} />);
    expect(value('order-shipping')).toBe('Free');
    expect(value('order-cod-fee')).toBe('₹49');
    expect(value('payment-method')).toBe('Cash on delivery — pay ₹917 when it arrives');
    expect(value('payment-status')).toBe('Due on delivery');
    // A cash order has no payment gateway order to show.
    expect(screen.queryByTestId('provider-order-number')).toBeNull();
    unmount();

    renderWithRouter(<OrderSidePanels order={{ ...cash, orderStatus: 'delivered', paymentStatus: 'paid' }} />);
    expect(value('payment-method')).toBe('Paid in cash');
    expect(value('payment-status')).toBe('Paid');
  });
});

describe('the success page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    saveStoredUser({ token: 't', name: 'Anjali', cart_count: 0, like_count: 0, liked_products: [] });
    vi.stubGlobal('fetch', fetchMock);
  });

  const open = (order: Order) => {
    fetchMock.mockResolvedValue(jsonResponse({ error: false, status: 200, message: 'ok', data: order }));
    renderRoutes([{ path: '/success/:id', element: <SuccessPage /> }], `/success/${order._id}`);
  };

  it('tells a cash order to pay on delivery, with its fee in the total', async () => {
    open(cash);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed!' })).toBeTruthy();
    expect(value('success-payment')).toBe('Pay ₹917 in cash on delivery. A confirmation is on its way to your e-mail.');
    expect(value('order-shipping')).toBe('₹69');
    expect(value('order-cod-fee')).toBe('₹49');
    expect(screen.getByText('To pay on delivery')).toBeTruthy();
    expect(screen.queryByText('Total paid')).toBeNull();
  });

  it('thanks an online order for its payment', async () => {
    open(online);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed!' })).toBeTruthy();
    expect(value('success-payment')).toContain('Thank you for riding with us');
    expect(screen.getByText('Total paid')).toBeTruthy();
    expect(screen.queryByTestId('order-cod-fee')).toBeNull();
  });
});

import { CASH_MESSAGES } from '@store/contracts/admin';
import { REFUND_TO_MESSAGES, type Return } from '@store/contracts/returns';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse, makeReturn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, makeOrderDetail, makeOrderSummary, signInAs } from '../../admin-fixtures';
import { readRemittance } from './cash-remittance-dialog';

const fetchMock = vi.fn<typeof fetch>();

/** A shipped cash order: ₹1,499 of goods, ₹69 shipping and the ₹49 fee, not yet collected. */
const cashOrder = makeOrderDetail({
  orderNumber: 'KMH100500',
  status: 'shipped',
  paymentStatus: 'created',
  paidAt: null,
  paymentMethod: 'cod',
  razorpayOrderId: null,
  totalPaise: 161_700,
  shippingPaise: 6900,
  codFeePaise: 4900,
  payments: [],
  documents: [],
  allowedActions: ['deliver'],
  canCollectCash: true,
  canRecordRefusal: true,
  buyerCod: { refusedDeliveries: 1, blocked: false },
});

const cashReturn: Return = makeReturn({
  id: 'r1',
  number: 'RET10001',
  orderId: cashOrder.id,
  orderNumber: cashOrder.orderNumber,
  status: 'received',
  refundTo: 'UPI anjali@okhdfc',
  createdAt: '2026-05-10T06:30:00.000Z',
});

function callsTo(prefix: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(prefix))
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }));
}

beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

let returns: Return[] = [];

beforeEach(() => {
  signInAs('admin');
  returns = [];
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    if (path === '/api/admin/shipments/setup') return jsonResponse(envelope({ bookable: false, webhook: false }));
    if (path === '/api/admin/cash_collections') {
      const orders = body.orders as string[];
      if (orders.includes('KMH100999')) {
        return jsonResponse(
          { error: true, status: 404, message: CASH_MESSAGES.notFound(['KMH100999']), data: null },
          404,
        );
      }
      return jsonResponse(
        envelope({ orders, total_paise: 161_700 * orders.length }, { message: CASH_MESSAGES.collected(orders.length) }),
      );
    }
    if (path === `/api/admin/orders/${cashOrder.id}/refused`) {
      return jsonResponse(
        envelope(
          { ...cashOrder, status: 'cancelled', canCollectCash: false, canRecordRefusal: false, allowedActions: [] },
          { message: CASH_MESSAGES.refused },
        ),
      );
    }
    if (path === '/api/admin/returns/r1/refund') return jsonResponse(envelope({ ...cashReturn, status: 'refunded' }));
    if (path.startsWith(`/api/admin/orders/${cashOrder.id}/returns`)) return jsonResponse(envelope(returns));
    if (path.startsWith(`/api/admin/orders/${cashOrder.id}`)) return jsonResponse(envelope(cashOrder));
    if (path.startsWith('/api/admin/orders')) {
      return jsonResponse(
        envelope({
          items: [
            makeOrderSummary({ orderNumber: 'KMH100500', paymentMethod: 'cod' }),
            makeOrderSummary({ orderNumber: 'KMH100501' }),
          ],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
      );
    }
    return jsonResponse(envelope(null));
  });
});

describe('a cash on delivery order in the back office', () => {
  it('shows its shipping, fee, what the courier collects and the buyer’s refusals', async () => {
    renderRoutes(routes, `/admin/orders/${cashOrder.id}`);
    expect(await screen.findByRole('heading', { name: 'Order #KMH100500' })).toBeTruthy();
    expect(screen.getByTestId('admin-order-shipping').textContent).toBe('₹69');
    expect(screen.getByTestId('admin-order-cod-fee').textContent).toBe('₹49');
    expect(screen.getByTestId('admin-order-total').textContent).toBe('₹1,617');
    // MRP ₹1,999 against ₹1,499 of goods: the charges are not counted as a saving lost.
    expect(screen.getByText('₹1,999 · ₹500')).toBeTruthy();
    expect(screen.getByTestId('admin-cash-collected').textContent).toBe('₹1,617');
    expect(screen.getByTestId('admin-buyer-cod').textContent).toContain('1 refused delivery');
    expect(screen.queryByText('Razorpay order')).toBeNull();
  });

  it('records its cash with the remittance reference', async () => {
    renderRoutes(routes, `/admin/orders/${cashOrder.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Record cash collected' }));
    const dialog = screen.getByRole('dialog', { name: 'Record cash for #KMH100500?' });
    expect(dialog.textContent).toContain('₹1,617 collected on delivery; the order becomes delivered.');
    fireEvent.change(within(dialog).getByLabelText('Remittance reference (optional)'), {
      target: { value: ' UTR778899 ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record cash collected' }));
    await vi.waitFor(() => expect(callsTo('/api/admin/cash_collections')).toHaveLength(1));
    expect(callsTo('/api/admin/cash_collections')[0]?.body).toEqual({
      orders: ['KMH100500'],
      remittance: 'UTR778899',
      amount_paise: null,
    });
  });

  it('records a refused delivery with its note, after saying what it does', async () => {
    renderRoutes(routes, `/admin/orders/${cashOrder.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delivery refused' }));
    const dialog = screen.getByRole('dialog', { name: 'Delivery of #KMH100500 refused?' });
    expect(within(dialog).getByRole('note').textContent).toContain('has refused 1 delivery before');
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Buyer not home twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refused delivery' }));
    await vi.waitFor(() => expect(callsTo(`/api/admin/orders/${cashOrder.id}/refused`)).toHaveLength(1));
    expect(callsTo(`/api/admin/orders/${cashOrder.id}/refused`)[0]?.body).toEqual({ note: 'Buyer not home twice' });
    // The page shows the order as the server answered it: no more cash to collect.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Record cash collected' })).toBeNull());
  });

  it("refunds a cash order's return only with the bank reference of the refund paid", async () => {
    returns = [cashReturn];
    renderRoutes(routes, `/admin/orders/${cashOrder.id}`);
    expect((await screen.findByTestId('admin-return-refund-to')).textContent).toBe('Refund to: UPI anjali@okhdfc');
    fireEvent.click(screen.getByRole('button', { name: 'Refund ₹1,499' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund return RET10001?' });
    expect(within(dialog).getByRole('note').textContent).toContain('pay the refund to UPI anjali@okhdfc first');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund return' }));
    expect(await within(dialog).findByText(REFUND_TO_MESSAGES.referenceRequired)).toBeTruthy();
    expect(callsTo('/api/admin/returns/r1/refund')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Bank reference (UTR)'), { target: { value: '412345678901' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund return' }));
    await vi.waitFor(() => expect(callsTo('/api/admin/returns/r1/refund')).toHaveLength(1));
    expect(callsTo('/api/admin/returns/r1/refund')[0]?.body).toEqual({
      amount_paise: 149_900,
      reference: '412345678901',
    });
  });
});

describe('the orders list and cash remittances', () => {
  it('marks cash orders COD', async () => {
    renderRoutes(routes, '/admin/orders');
    const cashRow = (await screen.findByRole('link', { name: '#KMH100500' })).closest('tr')!;
    const onlineRow = screen.getByRole('link', { name: '#KMH100501' }).closest('tr')!;
    expect(within(cashRow).getByText('Cash on delivery')).toBeTruthy();
    expect(within(onlineRow).queryByText('Cash on delivery')).toBeNull();
  });

  it("records a courier's remittance of many orders, and shows what the server refused", async () => {
    renderRoutes(routes, '/admin/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Cash remittance' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a cash remittance' });
    const orders = within(dialog).getByLabelText('Order numbers');
    fireEvent.change(orders, { target: { value: 'KMH100500, KMH100999' } });
    fireEvent.change(within(dialog).getByLabelText('Remittance reference'), { target: { value: 'DLV-REM-42' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record cash' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'No such order: KMH100999');

    fireEvent.change(orders, { target: { value: 'kmh100500\nKMH100501' } });
    fireEvent.change(within(dialog).getByLabelText('Amount remitted'), { target: { value: '3,234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record cash' }));
    const done = await screen.findByRole('dialog', { name: 'Cash recorded' });
    expect(within(done).getByTestId('remittance-total').textContent).toBe('₹3,234');
    expect(done.textContent).toContain('Cash recorded for 2 orders');
    expect(callsTo('/api/admin/cash_collections').at(-1)?.body).toEqual({
      orders: ['KMH100500', 'KMH100501'],
      remittance: 'DLV-REM-42',
      amount_paise: 323_400,
    });
  });
});

describe('readRemittance', () => {
  it('reads pasted order numbers and the amount in paise, and refuses what is not an amount', () => {
    expect(readRemittance({ orders: ' KMH100001\n kmh100002,KMH100001 ', remittance: '', amount: '' })).toEqual({
      body: { orders: ['KMH100001', 'KMH100002'], remittance: null, amount_paise: null },
    });
    expect(readRemittance({ orders: 'KMH100001', remittance: 'R1', amount: '1,499.50' })).toEqual({
      body: { orders: ['KMH100001'], remittance: 'R1', amount_paise: 149_950 },
    });
    expect(readRemittance({ orders: 'KMH100001', remittance: '', amount: 'lots' }).errors).toEqual({
      amount_paise: 'Enter an amount in rupees, e.g. 1499 or 1499.50',
    });
    expect(readRemittance({ orders: '  ', remittance: '', amount: '' }).errors?.orders).toBe(
      CASH_MESSAGES.ordersRequired,
    );
  });
});

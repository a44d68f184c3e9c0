import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, makeOrderDetail, makeOrderSummary, signInAs } from '../../admin-fixtures';
import { cancelConsequences } from './cancel-dialog';

const fetchMock = vi.fn<typeof fetch>();
const order = makeOrderDetail();

/** The calls to `path` (with any query), or with `path` ending in `?`, to it with a query. */
function callsTo(path: string) {
  const withQuery = path.endsWith('?') ? path : `${path}?`;
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === path || String(url).startsWith(withQuery))
    .map(([url, init]) => ({ url: new URL(String(url), 'http://x'), init }));
}

// The back office is its own chunk; loading it once up front keeps each test's waits short.
beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

/** Whether the server says couriers are booked through Shiprocket here. */
let bookable = false;

beforeEach(() => {
  bookable = false;
  signInAs('admin');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    if (path === `/api/admin/orders/${order.id}/shipment`) {
      if (init?.method === 'POST') {
        return jsonResponse(envelope({ shipment: { awb: '700000001001', courier_name: 'Amazon Surface' } }));
      }
      return jsonResponse(envelope({ bookable, shipment: null }));
    }
    if (path === `/api/admin/orders/${order.id}/couriers`) {
      return jsonResponse(
        envelope({
          pickup: { name: 'Primary', pin: '682016' },
          delivery_pin: '560001',
          parcel_grams: 1200,
          couriers: [
            { id: 43, name: 'Delhivery Surface', rate_paise: 5400, days: 4, etd: 'Dec 04, 2026', cod: true },
            { id: 142, name: 'Amazon Surface', rate_paise: 6150, days: 3, etd: null, cod: false },
          ],
          recommended_id: 43,
        }),
      );
    }
    if (path.startsWith(`/api/admin/orders/${order.id}/ship`)) {
      const body = JSON.parse(String(init?.body)) as { tracking_number: string };
      if (body.tracking_number === 'TAKEN') {
        return jsonResponse({ error: true, status: 409, message: 'This order has already shipped', data: null }, 409);
      }
      return jsonResponse(envelope({}));
    }
    if (path === '/api/admin/shipments/setup') return jsonResponse(envelope({ bookable, webhook: false }));
    if (path === '/api/admin/shipments' && init?.method === 'POST') {
      const { order_ids } = JSON.parse(String(init.body)) as { order_ids: string[] };
      return jsonResponse({
        ...envelope({
          queued: [{ id: order_ids[0], order_number: 'KMH100777' }],
          skipped: [{ id: order_ids[1], order_number: 'KMH100778', reason: 'Already booked: waybill 700000001001' }],
        }),
        message: '1 order is being booked',
      });
    }
    if (path.startsWith(`/api/admin/orders/${order.id}/returns`)) return jsonResponse(envelope([]));
    if (path.startsWith(`/api/admin/orders/${order.id}`)) return jsonResponse(envelope(order));
    if (path.startsWith('/api/admin/orders')) {
      return jsonResponse(
        envelope({
          items: [
            makeOrderSummary({ orderNumber: 'KMH100777', status: 'processing' }),
            makeOrderSummary({ orderNumber: 'KMH100778', status: 'processing' }),
          ],
          total: 45,
          page: 2,
          pageSize: 20,
        }),
      );
    }
    return jsonResponse(envelope(null));
  });
});

describe('orders list', () => {
  it('asks the API for the filters in the URL and pages with links that keep them', async () => {
    renderRoutes(routes, '/admin/orders?status=shipped&q=Anjali&page=2');
    expect(await screen.findByRole('link', { name: '#KMH100777' })).toBeTruthy();
    const list = callsTo('/api/admin/orders?').at(-1)?.url.searchParams;
    expect(Object.fromEntries(list ?? [])).toEqual({ q: 'Anjali', status: 'shipped', page: '2' });
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/admin/orders?status=shipped&q=Anjali',
    );
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/admin/orders?status=shipped&q=Anjali&page=3',
    );
    expect(screen.getByRole('button', { name: 'Shipped' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('goes back to page 1 when the status changes, and searches once typing pauses', async () => {
    const { router } = renderRoutes(routes, '/admin/orders?page=3');
    await screen.findByRole('link', { name: '#KMH100777' });
    fireEvent.click(screen.getByRole('button', { name: 'To ship' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=processing'));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), { target: { value: '98470' } });
    expect(router.state.location.search).toBe('?status=processing');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=processing&q=98470'));
    await vi.waitFor(() => expect(callsTo('/api/admin/orders?').at(-1)?.url.searchParams.get('q')).toBe('98470'));
  });
});

describe('order page', () => {
  it('shows the lines, address, payment and history, and only the moves allowed now', async () => {
    renderRoutes(routes, `/admin/orders/${order.id}`);
    expect(await screen.findByRole('heading', { name: `Order #${order.orderNumber}` })).toBeTruthy();
    expect(screen.getByText('AXOR-APEX-M')).toBeTruthy();
    expect(screen.getByText('12/450, Thykoodam Road')).toBeTruthy();
    expect(screen.getByText('pay_test_1')).toBeTruthy();
    expect(screen.getByText('Payment pending → To ship')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as shipped' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as delivered' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Packing slip' }).getAttribute('href')).toBe(
      `/admin/orders/${order.id}/packing-slip`,
    );
  });

  it("ships with the contract's rules: required fields inline, then the server's refusal, then success", async () => {
    renderRoutes(routes, `/admin/orders/${order.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    const dialog = screen.getByRole('dialog', { name: `Ship order #${order.orderNumber}` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(within(dialog).getByText('Tracking number is required')).toBeTruthy();
    expect(within(dialog).getByText('Carrier is required')).toBeTruthy();
    expect(callsTo(`/api/admin/orders/${order.id}/ship`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: 'TAKEN' } });
    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: 'Delhivery' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'This order has already shipped');

    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: ' DL123 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    await vi.waitFor(() => expect(callsTo(`/api/admin/orders/${order.id}/ship`)).toHaveLength(2));
    const sent = callsTo(`/api/admin/orders/${order.id}/ship`).at(-1)?.init;
    expect(sent?.method).toBe('POST');
    expect(JSON.parse(String(sent?.body))).toEqual({
      tracking_number: 'DL123',
      carrier: 'Delhivery',
      tracking_url: null,
    });
  });
});

describe('booking a courier', () => {
  it('offers the couriers serving the PIN, the recommended one first chosen, and books the one picked', async () => {
    bookable = true;
    renderRoutes(routes, `/admin/orders/${order.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Book courier' }));
    const dialog = screen.getByRole('dialog', { name: `Book a courier for #${order.orderNumber}` });
    expect(await within(dialog).findByText('From Primary (682016) to 560001 · 1.20 kg')).toBeTruthy();
    const recommended = within(dialog).getByRole('radio', { name: /Delhivery Surface/ });
    expect(recommended).toHaveProperty('checked', true);
    expect(within(dialog).getByText('Recommended')).toBeTruthy();
    expect(within(dialog).getByText('4 days · by Dec 04, 2026')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Amazon Surface/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book courier' }));
    await vi.waitFor(() =>
      expect(callsTo(`/api/admin/orders/${order.id}/shipment`).filter((c) => c.init?.method === 'POST')).toHaveLength(
        1,
      ),
    );
    const sent = callsTo(`/api/admin/orders/${order.id}/shipment`).find((c) => c.init?.method === 'POST')?.init;
    expect(JSON.parse(String(sent?.body))).toEqual({ courier_id: 142 });
    // Typing a tracking number in stays for parcels sent another way.
    expect(screen.getByRole('button', { name: 'Mark as shipped' })).toBeTruthy();
  });

  it('is not offered when Shiprocket is not set', async () => {
    renderRoutes(routes, `/admin/orders/${order.id}`);
    await screen.findByRole('button', { name: 'Mark as shipped' });
    await vi.waitFor(() => expect(callsTo(`/api/admin/orders/${order.id}/shipment`)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Book courier' })).toBeNull();
  });
});

describe('booking couriers for many orders', () => {
  it('ticks orders being prepared and books them at once, saying which were left out and why', async () => {
    bookable = true;
    renderRoutes(routes, '/admin/orders?status=processing');
    const book = await screen.findByRole('button', { name: /Book couriers/ });
    expect(book).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every order on this page' }));
    expect(screen.getByRole('button', { name: 'Book couriers (2)' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Book couriers (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Book couriers for 2 orders' });
    expect(within(dialog).getByTestId('orders-to-book').textContent).toBe('#KMH100777, #KMH100778');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book couriers' }));
    const done = await screen.findByRole('dialog', { name: 'Couriers being booked' });
    expect(within(done).getByText(/1 order is being booked/)).toBeTruthy();
    expect(within(done).getByTestId('skipped-orders').textContent).toContain(
      '#KMH100778: Already booked: waybill 700000001001',
    );
    const sent = callsTo('/api/admin/shipments').find((c) => c.init?.method === 'POST')?.init;
    expect(JSON.parse(String(sent?.body)).order_ids).toHaveLength(2);
    // The ticks are cleared once the orders are queued.
    fireEvent.click(within(done).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Book couriers' })).toHaveProperty('disabled', true);
  });

  it('offers no ticks outside the orders being prepared, or without Shiprocket', async () => {
    bookable = true;
    renderRoutes(routes, '/admin/orders?status=shipped');
    await screen.findByRole('link', { name: '#KMH100777' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Book couriers/ })).toBeNull();
  });
});

describe('cancelConsequences', () => {
  it('warns of the refund only when the order was paid', () => {
    expect(cancelConsequences({ itemCount: 2, paymentStatus: 'paid', totalPaise: 149_900 })).toBe(
      "2 items go back into stock and ₹1,499 is refunded to the customer's original payment method.",
    );
    expect(cancelConsequences({ itemCount: 1, paymentStatus: 'created', totalPaise: 149_900 })).toBe(
      '1 item goes back into stock. Nothing was paid, so nothing is refunded.',
    );
  });
});

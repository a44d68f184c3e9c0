import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, makeOrderDetail, makeOrderSummary, signInAs } from '../../admin-fixtures';
import { cancelConsequences } from './cancel-dialog';

const fetchMock = vi.fn<typeof fetch>();
const order = makeOrderDetail();

function callsTo(prefix: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).startsWith(prefix))
    .map(([url, init]) => ({ url: new URL(String(url), 'http://x'), init }));
}

// The back office is its own chunk; loading it once up front keeps each test's waits short.
beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

beforeEach(() => {
  signInAs('admin');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    if (path.startsWith(`/api/admin/orders/${order.id}/ship`)) {
      const body = JSON.parse(String(init?.body)) as { tracking_number: string };
      if (body.tracking_number === 'TAKEN') {
        return jsonResponse({ error: true, status: 409, message: 'This order has already shipped', data: null }, 409);
      }
      return jsonResponse(envelope({}));
    }
    if (path.startsWith(`/api/admin/orders/${order.id}/returns`)) return jsonResponse(envelope([]));
    if (path.startsWith(`/api/admin/orders/${order.id}`)) return jsonResponse(envelope(order));
    if (path.startsWith('/api/admin/orders')) {
      return jsonResponse(
        envelope({ items: [makeOrderSummary({ orderNumber: 'KMH100777' })], total: 45, page: 2, pageSize: 20 }),
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

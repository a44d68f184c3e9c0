import type { Return } from '@store/contracts/returns';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { BOOKED_PICKUP as booked, jsonResponse, makeReturn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, makeOrderDetail, signInAs } from '../../admin-fixtures';

const fetchMock = vi.fn<typeof fetch>();
const order = makeOrderDetail({ orderNumber: 'KMH100600', status: 'delivered' });

const approved = makeReturn({ orderId: order.id, orderNumber: order.orderNumber });

let returns: Return[] = [];
let bookable = true;

function posts(path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

beforeEach(() => {
  signInAs('admin');
  returns = [approved];
  bookable = true;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    if (path === '/api/admin/shipments/setup') return jsonResponse(envelope({ bookable, webhook: false }));
    if (path === '/api/admin/returns/r7/pickup/couriers') {
      return jsonResponse(
        envelope({
          pickup: { name: 'Primary', pin: '682016' },
          delivery_pin: '682001',
          parcel_grams: 900,
          couriers: [
            { id: 43, name: 'Delhivery Surface', rate_paise: 5400, days: 4, etd: null, cod: false },
            { id: 142, name: 'Amazon Surface', rate_paise: 6150, days: 3, etd: null, cod: false },
          ],
          recommended_id: 43,
        }),
      );
    }
    if (path === '/api/admin/returns/r7/pickup' && init?.method === 'POST') {
      returns = [{ ...approved, pickup: booked }];
      return jsonResponse(
        envelope({ bookable: true, pickup: { awb: booked.awb, courier_name: booked.courier, state: 'booked' } }),
      );
    }
    if (path.startsWith(`/api/admin/orders/${order.id}/returns`)) return jsonResponse(envelope(returns));
    if (path.startsWith(`/api/admin/orders/${order.id}/shipment`)) {
      return jsonResponse(envelope({ bookable, shipment: null }));
    }
    if (path.startsWith(`/api/admin/orders/${order.id}`)) return jsonResponse(envelope(order));
    return jsonResponse(envelope(null));
  });
});

describe("an approved return's pickup in the back office", () => {
  it('lists the couriers collecting at the buyer’s PIN and books the one chosen, then shows it', async () => {
    renderRoutes(routes, `/admin/orders/${order.id}`);
    const entry = await screen.findByRole('article', { name: 'Return RET10007' });
    fireEvent.click(await within(entry).findByRole('button', { name: 'Book pickup' }));
    const dialog = screen.getByRole('dialog', { name: 'Book a pickup for return RET10007' });
    expect(await within(dialog).findByText('From the buyer (682001) to Primary (682016) · 0.90 kg')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /Delhivery Surface/ })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Amazon Surface/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book pickup' }));
    await vi.waitFor(() => expect(posts('/api/admin/returns/r7/pickup')).toEqual([{ courier_id: 142 }]));

    const line = await screen.findByTestId('admin-return-pickup');
    expect(line.textContent).toContain('Amazon Surface · waybill 700000001011 · from 2026-12-01');
    expect(line.textContent).toContain('Picked up');
    expect(within(line).getByRole('link', { name: '700000001011' }).getAttribute('href')).toBe(booked.trackingUrl);
    expect(screen.queryByRole('button', { name: 'Book pickup' })).toBeNull();
    // Staff still mark the parcel received once they have opened it.
    expect(screen.getByRole('button', { name: 'Mark parcel received' })).toBeTruthy();
  });

  it('is not offered when couriers are not booked here, and says what stopped a booking cut off', async () => {
    bookable = false;
    returns = [
      { ...approved, pickup: { ...booked, booked: false, awb: null, problem: 'Could not create the return' } },
    ];
    renderRoutes(routes, `/admin/orders/${order.id}`);
    const line = await screen.findByTestId('admin-return-pickup');
    expect(line.textContent).toBe('Pickup not booked yet: Could not create the return');
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/admin/shipments/setup')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /pickup/ })).toBeNull();
  });
});

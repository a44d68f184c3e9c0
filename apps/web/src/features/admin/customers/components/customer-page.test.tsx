import type { AdminCustomerDetail } from '@store/contracts/admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, makeOrderSummary, signInAs } from '../../admin-fixtures';

const fetchMock = vi.fn<typeof fetch>();
const base: AdminCustomerDetail = {
  id: 'c1',
  name: 'Anjali Nair',
  email: 'anjali@example.com',
  phone: '9847012345',
  status: 'active',
  createdAt: '2026-01-10T05:00:00.000Z',
  orderCount: 1,
  totalSpentPaise: 149_900,
  lastOrderAt: '2026-05-01T06:30:00.000Z',
  signsInWithGoogle: false,
  cod: { refusedDeliveries: 0, blocked: false },
  addresses: [],
  orders: [
    makeOrderSummary({ orderNumber: 'KMH100321' }),
    makeOrderSummary({ orderNumber: 'KMH100322', paymentMethod: 'cod', paymentStatus: 'created' }),
  ],
};

beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

let customer: AdminCustomerDetail;

beforeEach(() => {
  signInAs('admin');
  customer = { ...base };
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    if (path === '/api/admin/customers/c1/cod') {
      const body = JSON.parse(String(init?.body)) as { reset_refusals?: true; blocked?: boolean };
      const cod = { refusedDeliveries: body.reset_refusals ? 0 : 2, blocked: body.blocked ?? false };
      return jsonResponse({ ...envelope(cod), message: body.reset_refusals ? 'Refused deliveries reset' : 'Changed' });
    }
    if (path === '/api/admin/customers/c1/block') {
      return jsonResponse({
        ...envelope({ ...customer, status: 'blocked' }),
        message: 'Customer blocked; their sessions have ended',
      });
    }
    return jsonResponse(envelope(customer));
  });
});

describe('customer page', () => {
  it("shows the customer's orders and blocks them after a warning", async () => {
    renderRoutes(routes, '/admin/customers/c1');
    expect(await screen.findByRole('link', { name: '#KMH100321' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Anjali Nair?' });
    expect(dialog.textContent).toContain('signed out everywhere at once');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block customer' }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
    expect(posts).toEqual(['/api/admin/customers/c1/block']);
  });

  it('shows refused deliveries, resets them and blocks cash on delivery, each after asking', async () => {
    customer = { ...base, cod: { refusedDeliveries: 2, blocked: false } };
    renderRoutes(routes, '/admin/customers/c1');
    const panel = (await screen.findByRole('heading', { name: 'Cash on delivery' })).closest('section')!;
    expect(within(panel).getByTestId('customer-refused-deliveries').textContent).toBe('2');
    // The cash order in the list is marked.
    const cashRow = screen.getByRole('link', { name: '#KMH100322' }).closest('tr')!;
    expect(within(cashRow).getByText('Cash on delivery')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Reset' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: "Reset Anjali Nair's refused deliveries?" })).getByRole('button', {
        name: 'Reset to 0',
      }),
    );
    await vi.waitFor(() => expect(within(panel).getByTestId('customer-refused-deliveries').textContent).toBe('0'));
    expect(within(panel).getByRole('button', { name: 'Reset' })).toHaveProperty('disabled', true);

    fireEvent.click(within(panel).getByRole('button', { name: 'Block cash on delivery' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Block cash on delivery for Anjali Nair?' })).getByRole('button', {
        name: 'Block cash on delivery',
      }),
    );
    expect(await within(panel).findByRole('button', { name: 'Allow cash on delivery' })).toBeTruthy();
    const patches = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);
    expect(patches).toEqual([
      ['/api/admin/customers/c1/cod', { reset_refusals: true }],
      ['/api/admin/customers/c1/cod', { blocked: true }],
    ]);
  });
});

import type { AdminCustomerDetail } from '@store/contracts/admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, makeOrderSummary, signInAs } from '../../admin-fixtures';

const fetchMock = vi.fn<typeof fetch>();
const customer: AdminCustomerDetail = {
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
  addresses: [],
  orders: [makeOrderSummary({ orderNumber: 'KMH100321' })],
};

beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

beforeEach(() => {
  signInAs('admin');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
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
});

import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, makeOrderSummary, signInAs } from '../admin-fixtures';

const fetchMock = vi.fn<typeof fetch>();
const adminCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin'));

// The back office is its own chunk; loading it once up front keeps each test's waits short.
beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    if (path.startsWith('/api/admin/orders')) {
      return jsonResponse(envelope({ items: [makeOrderSummary()], total: 1, page: 1, pageSize: 6 }));
    }
    return jsonResponse(envelope(null));
  });
});

describe('the back office door', () => {
  it('sends a visitor to sign in and back to the page they asked for', async () => {
    const { router } = renderRoutes(routes, '/admin/orders?status=shipped');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/orders?status=shipped');
    expect(adminCalls()).toEqual([]);
  });

  it('shows a shopper a 403 page and asks the API nothing', async () => {
    signInAs('customer');
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'You are not allowed here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the store' }).getAttribute('href')).toBe('/');
    expect(adminCalls()).toEqual([]);
  });

  it("lets an admin in: the dashboard's figures, the chart's table and the link to orders to ship", async () => {
    signInAs('admin');
    renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    const today = (await screen.findByText('Today')).closest('div')?.parentElement;
    expect(today?.textContent).toContain('₹2,4992 orders');
    expect(screen.getByText('₹12,495')).toBeTruthy();
    const toShip = screen.getByRole('link', { name: /To ship\s*3/ });
    expect(toShip.getAttribute('href')).toBe('/admin/orders?status=processing');
    const chart = screen.getByRole('img', { name: 'Daily sales, last 30 days' });
    expect(chart.querySelectorAll('rect.fill-primary')).toHaveLength(30);
    const figures = screen.getByRole('table', { name: 'Sales per day' });
    expect(within(figures).getAllByRole('row')).toHaveLength(31);
    expect(chart.querySelector('desc')?.textContent).toMatch(/best day was 1 May with ₹2,499\.$/);
    // The sidebar counts what is waiting to ship.
    expect(screen.getAllByLabelText('3 to ship').length).toBeGreaterThan(0);
  });
});

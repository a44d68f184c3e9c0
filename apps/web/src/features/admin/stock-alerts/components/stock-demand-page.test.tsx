import type { AdminStockDemand } from '@store/contracts/stock-alerts';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, signInAs } from '../../admin-fixtures';

const fetchMock = vi.fn<typeof fetch>();
const helmet: AdminStockDemand = {
  productId: '00000000-0000-4000-8000-000000000001',
  productName: 'Studds Thunder D7 Full Face Helmet',
  variantId: '00000000-0000-4000-8000-000000000002',
  variantName: 'M',
  waiting: 3,
  oldestAt: '2026-05-01T06:30:00.000Z',
  stock: 0,
  hidden: false,
};
const oil: AdminStockDemand = {
  ...helmet,
  productId: '00000000-0000-4000-8000-000000000003',
  productName: 'Motul 7100 4T 10W-50',
  variantId: null,
  variantName: null,
  waiting: 1,
  hidden: true,
};

beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

beforeEach(() => {
  signInAs('admin');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    String(url).startsWith('/api/admin/stock_alerts')
      ? jsonResponse(envelope({ items: [helmet, oil], total: 2, page: 1, pageSize: 20, waitingTotal: 4 }))
      : jsonResponse(envelope({ items: [], total: 0, page: 1, pageSize: 6 })),
  );
});

describe('stock alerts in the back office', () => {
  it('lists what shoppers wait for, the most wanted first, with a way to the product', async () => {
    renderRoutes(routes, '/admin/stock-alerts');
    expect(await screen.findByRole('heading', { name: 'Stock alerts' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Stock alerts by product' });
    expect(await screen.findByText(/4 shopper alerts waiting/)).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['3', '1']);
    const first = rows[0]!;
    expect(within(first).getByText('M')).toBeTruthy();
    expect(within(first).getAllByText('Out of stock').length).toBeGreaterThan(0);
    const edit = within(first).getByRole('link', { name: 'Edit product' });
    expect(edit.getAttribute('href')).toBe(`/admin/products/${helmet.productId}`);
    expect(within(rows[1]!).getByText('Any option')).toBeTruthy();
    expect(within(rows[1]!).getAllByText('Hidden: no mail until shown').length).toBeGreaterThan(0);
  });
});

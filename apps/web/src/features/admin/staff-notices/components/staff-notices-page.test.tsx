import type { StaffNotices } from '@store/contracts/staff-notices';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, signInAs } from '../../admin-fixtures';

const fetchMock = vi.fn<typeof fetch>();
let saved: StaffNotices;

beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

beforeEach(() => {
  signInAs('admin');
  saved = {
    notice_email: '',
    admin_email: 'owner@ridersbay.in',
    kinds: { paid_order: true, return_requested: true, low_stock: true, failed_mail: true, parcel_trouble: true },
    low_stock_level: 5,
  };
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === '/api/admin/staff_notices' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Omit<StaffNotices, 'admin_email'>;
      saved = { ...saved, ...body };
      return jsonResponse({ ...envelope(saved), message: 'Staff notices saved' });
    }
    if (path === '/api/admin/staff_notices') return jsonResponse(envelope(saved));
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    return jsonResponse(envelope(null));
  });
});

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('staff notices', () => {
  it('say where notices go when no address is given, and save a change', async () => {
    renderRoutes(routes, '/admin/notices');
    expect(await screen.findByRole('heading', { name: 'Staff notices' })).toBeTruthy();
    expect(await screen.findByText("Empty: they go to owner@ridersbay.in, the server's ADMIN_EMAIL.")).toBeTruthy();
    const lowStock = screen.getByText('Stock running low').closest('li') as HTMLElement;
    fireEvent.click(within(lowStock).getByRole('switch', { name: 'Send' }));
    fireEvent.change(screen.getByLabelText('Low-stock level'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notices' }));
    expect(await screen.findByText('Staff notices saved')).toBeTruthy();
    expect(JSON.parse(String(puts()[0]![1]!.body))).toEqual({
      notice_email: '',
      kinds: { paid_order: true, return_requested: true, low_stock: false, failed_mail: true, parcel_trouble: true },
      low_stock_level: 3,
    });
  });

  it('refuse an address that is not one, before asking the server', async () => {
    renderRoutes(routes, '/admin/notices');
    fireEvent.change(await screen.findByLabelText('Notice address'), { target: { value: 'orders at shop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save notices' }));
    expect(await screen.findByText('Enter an e-mail address, or leave it empty to use ADMIN_EMAIL')).toBeTruthy();
    expect(puts()).toEqual([]);
  });
});

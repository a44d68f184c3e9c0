import type { GoLive } from '@store/contracts/go-live';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, signInAs } from '../../admin-fixtures';

const fetchMock = vi.fn<typeof fetch>();

const goLive: GoLive = {
  invoicesWaiting: 2,
  items: [
    {
      id: 'seller',
      done: false,
      where: 'settings',
      title: "The shop's own legal name, address and GSTIN",
      detail: "Still the demo's GSTIN. Set the shop's own in Settings.",
    },
    {
      id: 'payments',
      done: false,
      where: 'server',
      title: 'Razorpay live keys and a webhook secret',
      detail: 'No RAZORPAY_WEBHOOK_SECRET.',
    },
    {
      id: 'mail',
      done: true,
      where: 'server',
      title: 'Mail goes out through an SMTP relay',
      detail: 'Through smtp.zoho.in.',
    },
  ],
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
    if (path.startsWith('/api/admin/dashboard'))
      return jsonResponse(envelope(makeDashboard({ goLiveOpen: 2, invoicesWaiting: 2 })));
    if (path.startsWith('/api/admin/go_live')) return jsonResponse(envelope(goLive));
    if (path.startsWith('/api/admin/orders'))
      return jsonResponse(envelope({ items: [], total: 0, page: 1, pageSize: 6 }));
    if (path.startsWith('/api/admin/jobs')) {
      return jsonResponse(
        envelope({ items: [], total: 0, page: 1, pageSize: 1, counts: { pending: 0, running: 0, done: 0, failed: 0 } }),
      );
    }
    return jsonResponse(envelope(null));
  });
});

describe('the go-live checklist', () => {
  it('lists each item done or open, with where to set it', async () => {
    renderRoutes(routes, '/admin/go-live');
    expect(await screen.findByRole('heading', { name: 'Go-live checklist' })).toBeTruthy();
    expect(await screen.findByText('2 of 3 items open')).toBeTruthy();
    const seller = screen.getByText("The shop's own legal name, address and GSTIN").closest('li') as HTMLElement;
    expect(within(seller).getByLabelText('Open')).toBeTruthy();
    expect(within(seller).getByRole('link', { name: 'Open Shop and tax' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
    const payments = screen.getByText('Razorpay live keys and a webhook secret').closest('li') as HTMLElement;
    expect(within(payments).getByText(/server's settings/)).toBeTruthy();
    const mail = screen.getByText('Mail goes out through an SMTP relay').closest('li') as HTMLElement;
    expect(within(mail).getByLabelText('Done')).toBeTruthy();
    expect(within(mail).queryByRole('link')).toBeNull();
    expect(screen.getByText('2 paid orders wait for a tax invoice.')).toBeTruthy();
  });

  it('is announced on the dashboard with the invoices waiting, linking to both', async () => {
    renderRoutes(routes, '/admin');
    const invoices = (await screen.findByText('2 paid orders wait for a tax invoice.')).closest('[role="status"]');
    expect(
      within(invoices as HTMLElement)
        .getByRole('link', { name: 'Set the GSTIN' })
        .getAttribute('href'),
    ).toBe('/admin/settings');
    const items = screen.getByText('2 go-live items still open.').closest('[role="status"]');
    expect(
      within(items as HTMLElement)
        .getByRole('link', { name: 'See the checklist' })
        .getAttribute('href'),
    ).toBe('/admin/go-live');
    expect(screen.getByRole('link', { name: 'Go-live checklist' })).toBeTruthy();
  });
});

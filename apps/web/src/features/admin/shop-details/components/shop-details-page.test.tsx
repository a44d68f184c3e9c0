import { SHOP_DETAILS_MESSAGES, type AdminShopDetails, type ShopDetailsInput } from '@store/contracts/shop-details';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, signInAs } from '../../admin-fixtures';

const fetchMock = vi.fn<typeof fetch>();
let saved: AdminShopDetails;
const RETURNS = 'Thirty days.\n\n## Window {#window}\n\nUnused items.';

beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

beforeEach(() => {
  signInAs('admin');
  saved = {
    address: 'NH 66 Bypass\nKochi 682019',
    legal_name: 'Kerala Moto Hub',
    phone: '+91 484 123 4567',
    whatsapp: null,
    email: 'support@keralamotohub.in',
    hours: [{ days: 'Monday – Saturday', hours: '9:00 am – 6:00 pm' }],
    directions: 'Near Vyttila Hub.',
    reviewed_at: null,
    policies: (['returns', 'shipping', 'warranty', 'privacy', 'terms'] as const).map((id) => ({
      id,
      title: id,
      markdown: id === 'returns' ? RETURNS : `Default ${id}.`,
      default_markdown: id === 'returns' ? RETURNS : `Default ${id}.`,
      edited: false,
      updated_at: null,
    })),
  };
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === '/api/admin/shop_details' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as ShopDetailsInput;
      saved = { ...saved, phone: body.phone, reviewed_at: '2026-11-29T10:00:00.000Z' };
      return jsonResponse({ ...envelope(saved), message: 'Shop details saved' });
    }
    if (path === '/api/admin/shop_details') return jsonResponse(envelope(saved));
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    return jsonResponse(envelope(null));
  });
});

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('shop details in the back office', () => {
  it('saves a new phone and a rewritten policy; untouched policies stay the store’s text', async () => {
    renderRoutes(routes, '/admin/shop-details');
    expect(await screen.findByRole('heading', { name: 'Shop details' })).toBeTruthy();
    expect(await screen.findByText(/Not reviewed yet/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0471 555 0101' } });
    const returns = screen.getByLabelText('Returns & Refunds text');
    expect((returns as HTMLTextAreaElement).value).toBe(RETURNS);
    fireEvent.change(returns, { target: { value: 'Fourteen days.' } });
    expect(screen.getByText(/Changed, not saved yet/)).toBeTruthy();

    // The preview shows the text as the page will.
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Fourteen days.').tagName).toBe('P');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save shop details' }));
    expect(await screen.findByText('Shop details saved')).toBeTruthy();
    const body = JSON.parse(String(puts()[0]![1]!.body)) as ShopDetailsInput;
    expect(body).toMatchObject({ phone: '0471 555 0101', whatsapp: null, directions: 'Near Vyttila Hub.' });
    expect(body.policies).toEqual({
      returns: 'Fourteen days.',
      shipping: null,
      warranty: null,
      privacy: null,
      terms: null,
    });
    await waitFor(() => expect(screen.queryByText(/Not reviewed yet/)).toBeNull());
  });

  it('puts the store’s text back, and refuses a phone that is not Indian before asking the server', async () => {
    renderRoutes(routes, '/admin/shop-details');
    const returns = await screen.findByLabelText('Returns & Refunds text');
    fireEvent.change(returns, { target: { value: 'Mine.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put back the store’s text' }));
    expect((screen.getByLabelText('Returns & Refunds text') as HTMLTextAreaElement).value).toBe(RETURNS);
    expect(screen.getByText(/The store’s own text/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+1 212 555 0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shop details' }));
    expect(await screen.findByText(SHOP_DETAILS_MESSAGES.phone)).toBeTruthy();
    expect(puts()).toEqual([]);
  });

  it('clears a row’s error once it is mended, and previews the details as the form has them', async () => {
    renderRoutes(routes, '/admin/shop-details');
    fireEvent.change(await screen.findByLabelText('Days, row 1'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shop details' }));
    const message = 'Give 1 to 7 rows of days and hours, each at most 40 characters';
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Days, row 1'), { target: { value: 'Every day' } });
    expect(screen.queryByText(message)).toBeNull();
    expect(puts()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0471 555 0101' } });
    fireEvent.change(screen.getByLabelText('Returns & Refunds text'), {
      target: { value: 'Call [{phone}](tel:{phone}) at {address}, {hours}.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('link', { name: '0471 555 0101' }).getAttribute('href')).toBe('tel:+914715550101');
    expect(screen.getByText(/at NH 66 Bypass, Kochi 682019, Every day 9:00 am – 6:00 pm\./)).toBeTruthy();
  });

  it('opens each policy in its tab', async () => {
    renderRoutes(routes, '/admin/shop-details');
    fireEvent.click(await screen.findByRole('tab', { name: 'Privacy Policy' }));
    expect((screen.getByLabelText('Privacy Policy text') as HTMLTextAreaElement).value).toBe('Default privacy.');
    expect(screen.getByRole('link', { name: '/privacy' }).getAttribute('href')).toBe('/privacy');
  });
});

import type { AdminHome } from '@store/contracts/admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, signInAs } from '../../admin-fixtures';

const HELMET = '00000000-0000-4000-8000-000000000001';
const GLOVES = '00000000-0000-4000-8000-000000000002';
const fetchMock = vi.fn<typeof fetch>();

const home: AdminHome = {
  banners: [
    {
      id: 'b1',
      image: '/media/banners/a.webp',
      heading: 'Monsoon-proof your ride',
      description: 'Rain gear',
      position: 0,
      active: true,
    },
    { id: 'b2', image: '/media/banners/b.webp', heading: 'Helmet Fest', description: '', position: 1, active: false },
  ],
  sections: {
    featured: [],
    trending: [],
    new_arrivals: [],
    flash_deals: [
      {
        productId: HELMET,
        name: 'Axor Apex',
        image: null,
        pricePaise: 449_900,
        mrpPaise: 599_900,
        stock: 5,
        hidden: false,
        dealPricePaise: 399_900,
        endsAt: '2030-01-01T12:30:00.000Z',
      },
    ],
  },
};
const gloves = {
  id: GLOVES,
  name: 'Rynox Air GT Gloves',
  slug: 'rynox-air-gt',
  brand: { id: 'b', name: 'Rynox' },
  image: null,
  pricePaise: 225_000,
  mrpPaise: 250_000,
  discountPercent: 10,
  stock: 12,
  variantCount: 2,
  hidden: false,
  updatedAt: '2026-05-01T00:00:00.000Z',
};

const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

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
    if (path.startsWith('/api/admin/products?'))
      return jsonResponse(envelope({ items: [gloves], total: 1, page: 1, pageSize: 8 }));
    if (path === '/api/admin/home/sections/flash_deals' && init?.method === 'PUT') return jsonResponse(envelope(home));
    if (path === '/api/admin/banners/b2' && init?.method === 'PUT')
      return jsonResponse(envelope({ ...home.banners[1], active: true }));
    return jsonResponse(envelope(home));
  });
});

describe('home page', () => {
  it('adds a flash deal, asks for its price and end, then saves them in paise and India time', async () => {
    renderRoutes(routes, '/admin/home?section=flash_deals');
    const list = await screen.findByRole('list', { name: 'Flash deals products' });
    expect(within(list).getByLabelText('Deal price')).toHaveProperty('value', '3999');
    expect(within(list).getByLabelText('Ends (India time)')).toHaveProperty('value', '2030-01-01T18:00');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Add a product to Flash deals' }), {
      target: { value: 'gloves' },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Rynox Air GT Gloves/ }));
    const added = within(list).getByRole('listitem', { name: 'Rynox Air GT Gloves' });
    fireEvent.click(screen.getByRole('button', { name: 'Save flash deals' }));
    expect(within(added).getAllByText('A flash deal needs a deal price and an end time')).toHaveLength(2);
    expect(puts()).toHaveLength(0);

    fireEvent.change(within(added).getByLabelText('Deal price'), { target: { value: '1,999' } });
    expect(within(added).getByText('20% off MRP')).toBeTruthy();
    fireEvent.change(within(added).getByLabelText('Ends (India time)'), { target: { value: '2030-02-01T21:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move Rynox Air GT Gloves up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save flash deals' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({
      items: [
        { productId: GLOVES, dealPricePaise: 199_900, endsAt: '2030-02-01T21:00:00+05:30' },
        { productId: HELMET, dealPricePaise: 399_900, endsAt: '2030-01-01T18:00:00+05:30' },
      ],
    });
  });

  it('switches a banner on with the rest of its fields unchanged', async () => {
    renderRoutes(routes, '/admin/home');
    fireEvent.click(await screen.findByRole('switch', { name: 'Show Helmet Fest' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    expect(String(puts()[0]?.[0])).toBe('/api/admin/banners/b2');
    expect(JSON.parse(String(puts()[0]?.[1]?.body))).toEqual({
      image: '/media/banners/b.webp',
      heading: 'Helmet Fest',
      description: '',
      position: 1,
      active: true,
    });
  });
});

import { ADMIN_MESSAGES, type AdminBrand, type AdminCategory, type AdminProduct } from '@store/contracts/admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, signInAs } from '../../admin-fixtures';

const BRAND = '00000000-0000-4000-8000-0000000000b1';
const HELMETS = '00000000-0000-4000-8000-0000000000c1';
const ROYAL_ENFIELD = '00000000-0000-4000-8000-0000000000d1';
const CLASSIC = '00000000-0000-4000-8000-0000000000d2';
const NEW_ID = '00000000-0000-4000-8000-0000000000e1';

const brands: AdminBrand[] = [
  { id: BRAND, name: 'Axor', slug: 'axor', image: '/media/b.webp', position: 0, hidden: false, productCount: 3 },
];
const category = (id: string, name: string, kind: AdminCategory['kind'], depth: number): AdminCategory => ({
  id,
  parentId: depth ? 'root' : null,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  kind,
  image: null,
  position: 0,
  hidden: false,
  depth,
  path: name,
  productCount: 0,
  childCount: 0,
  yearFrom: kind === 'model' ? 2009 : null,
  yearTo: kind === 'model' ? 2020 : null,
});
const categories = [
  category(HELMETS, 'Helmets', 'root', 0),
  category(ROYAL_ENFIELD, 'Royal Enfield', 'make', 1),
  category(CLASSIC, 'Classic 350', 'model', 2),
];

const fetchMock = vi.fn<typeof fetch>();
const posted = () =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/admin/products' && init?.method === 'POST');

function created(body: { name: string }): AdminProduct {
  return {
    id: NEW_ID,
    name: body.name,
    slug: 'axor-apex',
    description: '',
    brand: { id: BRAND, name: 'Axor' },
    categories: [{ id: HELMETS, name: 'Helmets', path: 'Helmets' }],
    fitment: [],
    universal: false,
    features: [],
    hidden: false,
    hsnCode: '650610',
    gstRate: 18,
    optionName: 'Shell size',
    returnable: true,
    lowStockLevel: null,
    weightGrams: null,
    variants: [],
    images: [],
    rating: 0,
    reviewCount: 0,
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
  };
}

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
    if (path === '/api/admin/brands') return jsonResponse(envelope(brands));
    if (path === '/api/admin/categories') return jsonResponse(envelope(categories));
    if (path === '/api/admin/products' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { name: string };
      if (body.name === 'Taken') {
        return jsonResponse(
          {
            error: true,
            status: 409,
            message: 'Invalid',
            data: null,
            errors: [{ path: 'variants.1.sku', message: 'SKU AX-L is already used by another product' }],
          },
          409,
        );
      }
      return jsonResponse(envelope(created(body)));
    }
    if (path === `/api/admin/products/${NEW_ID}`) return jsonResponse(envelope(created({ name: 'Axor Apex' })));
    return jsonResponse(envelope(null));
  });
});

async function fillNewProduct(name: string) {
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: name } });
  fireEvent.change(screen.getByLabelText('Brand'), { target: { value: BRAND } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Helmets' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Royal Enfield' }));
  const first = screen.getByRole('group', { name: 'Variant 1' });
  fireEvent.change(within(first).getByLabelText('Label'), { target: { value: 'M' } });
  fireEvent.change(within(first).getByLabelText('SKU'), { target: { value: 'ax-m' } });
  fireEvent.change(within(first).getByLabelText('Price (₹)'), { target: { value: '4,499' } });
  fireEvent.change(within(first).getByLabelText('Original price (₹)'), { target: { value: '5999' } });
  fireEvent.change(within(first).getByLabelText('Stock'), { target: { value: '7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
  const second = screen.getByRole('group', { name: 'Variant 2' });
  fireEvent.change(within(second).getByLabelText('Label'), { target: { value: 'L' } });
  fireEvent.change(within(second).getByLabelText('SKU'), { target: { value: 'AX-L' } });
  fireEvent.change(within(second).getByLabelText('Price (₹)'), { target: { value: '4499.50' } });
  fireEvent.change(within(second).getByLabelText('Original price (₹)'), { target: { value: '4499.50' } });
  return { first, second };
}

describe('product editor', () => {
  it('shows the discount as prices are typed, then creates the product in paise and opens it for images', async () => {
    const { router } = renderRoutes(routes, '/admin/products/new');
    const { first, second } = await fillNewProduct('Axor Apex');
    expect((screen.getByLabelText('Option name') as HTMLInputElement).value).toBe('Size');
    fireEvent.change(screen.getByLabelText('Option name'), { target: { value: 'Shell size' } });
    expect(within(first).getByTestId('variant-discount').textContent).toBe('25% off');
    expect(within(second).getByTestId('variant-discount').textContent).toBe('0%');

    // A custom-painted helmet: not returnable.
    fireEvent.click(screen.getByRole('switch', { name: /^Returnable/ }));

    fireEvent.click(screen.getAllByRole('button', { name: 'Create product' })[0]!);
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    const body = JSON.parse(String(posted()[0]?.[1]?.body));
    expect(body).toMatchObject({
      name: 'Axor Apex',
      returnable: false,
      brandId: BRAND,
      categoryIds: [HELMETS],
      fitment: [{ id: ROYAL_ENFIELD, from: null, to: null }],
      universal: false,
      optionName: 'Shell size',
      variants: [
        { name: 'M', sku: 'AX-M', pricePaise: 449_900, mrpPaise: 599_900, stock: 7, hidden: false },
        { name: 'L', sku: 'AX-L', pricePaise: 449_950, mrpPaise: 449_950, stock: 0, hidden: false },
      ],
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/admin/products/${NEW_ID}`));
    expect(await screen.findByRole('button', { name: /Add images/ })).toBeTruthy();
  });

  it('marks bad rows before sending anything, and the server’s own refusals on their fields', async () => {
    renderRoutes(routes, '/admin/products/new');
    const { second } = await fillNewProduct('Taken');
    fireEvent.change(within(second).getByLabelText('Price (₹)'), { target: { value: '5000' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Create product' })[0]!);
    expect(await within(second).findByText('Price must not be more than the original price (MRP)')).toBeTruthy();
    expect(posted()).toHaveLength(0);

    fireEvent.change(within(second).getByLabelText('Price (₹)'), { target: { value: '4000' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Create product' })[0]!);
    expect(await within(second).findByText('SKU AX-L is already used by another product')).toBeTruthy();
  });

  it("takes a chosen model's years, checks them before sending, and sends them as numbers", async () => {
    renderRoutes(routes, '/admin/products/new');
    await fillNewProduct('Axor Apex');
    expect(screen.queryByRole('group', { name: 'Royal Enfield' })).toBeNull(); // a make has no years
    fireEvent.click(screen.getByRole('checkbox', { name: 'Classic 350' }));
    const years = screen.getByRole('group', { name: 'Classic 350' });
    expect(within(years).getByText('Made 2009–2020')).toBeTruthy();
    fireEvent.change(within(years).getByLabelText('From'), { target: { value: '20x2' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Create product' })[0]!);
    expect(await within(years).findByText('Year must be a model year from 1950 to 2100')).toBeTruthy();
    expect(posted()).toHaveLength(0);

    fireEvent.change(within(years).getByLabelText('From'), { target: { value: '2012' } });
    expect(within(years).queryByText('Year must be a model year from 1950 to 2100')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Create product' })[0]!);
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(JSON.parse(String(posted()[0]?.[1]?.body)).fitment).toEqual([
      { id: ROYAL_ENFIELD, from: null, to: null },
      { id: CLASSIC, from: 2012, to: null },
    ]);
  });

  it('refuses "Fits every bike" with bikes still chosen, and sends a universal product without them', async () => {
    renderRoutes(routes, '/admin/products/new');
    await fillNewProduct('Motul Chain Lube');
    fireEvent.click(screen.getByRole('switch', { name: /^Fits every bike/ }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Create product' })[0]!);
    expect(await screen.findByText(ADMIN_MESSAGES.universalWithBikes)).toBeTruthy();
    expect(posted()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Royal Enfield' }));
    expect(screen.queryByText(ADMIN_MESSAGES.universalWithBikes)).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Create product' })[0]!);
    await vi.waitFor(() => expect(posted()).toHaveLength(1));
    expect(JSON.parse(String(posted()[0]?.[1]?.body))).toMatchObject({ universal: true, fitment: [] });
  });
});

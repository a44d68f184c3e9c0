import { ADMIN_MESSAGES, type AdminCategory, type AdminProductSummary } from '@store/contracts/admin';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, signInAs } from '../../admin-fixtures';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const BIKES = id(1);
const ROYAL_ENFIELD = id(2);
const CLASSIC = id(3);
const HIMALAYAN = id(4);

const node = (nid: string, name: string, kind: AdminCategory['kind'], parentId: string | null): AdminCategory => ({
  id: nid,
  parentId,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  kind,
  image: null,
  position: 0,
  hidden: false,
  depth: kind === 'root' ? 0 : kind === 'make' ? 1 : 2,
  path: name,
  productCount: 0,
  childCount: 0,
  yearFrom: kind === 'model' ? 2009 : null,
  yearTo: kind === 'model' ? 2020 : null,
});
const tree = [
  node(BIKES, 'Shop by Bike', 'root', null),
  node(ROYAL_ENFIELD, 'Royal Enfield', 'make', BIKES),
  node(CLASSIC, 'Classic 350', 'model', ROYAL_ENFIELD),
  node(HIMALAYAN, 'Himalayan', 'model', ROYAL_ENFIELD),
];
const summary = (n: number, name: string): AdminProductSummary => ({
  id: id(n),
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  brand: { id: id(9), name: 'Rolon' },
  image: null,
  pricePaise: 99_900,
  mrpPaise: 99_900,
  discountPercent: 0,
  stock: 10,
  variantCount: 1,
  hidden: false,
  updatedAt: '2026-05-01T00:00:00.000Z',
});
const products = [summary(5, 'Brake Pads'), summary(6, 'Chain Kit'), summary(7, 'Chain Lube')];

const fetchMock = vi.fn<typeof fetch>();
const posted = () =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/admin/products/fitment' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

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
    if (path === '/api/admin/categories') return jsonResponse(envelope(tree));
    if (path === '/api/admin/brands') return jsonResponse(envelope([]));
    if (path === '/api/admin/products/fitment' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { from: number | null };
      if (body.from === 2005) {
        const message = 'Classic 350 has model years 2009–2020: choose years within them';
        return jsonResponse(
          { error: true, status: 400, message, data: null, errors: [{ path: 'from', message }] },
          400,
        );
      }
      const data = { mode: 'add', changed: 1, unchanged: 0, skippedUniversal: 1 };
      return jsonResponse(envelope(data, { message: 'Fitment added to 1 product; 1 universal product skipped' }));
    }
    if (path.startsWith('/api/admin/products')) {
      return jsonResponse(envelope({ items: products, total: 3, page: 1, pageSize: 20 }));
    }
    return jsonResponse(envelope(null));
  });
});

async function openDialog(names: string[]) {
  renderRoutes(routes, '/admin/products');
  const assign = await screen.findByRole('button', { name: /^Assign bikes/ });
  expect((assign as HTMLButtonElement).disabled).toBe(true);
  for (const name of names) fireEvent.click(await screen.findByRole('checkbox', { name: `Select ${name}` }));
  fireEvent.click(screen.getByRole('button', { name: `Assign bikes (${names.length})` }));
  return screen.findByRole('dialog', { name: `Assign bikes to ${names.length} products` });
}

describe('assigning bikes to many products', () => {
  it('sends the ticked products with a model and its years, then says what was done', async () => {
    const dialog = await openDialog(['Brake Pads', 'Chain Lube']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to products' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.bulkBikeRequired)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Make'), { target: { value: ROYAL_ENFIELD } });
    expect(within(dialog).queryByLabelText('From year')).toBeNull(); // a make alone has no years
    fireEvent.change(within(dialog).getByLabelText('Model'), { target: { value: CLASSIC } });
    expect(within(dialog).getByText(/Made 2009–2020/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('From year'), { target: { value: '2020' } });
    fireEvent.change(within(dialog).getByLabelText('To year'), { target: { value: '2012' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to products' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.yearsOrder)).toBeTruthy();
    expect(posted()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('From year'), { target: { value: '2012' } });
    fireEvent.change(within(dialog).getByLabelText('To year'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to products' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Fitment added to 1 product; 1 universal product skipped',
    );
    expect(posted()).toEqual([{ productIds: [id(5), id(7)], bikeId: CLASSIC, from: 2012, to: null, mode: 'add' }]);
    // Done: the dialog closes and the ticks are cleared for the next change.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Assign bikes' })).toHaveProperty('disabled', true);
  });

  it("ticks a whole page at once, removes a make without years, and shows the server's refusal on its field", async () => {
    renderRoutes(routes, '/admin/products');
    await screen.findByRole('checkbox', { name: 'Select Brake Pads' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every product on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign bikes (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign bikes to 3 products' });
    fireEvent.change(within(dialog).getByLabelText('Make'), { target: { value: ROYAL_ENFIELD } });
    fireEvent.change(within(dialog).getByLabelText('Model'), { target: { value: CLASSIC } });
    fireEvent.change(within(dialog).getByLabelText('From year'), { target: { value: '2005' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to products' }));
    expect(await within(dialog).findByText(/Classic 350 has model years 2009–2020/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Remove the bike from them' }));
    expect(within(dialog).queryByLabelText('From year')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Model'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from products' }));
    await vi.waitFor(() => expect(posted()).toHaveLength(2));
    expect(posted()[1]).toEqual({
      productIds: [id(5), id(6), id(7)],
      bikeId: ROYAL_ENFIELD,
      from: null,
      to: null,
      mode: 'remove',
    });
  });
});

import { CHARGE_MESSAGES, DEMO_COD, DEMO_SHIPPING, type ChargeSettings } from '@store/contracts/charges';
import { DELIVERY_ZONE_NAMES } from '@store/contracts/shop-settings';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, signInAs } from '../../admin-fixtures';
import { RUPEES_FORMAT_MESSAGE } from '../../lib/money-input';
import { fromChargeForm, toChargeForm } from '../charge-settings-form';

const fetchMock = vi.fn<typeof fetch>();
const demo: ChargeSettings = { shipping: DEMO_SHIPPING, cod: DEMO_COD };
/** What the server answers a PUT with, when not the saved body: a refusal on a field. */
let refusal: { path: string; message: string } | null = null;

const answer = (settings: ChargeSettings, message = 'OK') =>
  jsonResponse(
    envelope({ ...settings, zone_names: DELIVERY_ZONE_NAMES, updated_at: '2026-11-29T10:00:00.000Z' }, { message }),
  );

beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

beforeEach(() => {
  signInAs('admin');
  refusal = null;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === '/api/admin/charge_settings' && init?.method === 'PUT') {
      if (refusal) {
        return jsonResponse(
          {
            error: true,
            status: 400,
            message: refusal.message,
            data: null,
            errors: [{ ...refusal, path: `body.${refusal.path}` }],
          },
          400,
        );
      }
      return answer(JSON.parse(String(init.body)) as ChargeSettings, 'Shipping and cash on delivery saved');
    }
    if (path === '/api/admin/charge_settings') return answer(demo);
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    return jsonResponse(envelope(null));
  });
});

const puts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)) as ChargeSettings);

describe('the charge settings form', () => {
  it('shows paise as rupees and turns typed rupees back into paise', () => {
    const form = toChargeForm(demo);
    expect(form.free_from).toBe('999');
    expect(form.zone_fees.map((z) => z.fee)).toEqual(['49', '69', '69', '79', '129']);
    expect(form.cod_max_order).toBe('10000');
    expect(fromChargeForm(form)).toEqual({ body: demo });

    const typed = fromChargeForm({
      ...form,
      free_from: '1,499.50',
      step_fee: '₹ 20',
      cod_fee: '39.9',
      excluded_pins: '190001, 110001\n110001',
    });
    expect(typed.errors).toBeUndefined();
    if (typed.errors) return;
    expect(typed.body.shipping.free_from).toBe(149_950);
    expect(typed.body.shipping.step_fee).toBe(2000);
    expect(typed.body.cod.fee).toBe(3990);
    expect(typed.body.cod.excluded_pins).toEqual(['110001', '190001']);
  });

  it('leaves free shipping off when empty, and keys errors as the contract does', () => {
    const form = toChargeForm(demo);
    const never = fromChargeForm({ ...form, free_from: '' });
    expect(never.errors ? null : never.body.shipping.free_from).toBeNull();

    const wrong = fromChargeForm({
      ...form,
      zone_fees: form.zone_fees.map((z, i) => (i === 2 ? { ...z, fee: 'sixty' } : z)),
      cod_fee: '20000',
      included_grams: '1.5',
      open_phone: '0',
      excluded_pins: '682001\n12345',
    });
    expect(wrong.errors).toEqual({
      'shipping.zone_fees.2.fee': RUPEES_FORMAT_MESSAGE,
      'shipping.included_grams': CHARGE_MESSAGES.grams,
      'cod.fee': CHARGE_MESSAGES.fee,
      'cod.excluded_pins.1': CHARGE_MESSAGES.pins,
      'cod.open_orders.phone': CHARGE_MESSAGES.openOrders,
    });
  });
});

describe('Settings > Shipping and cash on delivery', () => {
  it('is in the back office nav beside Shop and tax', async () => {
    renderRoutes(routes, '/admin/shipping');
    const nav = await screen.findByRole('link', { name: 'Shipping and COD' });
    expect(nav.getAttribute('href')).toBe('/admin/shipping');
    expect(nav.closest('li')?.previousElementSibling?.textContent).toContain('Shop and tax');
  });

  it('edits fees in rupees by zone name and saves them in paise', async () => {
    renderRoutes(routes, '/admin/shipping');
    expect(await screen.findByRole('heading', { name: 'Shipping and cash on delivery' })).toBeTruthy();
    const remote = await screen.findByLabelText(`Fee for ${DELIVERY_ZONE_NAMES.remote}`);
    expect((remote as HTMLInputElement).value).toBe('129');
    fireEvent.change(remote, { target: { value: '149.50' } });
    fireEvent.change(screen.getByLabelText('Free shipping from'), { target: { value: '1,299' } });
    fireEvent.click(screen.getByRole('checkbox', { name: DELIVERY_ZONE_NAMES.rest }));
    fireEvent.change(screen.getByLabelText('PIN codes without cash on delivery'), {
      target: { value: '695001\n682001' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    const [sent] = puts();
    expect(sent?.shipping.free_from).toBe(129_900);
    expect(sent?.shipping.zone_fees.find((z) => z.id === 'remote')?.fee).toBe(14_950);
    expect(sent?.shipping.zone_fees.find((z) => z.id === 'kerala')?.fee).toBe(4900);
    expect(sent?.cod).toEqual({
      ...DEMO_COD,
      zones: ['kerala', 'south', 'metro'],
      excluded_pins: ['682001', '695001'],
    });
  });

  it("shows a typing mistake before sending, and the server's refusal on its field", async () => {
    renderRoutes(routes, '/admin/shipping');
    const fee = await screen.findByLabelText('Cash on delivery fee');
    fireEvent.change(fee, { target: { value: 'forty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(RUPEES_FORMAT_MESSAGE)).toBeTruthy();
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toHaveLength(0);

    fireEvent.change(fee, { target: { value: '49' } });
    refusal = { path: 'cod.open_orders.account', message: CHARGE_MESSAGES.openOrders };
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const limits = screen.getByRole('group', { name: 'Cash orders on the way at once, at most' });
    expect(await within(limits).findByText(CHARGE_MESSAGES.openOrders)).toBeTruthy();
    expect(within(limits).getByLabelText('Per account').getAttribute('aria-invalid')).toBe('true');
  });
});

import { E2E_ADMIN, E2E_COURIER_TOKEN, E2E_OWNER } from './admin-account';
import { seriousViolations } from './axe';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { DESKTOP, PHONE, shootBothWidths } from './screens';
import { signIn, signUpShopper } from './shoppers';

// Staff book a courier through Shiprocket (the stand-in playwright.config.ts starts) from an order's
// page, and print its label (docs/couriers.md).

type Card = { _id: string; variant_count: number; quantity: number };

/** A paid order of one plain product to Kochi (a PIN the stand-in's couriers serve), through the API. */
async function paidOrderToKochi(request: APIRequestContext, token: string) {
  const res = await request.get('/api/fetch_products_by_collection?collection=all&page=1');
  const product = ((await res.json()) as { data: Card[] }).data.find((c) => c.variant_count === 1 && c.quantity >= 2);
  if (!product) throw new Error('the demo catalog has no plain product in stock on its first page');
  const headers = { authorization: `Bearer ${token}` };
  const address = {
    name: 'Meera Pillai',
    phone: '9846012345',
    pinCode: '682001',
    address: '41 Broadway',
    locality: 'Ernakulam',
    town: 'Kochi',
    state: 'Kerala',
    landMark: 'Near Marine Drive',
  };
  const created = await request.post('/api/create_order', {
    headers,
    data: { address, products: [{ product: product._id, quantity: 1 }], type: 'single' },
  });
  expect(created.status()).toBe(200);
  const order = (await created.json()) as { data: { _id: string; order_number: string }; raz: { order_id: string } };
  const paid = await request.post('/api/test_payment/pay', {
    headers,
    data: { razorpay_order_id: order.raz.order_id },
  });
  const verified = await request.post('/api/verify_order', {
    headers,
    data: ((await paid.json()) as { data: unknown }).data,
  });
  expect(verified.status()).toBe(200);
  return order.data;
}

async function openBooking(page: Page, orderId: string, orderNumber: string) {
  await page.goto(`/admin/orders/${orderId}`);
  await page.getByRole('button', { name: 'Book courier' }).click();
  const dialog = page.getByRole('dialog', { name: `Book a courier for #${orderNumber}` });
  await expect(dialog.getByRole('radio', { name: /Delhivery Surface/ })).toBeChecked();
  return dialog;
}

test('staff book the recommended courier or another from an order, and print its label', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shopper = await signUpShopper(request, 'courierbuyer', 'Meera Pillai');
  const order = await paidOrderToKochi(request, shopper.token);

  await page.setViewportSize(PHONE);
  await signIn(page, E2E_ADMIN);
  let dialog = await openBooking(page, order._id, order.order_number);
  await expect(dialog.getByText('Recommended')).toBeVisible();
  await expect(dialog.getByText('4 days · by Dec 04, 2026')).toBeVisible();
  await expect(dialog.getByText('₹54')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/book-courier-phone.png', fullPage: true });

  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  dialog = await openBooking(page, order._id, order.order_number);
  await page.screenshot({ path: 'e2e/artifacts/book-courier-desktop-dark.png' });

  await dialog.getByRole('radio', { name: /Amazon Surface/ }).check();
  await dialog.getByRole('button', { name: 'Book courier' }).click();
  await expect(page.getByText(`Order #${order.order_number} booked`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Amazon Surface').first()).toBeVisible();

  // The label and manifest open from the order, as PDFs to print.
  const label = page.getByRole('link', { name: 'Shipping label' });
  await expect(label).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manifest' })).toBeVisible();
  const pdf = await request.get((await label.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Booked once: the button is gone with the order shipped.
  await expect(page.getByRole('button', { name: 'Book courier' })).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Shipping label' })).toBeVisible();
  await shootBothWidths(page, 'courier-booked');
});

test("staff book couriers for many orders from the list, and the buyer's page follows the courier", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await signUpShopper(request, 'manybuyer', 'Ravi Menon');
  const orders = [await paidOrderToKochi(request, shopper.token), await paidOrderToKochi(request, shopper.token)];

  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_OWNER);
  await page.goto('/admin/orders?status=processing');
  for (const order of orders) await page.getByRole('checkbox', { name: `Select order #${order.order_number}` }).check();
  await page.getByRole('button', { name: 'Book couriers (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book couriers for 2 orders' });
  await page.screenshot({ path: 'e2e/artifacts/book-many-desktop.png' });
  await dialog.getByRole('button', { name: 'Book couriers' }).click();
  const done = page.getByRole('dialog', { name: 'Couriers being booked' });
  await expect(done.getByText('2 orders are being booked.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await done.getByRole('button', { name: 'Done' }).click();

  // The outbox books them one after another: each gets its waybill and shows under Shipped.
  const waybillOf = async (id: string) => {
    const res = await page.request.get(`/api/get_order_single_by_id?id=${id}`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    return ((await res.json()) as { data: { trackingNumber: string | null } }).data.trackingNumber ?? '';
  };
  for (const order of orders) await expect.poll(() => waybillOf(order._id), { timeout: 30_000 }).toMatch(/^7\d{11}$/);
  await page.goto('/admin/orders?status=shipped');
  for (const order of orders) await expect(page.getByRole('link', { name: `#${order.order_number}` })).toBeVisible();
  const waybill = await waybillOf(orders[0]!._id);

  // Shiprocket's webhook says the first is out for delivery.
  const update = await request.post('/api/webhooks/courier-updates', {
    headers: { 'x-api-key': E2E_COURIER_TOKEN },
    data: {
      awb: waybill,
      shipment_status_id: 17,
      shipment_status: 'OUT FOR DELIVERY',
      current_timestamp: '29 11 2026 08:10:00',
      scans: [{ date: '2026-11-29 08:10:00', activity: 'Out for delivery', location: 'Kochi Hub' }],
    },
  });
  expect(update.status()).toBe(200);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize(PHONE);
  await signIn(page, shopper);
  await page.goto(`/orderDetails/${orders[0]!._id}`);
  const status = page.getByTestId('courier-status');
  await expect(status).toContainText('Out for delivery');
  await expect(status).toContainText('Kochi Hub');
  await shootBothWidths(page, 'courier-status');
});

test('staff book a courier to collect an approved return, and the buyer is told who comes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await signUpShopper(request, 'pickupbuyer', 'Meera Pillai');
  const order = await paidOrderToKochi(request, shopper.token);
  const buyer = { authorization: `Bearer ${shopper.token}` };
  // One sign-in for the whole journey (sign-ins are limited per account): the page's session
  // makes the staff's calls too.
  await page.setViewportSize(PHONE);
  await signIn(page, E2E_OWNER);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token,
  );
  const staff = { authorization: `Bearer ${token}` };
  const ship = { tracking_number: 'DL7788', carrier: 'Delhivery' };
  expect((await request.post(`/api/admin/orders/${order._id}/ship`, { headers: staff, data: ship })).status()).toBe(
    200,
  );
  expect((await request.post(`/api/admin/orders/${order._id}/deliver`, { headers: staff, data: {} })).status()).toBe(
    200,
  );
  const returnable = await request.get(`/api/order_returns?id=${order._id}`, { headers: buyer });
  const [line] = ((await returnable.json()) as { data: { lines: Array<{ orderLineId: string }> } }).data.lines;
  const asked = await request.post('/api/request_return', {
    headers: buyer,
    data: { order_id: order._id, lines: [{ line: line!.orderLineId, quantity: 1 }], reason: 'It does not fit my bike' },
  });
  expect(asked.status()).toBe(200);
  const ret = ((await asked.json()) as { data: { id: string; number: string } }).data;
  const approved = await request.post(`/api/admin/returns/${ret.id}/approve`, { headers: staff, data: { note: '' } });
  expect(approved.status()).toBe(200);

  await page.goto(`/admin/orders/${order._id}`);
  const entry = page.getByRole('article', { name: `Return ${ret.number}` });
  await entry.getByRole('button', { name: 'Book pickup' }).click();
  const dialog = page.getByRole('dialog', { name: `Book a pickup for return ${ret.number}` });
  await expect(dialog.getByText(/^From the buyer \(682001\) to Primary \(682016\)/)).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Delhivery Surface/ })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/artifacts/book-pickup-phone.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Book pickup' }).click();
  await expect(page.getByText(`Pickup for ${ret.number} booked`)).toBeVisible();
  const pickup = entry.getByTestId('admin-return-pickup');
  await expect(pickup).toContainText('Delhivery Surface');
  await expect(entry.getByRole('button', { name: 'Book pickup' })).toHaveCount(0);
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(entry.getByTestId('admin-return-pickup')).toBeVisible();
  await entry.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/artifacts/return-pickup-admin-desktop-dark.png' });

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, shopper);
  await page.goto(`/orderDetails/${order._id}`);
  const note = page.getByTestId('return-pickup');
  await expect(note).toContainText('Delhivery Surface will collect the parcel from your address');
  await note.scrollIntoViewIfNeeded();
  await shootBothWidths(page, 'return-pickup-buyer');
});

import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './fixtures';
import { E2E_OWNER } from './admin-account';
import { DESKTOP, PHONE, shootBothWidths } from './screens';
import { signIn, signUpShopper } from './shoppers';

type Card = { _id: string; variant_count: number; quantity: number };

/** An order to a buyer named in Malayalam, placed and paid in test mode through the API as checkout would. */
async function paidOrder(request: APIRequestContext, token: string) {
  const res = await request.get('/api/fetch_products_by_collection?collection=all&page=1');
  const card = ((await res.json()) as { data: Card[] }).data.find((c) => c.variant_count === 1 && c.quantity >= 3);
  if (!card) throw new Error('the demo catalog has no plain product in stock');
  const headers = { authorization: `Bearer ${token}` };
  const address = {
    name: 'അനു മാത്യു',
    phone: '9847012345',
    pinCode: '682001',
    address: 'മാത്യു ഭവൻ, 12 Marine Drive',
    locality: 'Ernakulam',
    town: 'Kochi',
    state: 'Kerala',
    landMark: 'Near the jetty',
  };
  const created = await request.post('/api/create_order', {
    headers,
    data: { address, products: [{ product: card._id, quantity: 1 }], type: 'single' },
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

test("the owner downloads the month's GSTR-1 and sales register, which carry a buyer named in Malayalam", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await signUpShopper(request, 'taxbuyer');
  const order = await paidOrder(request, shopper.token);

  await page.setViewportSize(PHONE);
  await signIn(page, E2E_OWNER);
  await page.goto('/admin/tax-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax reports' })).toBeVisible();
  // The latest month is the one this order was invoiced in.
  const month = page.getByLabel('Month', { exact: true });
  const latest = await month.locator('option').first().getAttribute('value');
  await month.selectOption(latest!);
  await expect(page.getByText(/: the figures$/)).toBeVisible();
  await expect(page.getByText('Tax invoices').first()).toBeVisible();
  await shootBothWidths(page, 'tax-reports');

  await page.setViewportSize(DESKTOP);
  // A report of the running month covers what was issued until two seconds before it is asked for
  // (docs/decisions/109): the order was paid moments ago.
  await page.waitForTimeout(2_500);
  const gstr1Button = page.getByRole('button', { name: /^Download GSTR-1 \(JSON\) for / });
  const [gstr1] = await Promise.all([page.waitForEvent('download'), gstr1Button.click()]);
  expect(gstr1.suggestedFilename()).toMatch(/^GSTR1-\d{2}[A-Z0-9]{13}-\d{6}\.json$/);
  const json = JSON.parse(await readFile((await gstr1.path())!, 'utf8')) as {
    fp: string;
    b2cs: { pos: string; txval: number }[];
    doc_issue: { doc_det: { doc_num: number; docs: { net_issue: number }[] }[] };
  };
  expect(json.fp).toBe(`${latest!.slice(5, 7)}${latest!.slice(0, 4)}`);
  expect(json.b2cs.some((row) => row.pos === '32' && row.txval > 0)).toBe(true);
  expect(json.doc_issue.doc_det.find((d) => d.doc_num === 1)!.docs[0]!.net_issue).toBeGreaterThan(0);
  await expect(page.getByText(`Saved as ${gstr1.suggestedFilename()}`)).toBeVisible();

  const [sales] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download Sales register \(by invoice line\) for / }).click(),
  ]);
  const csv = await readFile((await sales.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFInvoice number,Invoice date,Order number,Buyer')).toBe(true);
  const line = csv.split('\r\n').find((row) => row.includes(`,${order.order_number},`));
  expect(line).toContain('അനു മാത്യു');
  expect(line).toContain('32-Kerala,Intra-state,B2C small');
});

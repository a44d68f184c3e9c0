import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './fixtures';
import { extractText } from 'unpdf';
import { signIn, signUpShopper } from './shoppers';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

type Card = { _id: string; name: string; quantity: number; variant_count: number };

/** A plain product with stock to buy. */
async function plainProduct(request: APIRequestContext): Promise<Card> {
  const res = await request.get('/api/fetch_products_by_collection?collection=all&page=1');
  const card = ((await res.json()) as { data: Card[] }).data.find((c) => c.variant_count === 1 && c.quantity >= 3);
  if (!card) throw new Error('the seed has no plain product in stock');
  return card;
}

/** 'Sat, 28 Nov': today in India plus `days`, as the PIN check writes it. */
function shortDateIn(days: number, from = Date.now()) {
  return new Date(from + 330 * 60_000 + days * 86_400_000).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

test('PIN check on a product page, checkout with PIN auto-fill to Karnataka, pay, download the GST invoice', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const product = await plainProduct(request);
  const shopper = await signUpShopper(request, 'gst');
  await page.setViewportSize(PHONE);
  await signIn(page, shopper);

  // The product page says when a parcel reaches a PIN, and that an unknown PIN does not exist.
  await page.goto(`/product/${product._id}`);
  const check = page.getByRole('region', { name: 'Check delivery' });
  await check.getByLabel('PIN code').fill('999999');
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(check.getByText('This PIN code does not exist: please check it')).toBeVisible();
  await check.getByLabel('PIN code').fill('560001');
  await check.getByRole('button', { name: 'Check' }).click();
  // Bangalore is a metro: four days by default (a run across midnight may make it the next day).
  await expect(check.getByText(/Delivery by .* to 560001/)).toBeVisible();
  expect([shortDateIn(4), shortDateIn(5)]).toContain(await check.locator('strong').textContent());
  await page.screenshot({ path: 'e2e/artifacts/pin-check-phone.png' });
  // Remembered for the visit: another product page answers for the same PIN at once.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Check delivery' }).getByText(/to 560001/)).toBeVisible();

  // Buy Now: typing the PIN fills the town and the state.
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const form = page.getByRole('group', { name: 'New shipping address' });
  await form.getByLabel('Name').fill('Ravi Kumar');
  await form.getByLabel('Mobile').fill('9845012345');
  await form.getByLabel('Pin code').fill('560001');
  await expect(form.getByLabel('State')).toHaveValue('Karnataka');
  await expect(form.getByLabel('Town')).toHaveValue('Bangalore');
  await expect(form.getByText(/Bangalore, Karnataka: delivery by/)).toBeVisible();
  await form.getByLabel('Locality').fill('MG Road');
  await form.getByLabel('Address').fill('14 Brigade Road');
  await form.getByLabel('Landmark').fill('Opposite the metro station');
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: 'e2e/artifacts/checkout-pin-autofill-desktop.png', fullPage: true });

  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\/[0-9a-f-]{36}$/);
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';

  // The order page offers the tax invoice as a PDF: IGST, place of supply Karnataka.
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download invoice' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Invoice-KMH-\d{2}-\d{2}-\d{6}\.pdf$/);
  const { text } = await extractText(new Uint8Array(await readFile(await download.path())), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  for (const part of ['TAX INVOICE', 'GSTIN: 32AABCK1234M1ZT', orderNumber, 'Ravi Kumar', 'Karnataka (29)', 'IGST']) {
    expect(flat, part).toContain(part);
  }
  await page.screenshot({ path: 'e2e/artifacts/order-invoice-desktop.png', fullPage: true });
});

import { E2E_ADMIN } from './admin-account';
import { expect, test, type Page, waitingForApp } from './fixtures';
import { shootBothWidths } from './screens';
import { signIn, signUpShopper } from './shoppers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const run = Date.now().toString(36).toUpperCase();

const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);

/** Light and dark shots at both widths: e2e/artifacts/{name}-{phone|desktop}[-dark].png. */
async function shootThemes(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await shootBothWidths(page, name);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await shootBothWidths(page, `${name}-dark`);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('staff make a code; a buyer applies it at checkout and pays the discounted total', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const code = `RIDE${run}`.slice(0, 20);

  // The back office: add a 10% code, one use per buyer.
  const staff = waitingForApp(await (await browser.newContext({ viewport: DESKTOP })).newPage());
  await signIn(staff, E2E_ADMIN);
  await staff.goto('/admin');
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Discount codes' }).click();
  await expect(staff.getByRole('heading', { name: 'Discount codes' })).toBeVisible();
  await staff.getByRole('button', { name: 'Add code' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Add discount code' });
  await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
  await dialog.getByLabel('Percent off').fill('150');
  await dialog.getByLabel('Uses per buyer').fill('1');
  await dialog.getByLabel('Total uses').fill('50');
  await dialog.getByRole('button', { name: 'Add code' }).click();
  await expect(dialog.getByText('Percent off must be a whole number from 1 to 100')).toBeVisible();
  await dialog.getByLabel('Percent off').fill('10');
  await shootThemes(staff, 'discount-dialog');
  await dialog.getByRole('button', { name: 'Add code' }).click();
  await expect(dialog).toBeHidden();
  const row = staff.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('10% off');
  await expect(row).toContainText('Live');
  await shootThemes(staff, 'discounts');

  // A plain product the code applies to (one on a flash deal is refused: decision 078).
  const res = await request.get('/api/fetch_products_by_collection?collection=all&page=1');
  const cards = ((await res.json()) as { data: Array<{ _id: string; variant_count: number; quantity: number }> }).data;
  let picked: { id: string; total: number; off: number } | null = null;
  for (const card of cards.filter((c) => c.variant_count === 1 && c.quantity >= 2)) {
    const quote = await request.post('/api/checkout_quote', {
      data: { products: [{ product: card._id, quantity: 1 }], discount_code: code },
    });
    if (quote.status() !== 200) continue;
    const data = ((await quote.json()) as { data: { total: number; discount: { amount: number } } }).data;
    picked = { id: card._id, total: data.total, off: data.discount.amount };
    break;
  }
  if (!picked) throw new Error('no product the code applies to');

  const shopper = await signUpShopper(request, 'codebuyer');
  const address = await request.post('/api/create_address', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: {
      name: 'Anjali Nair',
      phone: '9847012345',
      pin_code: '682019',
      locality: 'Vyttila',
      address: '12/450, Thykoodam Road',
      town: 'Kochi',
      state: 'Kerala',
      landmark: 'Near Vyttila Hub',
      flag: true,
    },
  });
  expect(address.status()).toBe(200);

  const page = waitingForApp(await (await browser.newContext({ viewport: PHONE })).newPage());
  await signIn(page, shopper);
  await page.goto(`/purchase?product_id=${picked.id}&qty=1`);
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(picked.total + picked.off));
  const field = page.getByLabel('Discount code');
  await field.fill('NOPE-0000');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This discount code does not exist' })).toBeVisible();
  await field.fill(` ${code.toLowerCase()} `);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${code} applied` })).toBeVisible();
  await expect(page.getByTestId('checkout-code-discount')).toHaveText(`−${inr(picked.off)}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(picked.total));
  await shootThemes(page, 'checkout-discount');

  await page.getByRole('button', { name: 'Place Order' }).click();
  const payWindow = page.getByRole('dialog');
  await expect(payWindow.getByTestId('test-payment-amount')).toHaveText(inr(picked.total));
  await payWindow.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\//);
  await expect(page.getByTestId('order-discount')).toHaveText(`−${inr(picked.off)}`);
  await expect(page.getByTestId('order-total')).toHaveText(inr(picked.total));
  await shootThemes(page, 'success-discount');
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByTestId('order-discount')).toHaveText(`−${inr(picked.off)}`);

  // One use per buyer: the same buyer's next checkout is told so when the order is placed.
  await page.goto(`/purchase?product_id=${picked.id}&qty=1`);
  await page.getByLabel('Discount code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You have already used this code' }).first()).toBeVisible();

  // The back office counts the paid use.
  await staff.reload();
  await expect(staff.getByRole('row', { name: new RegExp(code) })).toContainText('1 paid');
});

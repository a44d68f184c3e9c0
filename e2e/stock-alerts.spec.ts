import { E2E_OWNER } from './admin-account';
import { expect, test, type APIRequestContext, type Page, waitingForApp } from './fixtures';
import { waitForMails } from './mailbox';
import { shootBothWidths } from './screens';
import { signIn, signUpShopper } from './shoppers';

// Back-in-stock alerts (docs/decisions/079), end to end in test mode.

const run = Date.now().toString(36);
type Variant = { _id: string; name: string; quantity: number };

/** A product with options, every one in stock, and its name and variants. */
async function findProduct(request: APIRequestContext) {
  for (let page = 1; page <= 5; page += 1) {
    const res = await request.get(`/api/fetch_products_by_collection?collection=all&page=${page}`);
    const cards = ((await res.json()) as { data: Array<{ _id: string; variant_count: number }> }).data;
    for (const card of cards.filter((c) => c.variant_count > 1)) {
      const detail = await request.get(`/api/fetch_product?id=${card._id}`);
      const body = (await detail.json()) as { data: { _id: string; name: string; variants: Variant[] } };
      if (body.data.variants.every((v) => v.quantity > 0)) return body.data;
    }
  }
  throw new Error('the seed has no product with options all in stock');
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/log_in', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A staff quick edit of one variant's stock, as the products screen makes it. */
async function setStock(request: APIRequestContext, token: string, variantId: string, stock: number) {
  const res = await request.patch(`/api/admin/variants/${variantId}`, {
    data: { stock },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}

/** The newest stock-alert code mailed to `to`. */
async function alertCode(to: string, count: number): Promise<string> {
  const mails = await waitForMails(to, 'stock alert code is', count);
  const match = /stock alert code is (\d{4})/.exec(mails.at(-1) ?? '');
  if (!match?.[1]) throw new Error(`no stock alert code mailed to ${to}`);
  return match[1];
}

async function visitorAsks(page: Page, email: string) {
  const alert = page.getByRole('region', { name: /get an e-mail when it's back/i });
  await alert.getByLabel('Your e-mail').fill(email);
  await alert.getByRole('button', { name: 'Notify me' }).click();
  const boxes = alert.getByRole('group', { name: 'Alert code' }).getByRole('textbox');
  await expect(boxes).toHaveCount(4);
  return { alert, boxes };
}

test('shoppers ask to hear when a sold-out size is back, staff see the demand, and each gets one mail', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const product = await findProduct(request);
  const sold = product.variants[1]!;
  await setStock(request, token, sold._id, 0);
  const productUrl = `/product/${product._id}?variant=${sold._id}`;

  // A visitor: the e-mail, then the code mailed to it.
  const visitor = `visitor.${run}@example.com`;
  await page.goto(productUrl);
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  const { alert, boxes } = await visitorAsks(page, visitor);
  const code = await alertCode(visitor, 1);
  for (const [i, digit] of [...(code === '0000' ? '1111' : '0000')].entries()) await boxes.nth(i).fill(digit);
  await alert.getByRole('button', { name: 'Confirm and notify me' }).click();
  await expect(alert.getByText('The code is wrong or has expired')).toBeVisible();
  for (const [i, digit] of [...code].entries()) await boxes.nth(i).fill(digit);
  await alert.getByRole('button', { name: 'Confirm and notify me' }).click();
  await expect(alert.getByRole('status')).toHaveText("We'll e-mail you when it's back");
  await shootBothWidths(page, 'stock-alert-on');

  // Another visitor changes their mind with the link in the confirmation mail.
  const quitter = `quitter.${run}@example.com`;
  await page.goto(productUrl);
  const second = await visitorAsks(page, quitter);
  for (const [i, digit] of [...(await alertCode(quitter, 1))].entries()) await second.boxes.nth(i).fill(digit);
  await second.alert.getByRole('button', { name: 'Confirm and notify me' }).click();
  await expect(second.alert.getByRole('status')).toBeVisible();
  const [confirmation] = await waitForMails(quitter, 'Stop this alert', 1);
  const stopUrl = /https?:\/\/[^/\s]+(\/stock-alert\/stop\?token=[^\s"<]+)/.exec(confirmation!)?.[1];
  expect(stopUrl).toBeTruthy();
  await page.goto(stopUrl!);
  await expect(page.getByRole('heading', { name: 'Stop this stock alert?' })).toBeVisible();
  await shootBothWidths(page, 'stock-alert-stop');
  await page.getByRole('button', { name: 'Stop alert' }).click();
  await expect(page.getByRole('heading', { name: 'Alert stopped' })).toBeVisible();

  // A signed-in shopper's alert turns on at once, and the page remembers it.
  const shopperPage = waitingForApp(await browser.newPage());
  const shopper = await signUpShopper(request, `alerts-${run}`);
  await signIn(shopperPage, shopper);
  await shopperPage.goto(productUrl);
  const mine = shopperPage.getByRole('region', { name: /get an e-mail when it's back/i });
  await mine.getByRole('button', { name: 'Notify me' }).click();
  await expect(mine.getByRole('status')).toHaveText("We'll e-mail you when it's back");
  await shopperPage.reload();
  await expect(mine.getByRole('button', { name: 'Stop alert' })).toBeVisible();

  // Staff see who waits for what, and reach the product from it.
  const admin = waitingForApp(await browser.newPage());
  await signIn(admin, E2E_OWNER);
  await admin.goto('/admin');
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Stock alerts' }).click();
  await expect(admin.getByRole('heading', { name: 'Stock alerts' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: product.name }).filter({ hasText: sold.name });
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await shootBothWidths(admin, 'stock-alerts-admin');

  // The stock comes back: one mail each, with a link to the product; the one who stopped gets none.
  await setStock(request, token, sold._id, 4);
  const [back] = await waitForMails(visitor, 'See it in the shop', 1);
  await waitForMails(shopper.email, 'See it in the shop', 1);
  // Sold out and back again: nobody is mailed twice.
  await setStock(request, token, sold._id, 0);
  await setStock(request, token, sold._id, 2);
  await page.waitForTimeout(2_000);
  await waitForMails(visitor, 'See it in the shop', 1);
  await waitForMails(shopper.email, 'See it in the shop', 1);
  await waitForMails(quitter, 'See it in the shop', 0);

  const link = /https?:\/\/[^/\s]+(\/product\/[^\s"<]+)/.exec(back!)?.[1];
  expect(link).toBe(`/product/${product._id}?variant=${sold._id}`);
  await page.goto(link!);
  await expect(page.getByText('Only 2 left in stock')).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: product.name })).toHaveCount(0);
  await setStock(request, token, sold._id, sold.quantity);
});

test('the alert and the demand screen in the dark theme', async ({ page, request }) => {
  const token = await adminToken(request);
  const product = await findProduct(request);
  const sold = product.variants[0]!;
  await setStock(request, token, sold._id, 0);
  // Someone waits, so the demand screen has a row to show.
  const waiting = await signUpShopper(request, `dark-${run}`);
  const asked = await request.post('/api/stock_alert', {
    data: { product_id: product._id, variant_id: sold._id },
    headers: { authorization: `Bearer ${waiting.token}` },
  });
  expect(asked.status()).toBe(200);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto(`/product/${product._id}?variant=${sold._id}`);
  await expect(page.getByRole('region', { name: /get an e-mail when it's back/i })).toBeVisible();
  await shootBothWidths(page, 'stock-alert-dark');
  await signIn(page, E2E_OWNER);
  await page.goto('/admin/stock-alerts');
  await expect(page.getByRole('heading', { name: 'Stock alerts' })).toBeVisible();
  await shootBothWidths(page, 'stock-alerts-admin-dark');
  await setStock(request, token, sold._id, sold.quantity);
});

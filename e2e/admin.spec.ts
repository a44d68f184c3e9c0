import { expect, test, type Browser, type Page } from './fixtures';
import sharp from 'sharp';
import { E2E_ADMIN } from './admin-account';
import { signIn, signUpShopper } from './shoppers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const run = Date.now().toString(36);

async function newPage(browser: Browser, size = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  return context.newPage();
}

/** Phone and desktop shots of the page as it is, once any notice has gone. */
async function shoot(page: Page, name: string) {
  // A pointer resting on a notice keeps it open.
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/artifacts/admin-${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** A small real PNG: an orange square with a dark stripe. */
function productPng(): Promise<Buffer> {
  const stripe = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect y="40" width="96" height="16" fill="#17181c"/></svg>',
  );
  return sharp({ create: { width: 96, height: 96, channels: 3, background: '#f25a1d' } })
    .composite([{ input: stripe }])
    .png()
    .toBuffer();
}

function notice(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test('visitors are sent to sign in and shoppers are refused the back office', async ({ page, request }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fadmin%2Forders$/);
  const shopper = await signUpShopper(request, 'refused', 'Meera Pillai');
  await signIn(page, shopper);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Back office' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'You are not allowed here' })).toBeVisible();
  const refused = await page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token;
    return (await fetch('/api/admin/dashboard', { headers: { Authorization: `Bearer ${token}` } })).status;
  });
  expect(refused).toBe(403);
});

test('an admin adds a product, a shopper buys it in test mode, the admin ships and delivers it', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const shopper = await signUpShopper(request, 'buyer', 'Meera Pillai');
  const productName = `Studds Thunder Helmet ${run}`;

  // The admin signs in like anyone and finds the back office in the header.
  const admin = await newPage(browser);
  await signIn(admin, E2E_ADMIN);
  await admin.getByRole('banner').getByRole('link', { name: 'Back office' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(admin.getByRole('img', { name: /Daily sales, last 30 days/ })).toBeVisible();
  await shoot(admin, 'dashboard');

  // A new product with two variants.
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Products' }).click();
  await expect(admin.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible();
  await shoot(admin, 'products');
  await admin.getByRole('link', { name: 'Add product' }).click();
  await admin.getByLabel('Name', { exact: true }).fill(productName);
  await admin.getByLabel('Description').fill('ISI-certified full-face helmet with a clear visor.');
  const brand = admin.getByLabel('Brand', { exact: true });
  await brand.selectOption({ index: 1 });
  const categories = admin.getByRole('group', { name: 'Categories', exact: true });
  await categories.getByRole('searchbox').fill('helmet');
  await categories.getByRole('checkbox').first().check();
  await admin.getByRole('button', { name: 'Add feature' }).click();
  await admin.getByLabel('Feature 1', { exact: true }).fill('Anti-scratch visor');
  const first = admin.getByRole('group', { name: 'Variant 1' });
  await first.getByLabel('Label', { exact: true }).fill('M');
  await first.getByLabel('SKU', { exact: true }).fill(`thunder-m-${run}`);
  await first.getByLabel('Price (₹)', { exact: true }).fill('1,899');
  await first.getByLabel('Original price (₹)').fill('2499');
  await first.getByLabel('Stock', { exact: true }).fill('6');
  await expect(first.getByTestId('variant-discount')).toHaveText('24% off');
  await admin.getByRole('button', { name: 'Add variant' }).click();
  const second = admin.getByRole('group', { name: 'Variant 2' });
  await second.getByLabel('Label', { exact: true }).fill('L');
  await second.getByLabel('SKU', { exact: true }).fill(`thunder-l-${run}`);
  await second.getByLabel('Price (₹)', { exact: true }).fill('1949.50');
  await second.getByLabel('Original price (₹)').fill('2499');
  await second.getByLabel('Stock', { exact: true }).fill('4');
  await admin.getByRole('button', { name: 'Create product' }).first().click();
  await expect(notice(admin, `${productName} created`)).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  const productId = admin.url().split('/').at(-1) ?? '';

  // Its image, uploaded to the admin image route.
  await admin.getByLabel('Upload product images').setInputFiles({
    name: 'thunder.png',
    mimeType: 'image/png',
    buffer: await productPng(),
  });
  await expect(admin.getByRole('list', { name: 'Product images' }).getByRole('img')).toHaveCount(1);
  await expect(admin.getByRole('list', { name: 'Product images' }).getByText('Cover', { exact: true })).toBeVisible();
  await shoot(admin, 'product-editor');

  // The shopper finds it with the store's search and buys size L in test mode.
  const buyer = await newPage(browser);
  await signIn(buyer, shopper);
  const search = buyer.getByRole('combobox', { name: 'Search products' }).locator('visible=true');
  await search.fill(productName);
  await buyer
    .getByRole('listbox', { name: 'Search results' })
    .getByRole('option', { name: new RegExp(productName) })
    .click();
  await expect(buyer).toHaveURL(new RegExp(`/product/${productId}$`));
  await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(productName);
  await expect(buyer.getByRole('main').locator('img[src^="/media/"]').first()).toBeVisible();
  await buyer.locator('label', { hasText: /^L$/ }).click();
  await buyer.getByRole('link', { name: 'Buy Now' }).click();
  await expect(buyer.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const form = buyer.getByRole('group', { name: 'New shipping address' });
  await form.getByLabel('Name').fill('Meera Pillai');
  await form.getByLabel('Mobile').fill('9847055555');
  await form.getByLabel('Address').fill('House 7, Temple Road');
  await form.getByLabel('Locality').fill('Palayam');
  await form.getByLabel('Pin code').fill('695034');
  await form.getByLabel('Town').fill('Thiruvananthapuram');
  await form.getByLabel('State').selectOption('Kerala');
  await form.getByLabel('Landmark').fill('Near the museum');
  await buyer.getByRole('button', { name: 'Place Order' }).click();
  const payWindow = buyer.getByRole('dialog');
  await expect(payWindow.getByText('TEST MODE')).toBeVisible();
  await payWindow.getByRole('button', { name: /^Pay / }).click();
  await expect(buyer.getByRole('heading', { name: 'Order placed!' })).toBeVisible();
  const orderNumber = ((await buyer.getByTestId('order-number').textContent()) ?? '').trim();
  expect(orderNumber).not.toBe('');

  // The admin finds the order waiting to ship and ships it.
  await admin.goto('/admin/orders?status=processing');
  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  await expect(admin).toHaveURL(new RegExp(`q=${orderNumber}`));
  await expect(admin.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
  await shoot(admin, 'orders');
  await admin.getByRole('link', { name: `#${orderNumber}` }).click();
  await expect(admin.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await expect(admin.getByText(`thunder-l-${run}`.toUpperCase())).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = admin.getByRole('dialog', { name: `Ship order #${orderNumber}` });
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship.getByText('Tracking number is required')).toBeVisible();
  await ship.getByLabel('Tracking number').fill(`DL${run}`.toUpperCase());
  await ship.getByLabel('Carrier').fill('Delhivery');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(notice(admin, 'Marked as shipped')).toBeVisible();
  await expect(admin.getByTestId('admin-tracking-number')).toHaveText(`DL${run}`.toUpperCase());
  await expect(admin.getByText('To ship → Shipped')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0);
  await shoot(admin, 'order');

  // The shopper sees it shipped, with the tracking number.
  await buyer.goto('/orders');
  const card = buyer.getByRole('listitem', { name: `Order ${orderNumber}` });
  await expect(card.getByTestId('order-status')).toHaveText('Shipped');
  await expect(card.getByTestId('tracking-number')).toContainText(`DL${run}`.toUpperCase());

  // Delivered, from the order page.
  await admin.getByRole('button', { name: 'Mark as delivered' }).click();
  await admin
    .getByRole('dialog', { name: `Mark #${orderNumber} as delivered?` })
    .getByRole('button', { name: 'Mark as delivered' })
    .click();
  await expect(notice(admin, `Order #${orderNumber} delivered`)).toBeVisible();
  await expect(admin.locator('.order-status').first()).toHaveText('Delivered');
  await expect(admin.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await buyer.reload();
  await expect(buyer.getByRole('listitem', { name: `Order ${orderNumber}` }).getByTestId('order-status')).toHaveText(
    'Delivered',
  );

  // The packing slip is the server's, printable from the back office.
  await admin.getByRole('link', { name: 'Packing slip' }).click();
  await expect(admin.frameLocator('iframe[title="Packing slip"]').getByText(orderNumber)).toBeVisible();

  // The shopper's mails went out through the outbox, and the Sent tab lists them.
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Mail outbox' }).click();
  await expect(admin.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
  await admin.getByRole('group', { name: 'Status' }).getByRole('button', { name: /^Sent/ }).click();
  await expect(admin).toHaveURL(/\/admin\/outbox\?status=done$/);
  const mails = admin.getByRole('table', { name: 'Mail outbox' });
  await expect(mails.getByText(`to ${shopper.email}`).first()).toBeVisible();
  await expect(mails.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
  await shoot(admin, 'outbox');
});

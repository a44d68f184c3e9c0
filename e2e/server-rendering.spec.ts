import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { signIn, signUpShopper } from './shoppers';

/**
 * The storefront arrives rendered and hydrates without a mismatch (docs/decisions/075): every page
 * type's HTML holds its content, the browser takes it over with no console error or warning, and
 * the page keeps working afterwards. With JavaScript off the content is still there.
 */

type Card = { _id: string; name: string };

async function firstProducts(request: APIRequestContext): Promise<{ product: Card; categoryId: string }> {
  const list = await (await request.get('/api/fetch_products_by_collection?collection=all&page=1')).json();
  const roots = await (await request.get('/api/fetch_all_collections')).json();
  return { product: list.data[0] as Card, categoryId: (roots.data[0] as Card)._id };
}

/** Console errors and warnings, and uncaught errors, while `run` goes on. */
async function quietly(page: Page, run: () => Promise<void>): Promise<string[]> {
  const messages: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()} (${page.url()})`);
  };
  const onError = (error: Error) => messages.push(`pageerror: ${error.message} (${page.url()})`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await run();
  page.off('console', onConsole);
  page.off('pageerror', onError);
  return messages;
}

test('each page type arrives rendered and hydrates with no console error, then searches, adds to cart and likes', async ({
  page,
  request,
}) => {
  const { product, categoryId } = await firstProducts(request);
  const addresses = [
    '/',
    '/shop',
    `/shop?category=${categoryId}`,
    '/products',
    `/products/${categoryId}`,
    '/search?q=helmet',
    '/about',
    // Last: the journey goes on from the product page.
    `/product/${product._id}`,
  ];
  await page.setViewportSize({ width: 375, height: 812 });
  const messages = await quietly(page, async () => {
    for (const address of addresses) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      // The server's HTML already holds the page, before any script ran.
      const html = (await response?.text()) ?? '';
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root.includes('<main id="main"') && root.includes('<h1'), `${address} arrives rendered`).toBe(true);
      await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
  });
  expect(messages).toEqual([]);

  // The product page, hydrated, still does everything: search, add to cart, like.
  const input = page.getByRole('combobox', { name: 'Search products' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await input.locator('visible=true').fill('helmt');
  await expect(
    page.getByRole('listbox', { name: 'Search results' }).locator('visible=true').getByRole('option').first(),
  ).toBeVisible();
  await input.locator('visible=true').press('Escape');

  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('link', { name: /Cart, 1 item/i })).toBeVisible();

  // A visitor's heart asks them to sign in first, and likes the product once they do (decision 047).
  await page
    .getByRole('button', { name: `Like ${product.name}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signin/);
});

test('a signed-in shopper’s pages hydrate without a mismatch, their name, cart and hearts filled in after', async ({
  page,
  request,
}) => {
  const { product } = await firstProducts(request);
  const shopper = await signUpShopper(request, 'hydrate');
  const auth = { Authorization: `Bearer ${shopper.token}` };
  expect((await request.post('/api/add_to_cart', { headers: auth, data: { product_id: product._id } })).status()).toBe(
    200,
  );
  expect((await request.post('/api/liked_product', { headers: auth, data: { id: product._id } })).status()).toBe(200);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, shopper);

  const messages = await quietly(page, async () => {
    for (const address of ['/', `/product/${product._id}`]) {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
    }
  });
  expect(messages).toEqual([]);
  // The server rendered a visitor's header; the browser's own session filled it in.
  await expect(page.getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Unlike ${product.name}` }).first()).toBeVisible();
});

test('an unknown address, a missing product and an unknown category answer 404 with the store’s page', async ({
  page,
}) => {
  for (const address of [
    '/no/such/page',
    '/product/00000000-0000-4000-8000-000000000000',
    '/products/00000000-0000-4000-8000-000000000000',
  ]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    expect(await response?.text(), address).toContain('Oops! Page not found');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' }), address).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' }), address).toBeVisible();
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, a product list and a product page show their products, prices and headings', async ({
    page,
    request,
  }) => {
    const { product, categoryId } = await firstProducts(request);
    await page.setViewportSize({ width: 375, height: 812 });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Featured Products/i })).toBeVisible();
    await expect(page.locator('main article').first()).toContainText('₹');

    await page.goto(`/products/${categoryId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main article').first()).toContainText('₹');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');

    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.locator('main')).toContainText('₹');
    await page.screenshot({ path: 'e2e/artifacts/product-without-javascript.png', fullPage: true });
  });
});

import { expect, test, type Page } from './fixtures';

const sizes = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

async function openShop(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Shop' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click();
  }
}

for (const size of sizes) {
  test(`home → shop drill-down → product list → brand filter → product on a ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Featured Products/i })).toBeVisible();

    await openShop(page, size.name === 'phone');
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop by Category' })).toBeVisible();
    await expect(page).toHaveTitle(/Shop by Category/);

    // Drill into Helmets: the level is kept in the URL, so reload stays there.
    await page.getByRole('link', { name: /^Helmets/ }).click();
    await expect(page).toHaveURL(/\/shop\?category=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Helmets' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Helmets' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Shop');
    await page.screenshot({ path: `e2e/artifacts/shop-level-${size.name}.png`, fullPage: true });

    await page.getByRole('link', { name: /^Full Face/ }).click();
    await expect(page).toHaveURL(/\/products\/[^?]+\?brand=all&collection=all&page=1/);
    await expect(page.getByText(/product\(s\) found/)).toBeVisible();

    const brands = page.getByRole('group', { name: 'Brands' }).getByRole('button');
    const brand = (await brands.nth(1).textContent())?.trim() ?? '';
    await brands.nth(1).click();
    await expect(page).toHaveURL(
      new RegExp(`brand=${encodeURIComponent(brand).replace(/%20/g, '(\\+|%20)')}&collection=all&page=1`),
    );
    await expect(page.getByRole('heading', { level: 1, name: brand })).toBeVisible();
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(brand, { ignoreCase: true });
    await page.screenshot({ path: `e2e/artifacts/product-list-${size.name}.png`, fullPage: true });

    // Back returns to the unfiltered list; forward again keeps the brand.
    await page.goBack();
    await expect(page).toHaveURL(/brand=all/);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`brand=`));

    const name = (await cards.first().getByRole('link').textContent())?.trim() ?? '';
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(name);
    await expect(page.getByText('Free Shipping', { exact: true })).toBeVisible();
    await page.screenshot({ path: `e2e/artifacts/product-${size.name}.png`, fullPage: true });
  });
}

test('the product list paginates, keeps the page in the URL and survives reload', async ({ page }) => {
  await page.goto('/products/all?brand=all&collection=all&page=1');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager).toBeVisible();
  await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(pager.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page).toHaveURL(/page=2/);
  await page.screenshot({ path: 'e2e/artifacts/product-list-view-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'e2e/artifacts/product-list-view-phone.png', fullPage: true });
});

test('an unknown brand and an unknown product show friendly not-found states', async ({ page }) => {
  // Opened from their address, the server answers 404 with the store's page (docs/decisions/075).
  for (const address of [
    '/products/all?brand=NoSuchBrand&collection=all&page=1',
    '/product/00000000-0000-4000-8000-000000000000',
  ]) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' }), address).toBeVisible();
  }
  // Reached inside the app, each page says so in its own words.
  const visit = (address: string) =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, address);
  await page.goto('/');
  await visit('/products/all?brand=NoSuchBrand&collection=all&page=1');
  await expect(page.getByRole('heading', { name: "We couldn't find that collection" })).toBeVisible();
  await visit('/product/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
});

test('the collections page links each card to its product list', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your Collection' })).toBeVisible();
  const first = page.getByRole('link', { name: /See Products/ }).first();
  await first.click();
  await expect(page).toHaveURL(/\/products\/[^?]+\?brand=all&collection=all&page=1/);
  await expect(page.getByText(/product\(s\) found/)).toBeVisible();
});

test('a category with sub-groups shows them as columns on desktop and an accordion on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/shop');
  await page.getByRole('link', { name: /^Shop by Bike/ }).click();
  const menu = page.getByRole('region', { name: 'Browse Shop by Bike' });
  await expect(menu.getByRole('link', { name: 'View All KTM' }).first()).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/shop-groups-desktop.png', fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await menu.locator('summary', { hasText: 'KTM' }).click();
  await page.screenshot({ path: 'e2e/artifacts/shop-groups-phone.png', fullPage: true });
  await menu
    .getByRole('link', { name: /KTM 390 Duke/ })
    .locator('visible=true')
    .click();
  await expect(page).toHaveURL(/\/products\/[^?]+\?brand=all&collection=all&page=1/);
  await expect(page.getByText(/product\(s\) found/)).toBeVisible();
});

test('each storefront page loads straight from its address without console errors or warnings', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()} (${page.url()})`);
  });
  for (const address of ['/shop', '/products', '/products/all?brand=all&collection=all&page=1', '/']) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
  }
  expect(messages).toEqual([]);
});

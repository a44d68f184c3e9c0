import { expect, test } from './fixtures';

const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const size of widths) {
  test(`the home page shows the demo catalog on a ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const body = await (await page.request.get('/api/home')).json();
    // The page starts with the same answer, placed in its HTML (docs/decisions/019): no second call.
    const homeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/home')) homeCalls.push(request.url());
    });
    await page.goto('/');
    const firstBanner = body.data.banners[0].BannerId.heading as string;
    await expect(page.getByRole('heading', { name: firstBanner })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Featured Products/i })).toBeVisible();
    const firstFeatured = body.data.featuredCategories[0].productId.name as string;
    await expect(page.getByText(firstFeatured).first()).toBeVisible();
    expect(homeCalls).toEqual([]);

    // Every image on the page loads: no broken or missing pictures.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const broken = await page.$$eval('img', (imgs) =>
      imgs.filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
    );
    expect(broken).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/artifacts/home-${size.name}.png`, fullPage: true });
  });
}

test('an unknown route shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: /home/i }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test('the API documentation lists the catalog calls', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('/api/fetch_products_by_collection').first()).toBeVisible();
});

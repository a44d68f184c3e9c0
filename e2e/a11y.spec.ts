import { expect, test, type Page } from './fixtures';
import { seriousViolations } from './axe';

async function pages(page: Page) {
  const list = await (
    await page.request.get('/api/fetch_products_by_collection?collection=all&sort=rating&page=1')
  ).json();
  const product = list.data[0]._id as string;
  return [
    { name: 'home', path: '/', ready: /Featured Products/i },
    { name: 'shop', path: '/shop', ready: 'Shop by Category' },
    { name: 'collections', path: '/products', ready: 'Choose your Collection' },
    { name: 'list', path: '/products/all?brand=all&collection=all&page=1', ready: 'All Products' },
    { name: 'detail', path: `/product/${product}`, ready: 'User Reviews' },
    { name: 'signin', path: '/signin', ready: 'Sign In' },
    { name: 'signup', path: '/signup', ready: 'Sign Up' },
    { name: 'forgot-password', path: '/forgot-password', ready: 'Forgot Password' },
  ];
}

for (const scheme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violations in ${scheme} mode`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    const problems: string[] = [];
    for (const target of await pages(page)) {
      for (const size of [
        { name: 'phone', width: 375, height: 812 },
        { name: 'desktop', width: 1440, height: 900 },
      ]) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(target.path);
        await expect(page.getByRole('heading', { name: target.ready }).first()).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        const broken = await page.$$eval('img', (imgs) =>
          imgs.filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
        );
        problems.push(...broken.map((src) => `${target.name}/${size.name}: broken image ${src}`));
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `e2e/artifacts/${target.name}-${size.name}-${scheme}.png`, fullPage: true });
        problems.push(...(await seriousViolations(page)).map((p) => `${target.name}/${size.name}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });
}

import { expect, test, type Page } from './fixtures';
import { E2E_ADMIN } from './admin-account';
import { DESKTOP, PHONE, shootBothWidths } from './screens';
import { signIn } from './shoppers';

/** The demo catalog's Classic 350 of the J-platform years and the chain kit made for it (decision 082). */
const MAKE = 'Royal Enfield';
const MODEL = 'Royal Enfield Classic 350';
const FITTING_KIT = 'Rolon O-Ring Chain Sprocket Kit for Royal Enfield Classic 350 (2021 on)';
const OLD_KIT = 'Rolon O-Ring Chain Sprocket Kit for Royal Enfield Classic 350 (2009–2020)';
const OTHER_KIT = 'Rolon X-Ring Chain Sprocket Kit for KTM 390 Duke';

/** Adds the bike through the phone menu's 'Add your bike' row and closes the garage. */
async function addBikeOnPhone(page: Page, year: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Add your bike' }).click();
  const garage = page.getByRole('dialog', { name: 'Your garage' });
  await expect(garage).toBeVisible();
  await garage.getByRole('combobox', { name: 'Make' }).selectOption({ label: MAKE });
  await garage.getByRole('combobox', { name: 'Model' }).selectOption({ label: MODEL });
  await garage.getByRole('combobox', { name: 'Year' }).selectOption(year);
  await page.screenshot({ path: 'e2e/artifacts/garage-dialog-phone.png' });
  // A bike added becomes the current one and the garage closes on the labelled page.
  await garage.getByRole('button', { name: 'Add bike' }).click();
  await expect(garage).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`Your bike: .*Classic 350 \\(${year}\\)`) })).toBeVisible();
  await page.keyboard.press('Escape');
}

test('on a phone: choose a bike, search chain, see only what fits, add it to the cart', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await addBikeOnPhone(page, '2021');

  // The bike stays chosen on the next page: it lives in the browser for a visitor.
  await page.reload();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const input = page.getByRole('combobox', { name: 'Search products' }).locator('visible=true');
  await input.fill('chain');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=chain/);

  const chip = page.getByRole('button', { name: /Fits my .*Classic 350 \(2021\)/ });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const cards = page.locator('main article');
  const kit = cards.filter({ hasText: FITTING_KIT });
  await expect(kit).toBeVisible();
  await expect(kit).toContainText(/Fits your .*Classic 350 \(2021\)/);
  // Only what fits: the older generation's kit and another bike's kit are left out, and every card
  // left says it fits or is universal.
  await expect(cards.filter({ hasText: OLD_KIT })).toHaveCount(0);
  await expect(cards.filter({ hasText: OTHER_KIT })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Does not fit' })).toHaveCount(0);
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(1);
  await expect(cards.filter({ hasText: /Fits your|Universal/ })).toHaveCount(shown);
  await shootBothWidths(page, 'search-fits-my-bike');

  await kit.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: /Cart, 1 item/i })).toBeVisible();

  // Turned off, the chip shows every chain again, with the ones that do not fit marked.
  await chip.click();
  await expect(page).toHaveURL(/fit=all/);
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await expect(cards.filter({ hasText: OLD_KIT })).toContainText('Does not fit your');

  // The cart reads its lines' fitment with a call of its own: once it has answered, no warning.
  const fitment = page.waitForResponse((res) => res.url().includes('/api/fetch_products_by_ids') && res.ok());
  await page.goto('/cart');
  await fitment;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main')).toContainText(FITTING_KIT);
  await expect(page.locator('main')).not.toContainText('does not fit', { ignoreCase: true });
  await shootBothWidths(page, 'cart-fitting-line');
});

test('the cart warns when a line does not fit the chosen bike', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await addBikeOnPhone(page, '2015');

  await page.goto('/search?q=chain&fit=all');
  const oldKit = page.locator('main article').filter({ hasText: OLD_KIT });
  await expect(oldKit).toContainText(/Fits your .*Classic 350 \(2015\)/);
  const newKit = page.locator('main article').filter({ hasText: FITTING_KIT });
  await expect(newKit).toContainText('Does not fit your');
  await newKit.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: /Cart, 1 item/i })).toBeVisible();

  await page.goto('/cart');
  await expect(page.locator('main')).toContainText(/does not fit your .*Classic 350 \(2015\)/i);
});

test('staff assign a bike and its years to many products at once, and the product pages list it', async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, E2E_ADMIN);
  await page.goto('/admin/products');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('brake pad');
  await page.keyboard.press('Enter');
  const rows = page.getByRole('checkbox', { name: /^Select .*Brake Pad/ });
  await expect(rows.nth(1)).toBeVisible();
  const names = [];
  for (const row of [rows.nth(0), rows.nth(1)]) {
    names.push(((await row.getAttribute('aria-label')) ?? '').replace(/^Select /, ''));
    await row.check();
  }
  await page.getByRole('button', { name: 'Assign bikes (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign bikes to 2 products' });
  await dialog.getByLabel('Make').selectOption({ label: MAKE });
  await dialog.getByLabel('Model').selectOption({ label: 'Royal Enfield Hunter 350' });
  await dialog.getByLabel('From year').fill('2022');
  await shootBothWidths(page, 'admin-assign-bikes');
  await dialog.getByRole('button', { name: 'Add to products' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Fitment added to 2 products' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The storefront's answer for each product now lists the Hunter 350 from 2022.
  for (const name of names) {
    const found = await request.get(
      `/api/fetch_products_by_collection?collection=all&search=${encodeURIComponent(name)}`,
    );
    const card = ((await found.json()) as { data: Array<{ _id: string; name: string }> }).data.find(
      (c) => c.name === name,
    );
    expect(card, name).toBeTruthy();
    await page.goto(`/product/${card?._id}`);
    await expect(page.getByRole('region', { name: 'Suitable Bikes' })).toContainText(/Hunter 350\s*·\s*2022 on/);
  }
});

import { expect, test } from './fixtures';

for (const size of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`live search with a typo finds helmets and opens a product on a ${size.name}`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    if (size.name === 'phone') await page.getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Search products' }).locator('visible=true');
    await input.fill('helmt');

    const listbox = page.getByRole('listbox', { name: 'Search results' }).locator('visible=true');
    const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option');
    await expect(products.first()).toContainText(/helmet/i);
    await expect(listbox.getByRole('group', { name: 'Suggestions' })).toContainText('Helmets');
    await page.screenshot({ path: `e2e/artifacts/search-${size.name}.png` });

    // Keyboard: down through the suggestions to the first product, then Enter.
    const suggestionCount = await listbox.getByRole('group', { name: 'Suggestions' }).getByRole('option').count();
    const name = (await products.first().textContent()) ?? '';
    for (let i = 0; i <= suggestionCount; i += 1) await input.press('ArrowDown');
    await expect(products.first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.replace(/₹.*$/, '').trim().slice(0, 12));
  });
}

test('an empty search says so, and Escape closes the results', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const input = page.getByRole('combobox', { name: 'Search products' }).locator('visible=true');
  await input.fill('qqqqzzzz');
  await expect(page.getByText("We couldn't find anything matching your search. Please try again.")).toBeVisible();
  await input.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
});

import { expect, test } from './fixtures';

test('the theme switch persists across reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await page.getByRole('button', { name: /^Theme: System/ }).click();
  await expect(page.getByRole('button', { name: /^Theme: Light/ })).toBeVisible();
  await page.getByRole('button', { name: /^Theme: Light/ }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.goto('/shop');
  await expect(html).toHaveClass(/dark/);
});

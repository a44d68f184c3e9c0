import { expect, type Page } from '@playwright/test';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * Full-page screenshots at a phone's width and a desktop's, to e2e/artifacts/{name}-{phone|desktop}.png,
 * once the notices have faded so they do not cover the page; the viewport is put back after.
 */
export async function shootBothWidths(page: Page, name: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const size = page.viewportSize();
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/artifacts/${name}-${label}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

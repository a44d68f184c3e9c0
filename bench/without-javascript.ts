/**
 * What a page shows with JavaScript off (docs/decisions/075): the server's HTML alone must hold
 * the page's heading, its products and their prices. Debian's Chromium through playwright-core.
 */
import { chromium } from 'playwright-core';
import type { Page } from './page-speed-report';

export type WithoutJs = Page & { heading: string; products: number; prices: number; ok: boolean };

export async function pagesWithoutJavaScript(
  origin: string,
  pages: Page[],
  executablePath: string,
  args: string[],
): Promise<WithoutJs[]> {
  const browser = await chromium.launch({
    executablePath,
    args: args.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const tab = await context.newPage();
    const results: WithoutJs[] = [];
    for (const page of pages) {
      await tab.goto(`${origin}${page.path}`);
      const heading = ((await tab.locator('h1').first().textContent()) ?? '').trim();
      // Cards on the home page and lists; the product's own buy box on its page.
      const products = await tab.locator('main article, main h1').count();
      const prices = await tab
        .locator('main')
        .getByText(/₹\s?[\d,]+/)
        .count();
      results.push({ ...page, heading, products, prices, ok: heading !== '' && products > 0 && prices > 0 });
    }
    return results;
  } finally {
    await browser.close();
  }
}

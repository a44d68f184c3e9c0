import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * The storefront arrives rendered on the server (docs/decisions/075): its buttons are on screen
 * before the app has taken the page over, and a click then does nothing. After every `goto` and
 * `reload` the journeys wait for the app's mark (`data-ready` on <html>, main.tsx); a page that is
 * not the app's (the API documentation, a file) has no #root and is not waited for.
 */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.ready === 'true',
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * `page` with its goto and reload waiting for the app's mark. The `page` fixture is made this way;
 * a journey that opens pages of its own (a second shopper, staff beside a buyer) wraps them too.
 */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await appReady(page);
    return response;
  };
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForApp(page));
  },
});

import { expect, test, type APIRequestContext } from './fixtures';

// docs/product.md, Constants and limits: the carousel's step.
const CAROUSEL_STEP_MS = 5_000;

type Card = { _id: string; name: string; reviewCount: number };

/** A product nobody has reviewed, found through the list call page by page. */
async function unreviewedProduct(request: APIRequestContext): Promise<Card> {
  for (let page = 1; page <= 40; page++) {
    const response = await request.get(`/api/fetch_products_by_collection?page=${page}`);
    expect(response.status()).toBe(200);
    const list = (await response.json()) as { data: Card[] };
    const found = list.data.find((card) => card.reviewCount === 0);
    if (found) return found;
    if (list.data.length === 0) break;
  }
  throw new Error('every demo product has a review');
}

test('the banner carousel holds still under reduced motion on a phone, and offers its pause button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const home = (await (await page.request.get('/api/home')).json()) as {
    data: { banners: Array<{ BannerId: { heading: string } }> };
  };
  const headings = home.data.banners.map((entry) => entry.BannerId.heading);
  expect(headings.length).toBeGreaterThan(1);

  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured offers' });
  const shown = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) h2');
  await expect(shown).toHaveText(headings[0]!);
  // Reduced motion starts it paused: the button offers to play, and nothing moves by itself.
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeVisible();
  await page.mouse.move(5, 800);
  await page.waitForTimeout(CAROUSEL_STEP_MS + 2_000);
  await expect(shown).toHaveText(headings[0]!);

  // The shopper's own move still works, and changes the slide without sliding.
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(shown).toHaveText(headings[1]!);
  const track = carousel.locator('[aria-roledescription="slide"]').first().locator('..');
  // No sliding: the stylesheet's reduced-motion rule leaves a duration of at most 0.01 ms.
  const duration = await track.evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(Number.parseFloat(duration)).toBeLessThanOrEqual(0.00001);
  await page.screenshot({ path: 'e2e/artifacts/carousel-reduced-motion-phone.png' });
});

test("a product nobody has reviewed says 'No reviews yet'", async ({ page }) => {
  const product = await unreviewedProduct(page.request);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'No reviews yet' })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'User Reviews' });
  await expect(reviews.getByText('No reviews yet. Riders who buy this can review it from their orders.')).toBeVisible();
  await expect(page.getByText('0.0', { exact: true })).toHaveCount(0);
});

import { expect, test, type Page } from './fixtures';
import { DESKTOP, PHONE, shootBothWidths } from './screens';
import { signIn, signUpShopper } from './shoppers';

// What a new shopper tripped over (issue 42), each fixed as a class: a search text of any length,
// pictures shown whole, PIN fields that take digits only and answer 000000 in words, the states in
// alphabetical order.

type Card = { _id: string; name: string; variant_count: number; quantity: number };

async function plainProduct(page: Page): Promise<Card> {
  const res = await page.request.get('/api/fetch_products_by_collection?collection=all&page=1');
  const card = ((await res.json()) as { data: Card[] }).data.find((c) => c.variant_count === 1 && c.quantity > 0);
  if (!card) throw new Error('the demo catalog has no plain product in stock on its first page');
  return card;
}

test('a search longer than a search takes is searched by its start, with a notice, never the 404 page', async ({
  page,
}) => {
  const long = `helmet for my royal enfield classic 350 that i ride every day to work and on long weekend trips ${'x'.repeat(40)}`;
  const answer = await page.goto(`/search?q=${encodeURIComponent(long)}`);
  expect(answer?.status()).toBe(200);
  // Cut at its last space within 100 characters: the words typed, without the run of x's.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Results for “helmet for my royal enfield classic 350 that i ride every day to work and on long weekend trips”',
  );
  await expect(page.getByTestId('search-shortened')).toHaveText(
    'Your search was longer than 100 characters, so we searched for its first words.',
  );
  await shootBothWidths(page, 'search-shortened');
});

test("the product page shows its picture whole in a square box, at a phone's width and a desktop's", async ({
  page,
}) => {
  const product = await plainProduct(page);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto(`/product/${product._id}`);
    const panel = page.locator('#gallery-panel');
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    // Square, whatever the column of thumbnails beside it: nothing of a square picture is cut.
    expect(Math.abs(box.width - box.height)).toBeLessThanOrEqual(2);
    const fit = await panel
      .locator('img')
      .first()
      .evaluate((img) => getComputedStyle(img).objectFit);
    expect(fit).toBe('contain');
  }
  await shootBothWidths(page, 'product-picture-whole');
});

test('the quantity stops at what one order may take, and says so', async ({ page }) => {
  const product = await plainProduct(page);
  await page.goto(`/product/${product._id}`);
  // Half the shelf, rounded up, at most 20: what checkout accepts (docs/decisions/068).
  const most = Math.min(product.quantity, Math.min(20, Math.ceil(product.quantity / 2)));
  const more = page.getByRole('button', { name: 'Increase quantity' });
  for (let i = 1; i < most; i++) await more.click();
  await expect(page.getByRole('group', { name: 'Quantity' }).getByRole('status')).toHaveText(String(most));
  await expect(more).toBeDisabled();
  if (most < product.quantity) await expect(page.getByTestId('most-per-order')).toHaveText(`At most ${most} per order`);
});

test('PIN fields take digits only, 000000 is answered in words, and the states are listed A to Z', async ({
  page,
  request,
}) => {
  const product = await plainProduct(page);
  await page.setViewportSize(PHONE);
  await page.goto(`/product/${product._id}`);
  const pin = page.getByLabel('PIN code');
  await pin.pressSequentially('6a8b2c0d1e6');
  await expect(pin).toHaveValue('682016');
  await pin.fill('');
  await pin.pressSequentially('000000');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const check = page.getByRole('region', { name: 'Check delivery' });
  await expect(check.getByRole('status')).toHaveText('We do not deliver to this PIN code');

  const shopper = await signUpShopper(request, 'walker', 'Meera Pillai');
  await signIn(page, shopper);
  await page.goto(`/purchase?product_id=${product._id}&qty=1`);
  const form = page.getByRole('group', { name: 'New shipping address' });
  await form.getByLabel('Pin code').pressSequentially('68a2b016');
  await expect(form.getByLabel('Pin code')).toHaveValue('682016');
  await form.getByLabel('Mobile').pressSequentially('98-47 01x2345');
  await expect(form.getByLabel('Mobile')).toHaveValue('9847012345');
  const states = await form.getByLabel('State').locator('option').allTextContents();
  const listed = states.slice(1);
  expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b, 'en')));
  expect(listed[0]).toBe('Andaman and Nicobar Islands');
  await form.getByLabel('Pin code').fill('000000');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(form.getByText('We do not deliver to this PIN code')).toBeVisible();
  await shootBothWidths(page, 'checkout-pin-000000');
});

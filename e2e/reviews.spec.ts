import { expect, test, type APIRequestContext } from './fixtures';
import sharp from 'sharp';
import { E2E_ADMIN } from './admin-account';
import { readMailedCode } from './mailbox';

const run = Date.now().toString(36);
const shopper = { name: 'Meera Pillai', email: `meera.${run}@example.com`, password: 'ride2024' };
const address = {
  name: 'Meera Pillai',
  phone: '9847012345',
  pinCode: '682001',
  address: '12 Marine Drive',
  locality: 'Ernakulam',
  town: 'Kochi',
  state: 'Kerala',
  landMark: 'Near the jetty',
};

type Card = { _id: string; name: string; quantity: number; variant_count: number; default_variant: string };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body;
}

async function signUp(request: APIRequestContext): Promise<string> {
  await ok(
    await request.post('/api/sign_up', {
      data: {
        fullName: shopper.name,
        email: shopper.email,
        password: shopper.password,
        confirmPassword: shopper.password,
      },
    }),
  );
  const otp = await readMailedCode(shopper.email, 'sign-up');
  const verified = await ok<{ data: { token: string } }>(
    await request.post('/api/verify_otp', { data: { email: shopper.email, otp } }),
  );
  return verified.data.token;
}

/** A product with one option and stock, from the demo catalog. */
async function plainProduct(request: APIRequestContext): Promise<Card> {
  for (let page = 1; page <= 5; page += 1) {
    const res = await request.get(`/api/fetch_products_by_collection?collection=all&page=${page}`);
    const card = ((await res.json()) as { data: Card[] }).data.find((c) => c.variant_count === 1 && c.quantity >= 2);
    if (card) return card;
  }
  throw new Error('the seed has no plain product in stock');
}

/** Buys the product through the API and pays in test mode, as the checkout screens would. */
async function buy(request: APIRequestContext, token: string, product: Card): Promise<string> {
  const created = await ok<{ data: { _id: string }; raz: { order_id: string } }>(
    await request.post('/api/create_order', {
      headers: bearer(token),
      data: {
        address,
        products: [{ product: product._id, variant: product.default_variant, quantity: 1 }],
        type: 'single',
      },
    }),
  );
  const paid = await ok<{ data: unknown }>(
    await request.post('/api/test_payment/pay', {
      headers: bearer(token),
      data: { razorpay_order_id: created.raz.order_id },
    }),
  );
  await ok(await request.post('/api/verify_order', { headers: bearer(token), data: paid.data }));
  return created.data._id;
}

/** The back office ships and delivers the order. */
async function deliver(request: APIRequestContext, orderId: string): Promise<void> {
  const login = await ok<{ data: { token: string } }>(
    await request.post('/api/log_in', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } }),
  );
  const headers = bearer(login.data.token);
  await ok(
    await request.post(`/api/admin/orders/${orderId}/ship`, {
      headers,
      data: { tracking_number: 'IP123456789IN', carrier: 'India Post Speed Post' },
    }),
  );
  await ok(await request.post(`/api/admin/orders/${orderId}/deliver`, { headers, data: {} }));
}

/** A detailed 3000 × 2000 camera-like JPEG, well over the 500 KB the browser compresses to. */
function bigPhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#8a5a2b',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}

function smallPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#2b6a8a' } })
    .png()
    .toBuffer();
}

test('a delivered product is reviewed with photos, then shown on its page and in the lightbox', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signUp(request);
  const product = await plainProduct(request);
  const orderId = await buy(request, token, product);
  await deliver(request, orderId);

  // The shopper signs in and opens My Orders.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/signin');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/orders?status=delivered');
  await page.getByRole('button', { name: /^Add Review & Rating/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Add Review & Rating' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(product.name)).toBeVisible();

  // Without stars the form says so and sends nothing.
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Please select a rating')).toBeVisible();

  await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await dialog.getByLabel(/Your review/).fill('Fits my Classic 350 perfectly and arrived in two days.');
  const big = await bigPhoto();
  expect(big.length).toBeGreaterThan(1024 * 1024);
  await dialog.getByLabel('Add photos').setInputFiles([
    { name: 'ride.jpg', mimeType: 'image/jpeg', buffer: big },
    { name: 'bike.png', mimeType: 'image/png', buffer: await smallPhoto() },
  ]);
  await expect(dialog.getByRole('img', { name: /ready to upload/ })).toHaveCount(2);
  await page.screenshot({ path: 'e2e/artifacts/review-dialog-desktop.png' });

  // The browser compresses the big photo to about 500 KB before it goes up.
  const uploadSizes: number[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/image_upload')) uploadSizes.push(req.postDataBuffer()?.length ?? 0);
  });
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Your review has been posted' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(uploadSizes).toHaveLength(2);
  expect(Math.max(...uploadSizes)).toBeLessThan(600 * 1024);

  // Everyone sees it on the product page: the summary, the text, the verified mark and the photos.
  await page.goto(`/product/${product._id}`);
  const reviews = page.getByRole('region', { name: 'User Reviews' });
  await expect(reviews.getByText('Fits my Classic 350 perfectly')).toBeVisible();
  await expect(reviews.getByText('Based on 1 review')).toBeVisible();
  await expect(reviews.getByRole('img', { name: '5 star: 1 review' })).toBeVisible();
  await expect(reviews.getByText('Verified purchase')).toBeVisible();
  await expect(reviews.getByText(shopper.name)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5.0 out of 5' }).first()).toBeVisible();

  const thumb = reviews.getByRole('button', { name: `Open photo 1 from ${shopper.name}` });
  await thumb.scrollIntoViewIfNeeded();
  // The list shows the 320 px copy the server made beside the full photo.
  await expect.poll(() => thumb.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await thumb.click();

  const lightbox = page.getByRole('dialog', { name: 'Review photo 1 of 2' });
  await expect(lightbox).toBeVisible();
  const full = lightbox.getByRole('img', { name: 'Review photo 1 of 2' });
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(320);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: 'Review photo 2 of 2' })).toBeVisible();
  await page.screenshot({ path: 'e2e/artifacts/review-lightbox-desktop.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Review photo/ })).toBeHidden();

  // The photo as served: WebP, cached for a year, never sniffed as something else.
  const src = await thumb.locator('img').getAttribute('src');
  const served = await request.get(src ?? '');
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(served.headers()['cache-control']).toContain('immutable');
});

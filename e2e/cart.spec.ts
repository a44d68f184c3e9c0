import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readMailedCode } from './mailbox';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const run = Date.now().toString(36);
const shopper = { name: 'Rahul Menon', email: `rahul.${run}@example.com`, password: 'gear2024' };

type Card = { _id: string; name: string; quantity: number; variant_count: number };
type Variant = { _id: string; name: string; quantity: number };

async function findProducts(request: APIRequestContext) {
  const cards: Card[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const res = await request.get(`/api/fetch_products_by_collection?collection=all&page=${page}`);
    const body = (await res.json()) as { data: Card[] };
    cards.push(...body.data);
  }
  const plain = cards.find((c) => c.variant_count === 1 && c.quantity >= 3);
  let sized: { card: Card; variant: Variant } | undefined;
  for (const card of cards.filter((c) => c.variant_count > 1 && c.quantity > 0)) {
    const res = await request.get(`/api/fetch_product?id=${card._id}`);
    const body = (await res.json()) as { data: { default_variant: string; variants: Variant[] } };
    const variant = body.data.variants.find((v) => v._id !== body.data.default_variant && v.quantity >= 2);
    if (variant) {
      sized = { card, variant };
      break;
    }
  }
  if (!plain || !sized) throw new Error('the seed has no fitting products');
  return { plain, sized };
}

async function shoot(page: Page, name: string) {
  // Let the notices fade so they do not cover the page.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/artifacts/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test('a shopper fills, changes and empties the cart, and likes and unlikes', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { plain, sized } = await findProducts(request);

  // A fresh account, verified with the mailed code.
  const start = await request.post('/api/sign_up', {
    data: {
      fullName: shopper.name,
      email: shopper.email,
      password: shopper.password,
      confirmPassword: shopper.password,
    },
  });
  expect(start.status()).toBe(200);
  const otp = await readMailedCode(shopper.email, 'sign-up');
  expect((await request.post('/api/verify_otp', { data: { email: shopper.email, otp } })).status()).toBe(200);

  await page.setViewportSize(DESKTOP);

  // A visitor tapping Add to Cart is asked to sign in and comes back to the product.
  await page.goto(`/product/${plain._id}`);
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=%2Fproduct%2F${plain._id}$`));
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${plain._id}$`));

  const header = page.getByRole('banner');
  const cartBadge = (n: number) => header.getByRole('link', { name: `Cart, ${n} ${n === 1 ? 'item' : 'items'}` });
  const likedBadge = (n: number) =>
    header.getByRole('link', { name: `Liked products, ${n} ${n === 1 ? 'item' : 'items'}` });
  await expect(cartBadge(0)).toBeVisible();

  // Two of the plain product.
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(cartBadge(1)).toBeVisible();

  // The sized product in a size other than the default.
  await page.goto(`/product/${sized.card._id}`);
  await page.locator('label', { hasText: new RegExp(`^${sized.variant.name}`) }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expect(cartBadge(2)).toBeVisible();

  await cartBadge(2).click();
  await expect(page).toHaveURL(/\/cart$/);
  const plainRow = page.getByRole('listitem', { name: new RegExp(`^${escape(plain.name)}, `) });
  const sizedRow = page.getByRole('listitem', { name: `${sized.card.name}, ${sized.variant.name}` });
  await expect(sizedRow).toBeVisible();
  await expect(plainRow.getByLabel('Quantity', { exact: true })).toHaveText('2');
  await expect(sizedRow.getByLabel('Quantity', { exact: true })).toHaveText('1');
  await expect(sizedRow.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await expect(page.getByText('Shipping and taxes included')).toBeVisible();
  await shoot(page, 'cart');

  const total = page.getByTestId('cart-total');
  const before = await total.textContent();
  await sizedRow.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(sizedRow.getByLabel('Quantity', { exact: true })).toHaveText('2');
  await expect(total).not.toHaveText(before ?? '');
  await sizedRow.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(sizedRow.getByLabel('Quantity', { exact: true })).toHaveText('1');
  await expect(total).toHaveText(before ?? '');

  // Quantities come from the server after a reload too.
  await page.reload();
  await expect(plainRow.getByLabel('Quantity', { exact: true })).toHaveText('2');

  await plainRow.getByRole('button', { name: `Remove ${plain.name}` }).click();
  await expect(plainRow).toHaveCount(0);
  await expect(cartBadge(1)).toBeVisible();
  await sizedRow.getByRole('button', { name: `Remove ${sized.card.name}` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(cartBadge(0)).toBeVisible();

  // Like and unlike from a card in the list.
  await expect(likedBadge(0)).toBeVisible();
  await page.goto('/products/all?brand=all&collection=all&page=1');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: plain.name, exact: true }) });
  await card.getByRole('button', { name: `Like ${plain.name}` }).click();
  await expect(card.getByRole('button', { name: `Unlike ${plain.name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(likedBadge(1)).toBeVisible();
  await page.reload();
  await expect(likedBadge(1)).toBeVisible();

  await likedBadge(1).click();
  await expect(page).toHaveURL(/\/liked$/);
  const likedCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: plain.name, exact: true }) });
  await expect(likedCard).toBeVisible();
  await shoot(page, 'liked');

  // Add to cart from the liked page, then unlike there.
  await likedCard.getByRole('button', { name: new RegExp(`^Add to Cart.*${escape(plain.name)}$`) }).click();
  await expect(cartBadge(1)).toBeVisible();
  await likedCard.getByRole('button', { name: `Unlike ${plain.name}` }).click();
  await expect(page.getByText('No liked products yet')).toBeVisible();
  await expect(likedBadge(0)).toBeVisible();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

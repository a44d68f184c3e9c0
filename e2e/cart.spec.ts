import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { seriousViolations } from './axe';
import { readMailedCode } from './mailbox';
import { DESKTOP, PHONE, shootBothWidths } from './screens';

const run = Date.now().toString(36);
const LIST = '/products/all?brand=all&collection=all&page=1';

type Card = { _id: string; name: string; quantity: number; variant_count: number };
type Variant = { _id: string; name: string; quantity: number };
type Products = { plain: Card; sized: { card: Card; variant: Variant } };

/** A one-variant product on the first list page (for its card), and a product with sizes. */
async function findProducts(request: APIRequestContext): Promise<Products> {
  const cards: Card[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const res = await request.get(`/api/fetch_products_by_collection?collection=all&page=${page}`);
    cards.push(...((await res.json()) as { data: Card[] }).data);
  }
  const plain = cards.slice(0, 9).find((c) => c.variant_count === 1 && c.quantity >= 5);
  let sized: Products['sized'] | undefined;
  for (const card of cards.filter((c) => c.variant_count > 1 && c.quantity > 0)) {
    const res = await request.get(`/api/fetch_product?id=${card._id}`);
    const body = (await res.json()) as { data: { default_variant: string; variants: Variant[] } };
    const variant = body.data.variants.find((v) => v._id !== body.data.default_variant && v.quantity >= 3);
    if (variant) {
      sized = { card, variant };
      break;
    }
  }
  if (!plain || !sized) throw new Error('the seed has no fitting products');
  return { plain, sized };
}

async function createAccount(request: APIRequestContext, who: { name: string; email: string; password: string }) {
  const start = await request.post('/api/sign_up', {
    data: { fullName: who.name, email: who.email, password: who.password, confirmPassword: who.password },
  });
  expect(start.status()).toBe(200);
  const otp = await readMailedCode(who.email, 'sign-up');
  expect((await request.post('/api/verify_otp', { data: { email: who.email, otp } })).status()).toBe(200);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The header and page parts the journeys look at. */
function store(page: Page) {
  const header = page.getByRole('banner');
  const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
  return {
    cartBadge: (n: number) => header.getByRole('link', { name: `Cart, ${items(n)}`, exact: true }),
    likedBadge: (n: number) => header.getByRole('link', { name: `Liked products, ${items(n)}`, exact: true }),
    anyLikedBadge: header.getByRole('link', { name: /^Liked products/ }),
    card: (name: string) => page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) }),
    row: (name: string, variant?: string) =>
      // A line of a product's only variant is named by the product alone (docs/decisions/072).
      page.getByRole('listitem', { name: variant ? `${name}, ${variant}` : new RegExp(`^${escape(name)}(, |$)`) }),
    quantityOf: (row: ReturnType<Page['getByRole']>) => row.getByLabel('Quantity', { exact: true }),
  };
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: /^Liked products/ })).toHaveCount(0);
}

async function addOnProductPage(page: Page, productId: string, variantName?: string, extra = 0) {
  await page.goto(`/product/${productId}`);
  if (variantName) await page.locator('label', { hasText: new RegExp(`^${escape(variantName)}`) }).click();
  for (let i = 0; i < extra; i += 1) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
}

test('desktop: a visitor fills a cart, signs in at checkout and finds it merged; cart and likes follow every change', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const { plain, sized } = await findProducts(request);
  const shopper = { name: 'Rahul Menon', email: `rahul.${run}@example.com`, password: 'gear2024' };
  await createAccount(request, shopper);
  // The account already holds one of the plain product from an earlier visit.
  const login = await request.post('/api/log_in', { data: { email: shopper.email, password: shopper.password } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const seeded = await request.post('/api/add_to_cart', {
    data: { product_id: plain._id },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(seeded.status()).toBe(200);

  const s = store(page);

  // A visitor adds from a card (twice: one line of two) and two of a size from the product page; the
  // badge counts units (decision 116).
  await page.goto(LIST);
  await expect(s.cartBadge(0)).toBeVisible();
  await expect(s.anyLikedBadge).toHaveCount(0);
  const plainCard = s.card(plain.name);
  const addFromCard = plainCard.getByRole('button', { name: new RegExp(`^Add to Cart.*${escape(plain.name)}$`) });
  await addFromCard.click();
  await expect(s.cartBadge(1)).toBeVisible();
  await expect(addFromCard).toBeEnabled();
  await addFromCard.click();
  await expect(page.getByText('Added to cart').last()).toBeVisible();
  await expect(s.cartBadge(2)).toBeVisible();
  await addOnProductPage(page, sized.card._id, sized.variant.name, 1);
  await expect(s.cartBadge(4)).toBeVisible();

  // The visitor's cart page, priced by the server.
  await s.cartBadge(4).click();
  await expect(page).toHaveURL(/\/cart$/);
  const plainRow = s.row(plain.name);
  const sizedRow = s.row(sized.card.name, sized.variant.name);
  await expect(s.quantityOf(plainRow)).toHaveText('2');
  await expect(s.quantityOf(sizedRow)).toHaveText('2');
  await expect(page.getByText(/No account needed/)).toBeVisible();
  await shootBothWidths(page, 'cart-visitor');
  expect(await seriousViolations(page)).toEqual([]);
  await sizedRow.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(s.quantityOf(sizedRow)).toHaveText('1');
  // Kept in the browser across a reload.
  await page.reload();
  await expect(s.quantityOf(sizedRow)).toHaveText('1');
  await expect(s.cartBadge(3)).toBeVisible();

  // Checkout opens for the visitor (express checkout); one with an account signs in from there and
  // comes back to the cart checkout with the merged cart.
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/purchase\?cart$/);
  await page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fpurchase%3Fcart$/);
  await signIn(page, shopper);
  await expect(page).toHaveURL(/\/purchase\?cart$/);
  await expect(s.cartBadge(4)).toBeVisible();
  await expect(s.likedBadge(0)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('visitor_cart'))).toBeNull();

  // The merged cart: 1 already in the account + 2 from the browser; the size as chosen.
  await s.cartBadge(4).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(s.quantityOf(plainRow)).toHaveText('3');
  await expect(s.quantityOf(sizedRow)).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/purchase?cart');
  await shootBothWidths(page, 'cart');
  expect(await seriousViolations(page)).toEqual([]);

  const total = page.getByTestId('cart-total');
  const before = await total.textContent();
  await sizedRow.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(s.quantityOf(sizedRow)).toHaveText('2');
  await expect(total).not.toHaveText(before ?? '');
  await plainRow.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(s.quantityOf(plainRow)).toHaveText('2');
  await page.reload();
  await expect(s.quantityOf(plainRow)).toHaveText('2');
  await expect(s.quantityOf(sizedRow)).toHaveText('2');
  await plainRow.getByRole('button', { name: `Remove ${plain.name}` }).click();
  await expect(plainRow).toHaveCount(0);
  await expect(s.cartBadge(2)).toBeVisible();

  // Like from a list card and from the product page; the badge follows each.
  await page.goto(LIST);
  await plainCard.getByRole('button', { name: `Like ${plain.name}` }).click();
  await expect(plainCard.getByRole('button', { name: `Unlike ${plain.name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(s.likedBadge(1)).toBeVisible();
  await page.goto(`/product/${sized.card._id}`);
  await page.getByRole('button', { name: `Like ${sized.card.name}` }).click();
  await expect(page.getByRole('button', { name: `Unlike ${sized.card.name}` })).toBeVisible();
  await expect(s.likedBadge(2)).toBeVisible();
  await page.reload();
  await expect(s.likedBadge(2)).toBeVisible();
  await expect(page.getByRole('button', { name: `Unlike ${sized.card.name}` })).toHaveAttribute('aria-pressed', 'true');

  // Unlike on the liked page, then from the list.
  await s.likedBadge(2).click();
  await expect(page).toHaveURL(/\/liked$/);
  const likedSized = s.card(sized.card.name);
  await expect(s.card(plain.name)).toBeVisible();
  await likedSized.getByRole('button', { name: `Unlike ${sized.card.name}` }).click();
  await expect(likedSized).toHaveCount(0);
  await expect(s.likedBadge(1)).toBeVisible();
  await page.goto(LIST);
  await plainCard.getByRole('button', { name: `Unlike ${plain.name}` }).click();
  await expect(plainCard.getByRole('button', { name: `Like ${plain.name}` })).toHaveAttribute('aria-pressed', 'false');
  await expect(s.likedBadge(0)).toBeVisible();
  await expect(s.cartBadge(2)).toBeVisible();

  // A visitor's heart asks them to sign in; the like is there when they come back.
  await signOut(page, false);
  await expect(s.cartBadge(0)).toBeVisible();
  await page.goto(`/product/${plain._id}`);
  await page.getByRole('button', { name: `Like ${plain.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/signin\\?redirect=%2Fproduct%2F${plain._id}$`));
  await expect(page.getByText('Sign in to like')).toBeVisible();
  await signIn(page, shopper);
  await expect(page).toHaveURL(new RegExp(`/product/${plain._id}$`));
  await expect(page.getByRole('button', { name: `Unlike ${plain.name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(s.likedBadge(1)).toBeVisible();
  await expect(s.cartBadge(2)).toBeVisible();
});

test('phone: a visitor fills a cart, signs up with the mailed code and finds it in the new account; likes follow', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const { plain, sized } = await findProducts(request);
  const rider = { name: 'Anjali Varma', email: `anjali.${run}@example.com`, password: 'ride2024' };
  const s = store(page);

  // Two items as a visitor: the plain product ×2 from its page, and the sized one's default.
  await addOnProductPage(page, plain._id, undefined, 1);
  await expect(s.cartBadge(2)).toBeVisible();
  await addOnProductPage(page, sized.card._id);
  await expect(s.cartBadge(3)).toBeVisible();
  await s.cartBadge(3).click();
  await expect(s.quantityOf(s.row(plain.name))).toHaveText('2');
  await expect(s.quantityOf(s.row(sized.card.name))).toHaveText('1');

  // Sign up from the menu's Sign in; the code step ends signed in with the cart carried over.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Full Name').fill(rider.name);
  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(rider.password);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/otp-verification/);
  const code = await readMailedCode(rider.email, 'sign-up');
  await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().pressSequentially(code);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(s.likedBadge(0)).toBeVisible();
  await expect(s.cartBadge(3)).toBeVisible();

  await s.cartBadge(3).click();
  await expect(page).toHaveURL(/\/cart$/);
  const plainRow = s.row(plain.name);
  const sizedRow = s.row(sized.card.name);
  await expect(s.quantityOf(plainRow)).toHaveText('2');
  await expect(s.quantityOf(sizedRow)).toHaveText('1');
  await plainRow.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(s.quantityOf(plainRow)).toHaveText('3');
  await sizedRow.getByRole('button', { name: `Remove ${sized.card.name}` }).click();
  await expect(sizedRow).toHaveCount(0);
  await expect(s.cartBadge(3)).toBeVisible();
  await page.reload();
  await expect(s.quantityOf(plainRow)).toHaveText('3');

  // Like on the product page, unlike on the liked page.
  await page.goto(`/product/${sized.card._id}`);
  await page.getByRole('button', { name: `Like ${sized.card.name}` }).click();
  await expect(s.likedBadge(1)).toBeVisible();
  await s.likedBadge(1).click();
  await expect(page).toHaveURL(/\/liked$/);
  await s
    .card(sized.card.name)
    .getByRole('button', { name: `Unlike ${sized.card.name}` })
    .click();
  await expect(page.getByText('No liked products yet')).toBeVisible();
  await expect(s.likedBadge(0)).toBeVisible();

  // A visitor's heart on a list card: sign in, back to the list, liked.
  await signOut(page, true);
  await page.goto(LIST);
  const card = s.card(plain.name);
  await card.getByRole('button', { name: `Like ${plain.name}` }).click();
  await expect(page).toHaveURL(/\/signin\?redirect=/);
  await signIn(page, rider);
  await expect(page).toHaveURL(/\/products\/all\?brand=all&collection=all&page=1$/);
  await expect(card.getByRole('button', { name: `Unlike ${plain.name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(s.likedBadge(1)).toBeVisible();
  await expect(s.cartBadge(3)).toBeVisible();
});

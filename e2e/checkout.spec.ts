import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { signIn, signUpShopper } from './shoppers';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

type Card = { _id: string; name: string; quantity: number; variant_count: number };
type Variant = { _id: string; name: string; quantity: number; discount_price: number };
type Product = { _id: string; name: string; default_variant: string; variants: Variant[] };

/** In-stock products: one with sizes (a variant other than the default with stock >= 3) and plain ones. */
async function findProducts(request: APIRequestContext) {
  const cards: Card[] = [];
  for (let page = 1; page <= 6; page += 1) {
    const res = await request.get(`/api/fetch_products_by_collection?collection=all&page=${page}`);
    cards.push(...((await res.json()) as { data: Card[] }).data);
  }
  const plain = cards.filter((c) => c.variant_count === 1 && c.quantity >= 5);
  for (const card of cards.filter((c) => c.variant_count > 1 && c.quantity > 0)) {
    const product = await productOf(request, card._id);
    const variant = product.variants.find((v) => v._id !== product.default_variant && v.quantity >= 3);
    if (variant && plain.length >= 4) return { sized: { product, variant }, plain };
  }
  throw new Error('the seed has no fitting products');
}

async function productOf(request: APIRequestContext, id: string): Promise<Product> {
  const res = await request.get(`/api/fetch_product?id=${id}`);
  return ((await res.json()) as { data: Product }).data;
}

async function stockOf(request: APIRequestContext, productId: string, variantId: string) {
  return (await productOf(request, productId)).variants.find((v) => v._id === variantId)?.quantity;
}

const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(paise / 100);

function notice(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function shoot(page: Page, name: string) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/artifacts/${name}-${label}.png`, fullPage: true });
  }
}

test('Buy Now with a new address on a phone: pay in test mode, see success, My Orders and details', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { sized } = await findProducts(request);
  const stockBefore = await stockOf(request, sized.product._id, sized.variant._id);
  const shopper = await signUpShopper(request, 'buynow');
  await page.setViewportSize(PHONE);
  await signIn(page, shopper);

  await page.goto(`/product/${sized.product._id}`);
  await page.locator('label', { hasText: new RegExp(`^${sized.variant.name}`) }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/purchase\\?product_id=${sized.product._id}&qty=2&variant=${sized.variant._id}$`),
  );
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const goods = sized.variant.discount_price * 2;
  // Until the PIN is known, shipping is not counted; the demo shop's ₹49 in Kerala below ₹999.
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(goods));
  await expect(page.getByText('Prices include GST.')).toBeVisible();
  const total = goods + (goods >= 99_900 ? 0 : 4900);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

  // Nothing typed: the notice of docs/product.md, Checkout. Then the field rules, inline.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(notice(page, 'please select address or fill the address')).toBeVisible();
  const form = page.getByRole('group', { name: 'New shipping address' });
  await form.getByLabel('Name').fill('Anjali Nair');
  await form.getByLabel('Mobile').fill('98470');
  await form.getByLabel('Address').fill('TC 14/220, Vazhuthacaud Road');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(form.getByText('Mobile must be 10 digits')).toBeVisible();
  await expect(form.getByText('Pin code is required')).toBeVisible();
  await expect(form.getByText('Landmark is required')).toBeVisible();

  await form.getByLabel('Mobile').fill('9847012345');
  await form.getByLabel('Pin code').fill('695014');
  await form.getByLabel('Town').fill('Thiruvananthapuram');
  await form.getByLabel('State').selectOption('Kerala');
  await form.getByLabel('Landmark').fill('Opposite the Women’s College');
  // Saving to the address book needs every field, locality included.
  await form.getByRole('button', { name: 'Save to address book' }).click();
  await expect(notice(page, 'please fill the form complete')).toBeVisible();
  await form.getByLabel('Locality').fill('Vazhuthacaud');
  await form.getByRole('button', { name: 'Save to address book' }).click();
  const saved = page.getByRole('radiogroup', { name: 'Saved addresses' }).getByRole('radio').first();
  await expect(saved).toBeChecked();
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(total));
  await shoot(page, 'checkout');
  await page.setViewportSize(PHONE);

  await page.getByRole('button', { name: 'Place Order' }).click();
  const payWindow = page.getByRole('dialog');
  await expect(payWindow.getByText('TEST MODE')).toBeVisible();
  await expect(payWindow.getByTestId('test-payment-amount')).toHaveText(inr(total));
  await page.screenshot({ path: 'e2e/artifacts/test-payment-phone.png' });
  await payWindow.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Order placed!' })).toBeVisible();
  const eta = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
  const expected = [0, 1].map((d) => eta.format(new Date(Date.now() + (3 + d) * 86_400_000)));
  // The paid date plus the Kerala zone's three days (allowing for a run across midnight).
  expect(expected).toContain(await page.getByTestId('estimated-delivery').textContent());
  await expect(page.getByTestId('order-total')).toHaveText(inr(total));
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  await shoot(page, 'success');
  expect(await stockOf(request, sized.product._id, sized.variant._id)).toBe((stockBefore ?? 0) - 2);

  await page.setViewportSize(PHONE);
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(/\/orderDetails\//);
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
  await expect(page.getByText('Online payment', { exact: true })).toBeVisible();
  await expect(page.getByTestId('provider-order-number')).not.toHaveText('N/A');
  await expect(page.getByText('Opposite the Women’s College')).toBeVisible();
  await shoot(page, 'order-details');

  await page.setViewportSize(PHONE);
  await page.goto('/orders');
  const card = page.getByRole('listitem', { name: `Order ${orderNumber}` });
  await expect(card.getByTestId('order-status')).toHaveText('Processing');
  await page.getByRole('tab', { name: /^Shipped/ }).click();
  await expect(page).toHaveURL(/\/orders\?status=shipped$/);
  await expect(page.getByText('No shipped orders')).toBeVisible();
  await page.getByRole('tab', { name: /^Processing/ }).click();
  await expect(card).toBeVisible();
  await shoot(page, 'orders');
});

test('cart checkout with a saved address clears the cart', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { plain } = await findProducts(request);
  const [first, second] = [plain[0], plain[1]];
  if (!first || !second) throw new Error('need two products');
  const shopper = await signUpShopper(request, 'cartpay');
  const auth = { Authorization: `Bearer ${shopper.token}` };
  const address = await request.post('/api/create_address', {
    headers: auth,
    data: {
      name: 'Anjali Nair',
      phone: '9847012345',
      pin_code: '682019',
      locality: 'Vyttila',
      address: '12/450, Thykoodam Road',
      town: 'Kochi',
      state: 'Kerala',
      landmark: 'Near Vyttila Hub',
      flag: true,
    },
  });
  expect(address.status()).toBe(200);
  for (const [card, quantity] of [
    [first, 2],
    [second, 1],
  ] as const) {
    const added = await request.post('/api/add_to_cart', { headers: auth, data: { product_id: card._id, quantity } });
    expect(added.status()).toBe(200);
  }

  await page.setViewportSize(DESKTOP);
  await signIn(page, shopper);
  const header = page.getByRole('banner');
  // The badge counts units (docs/product.md, Header): two and one.
  await expect(header.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await page.goto('/cart');
  const cartTotal = (await page.getByTestId('cart-total').textContent()) ?? '';
  await page.getByRole('link', { name: /Checkout/ }).click();
  await expect(page).toHaveURL(/\/purchase\?cart/);
  await expect(page.getByTestId('checkout-total')).toHaveText(cartTotal);
  // The default saved address is picked already.
  await expect(page.getByRole('radio', { name: /Anjali Nair/ })).toBeChecked();

  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\//);
  await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test("a failed payment shows 'payment failed' and can be paid again from the order", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { plain } = await findProducts(request);
  const product = plain[2];
  if (!product) throw new Error('need a product');
  const shopper = await signUpShopper(request, 'retry');
  const auth = { Authorization: `Bearer ${shopper.token}` };
  await request.post('/api/create_address', {
    headers: auth,
    data: {
      name: 'Anjali Nair',
      phone: '9847012345',
      pin_code: '673001',
      locality: 'Mavoor Road',
      address: '5/12, Bank Road',
      town: 'Kozhikode',
      state: 'Kerala',
      landmark: 'Near the bus stand',
      flag: true,
    },
  });

  await page.setViewportSize(PHONE);
  await signIn(page, shopper);
  await page.goto(`/purchase?product_id=${product._id}&qty=1&variant=`);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fail' }).click();
  await expect(notice(page, 'payment failed')).toBeVisible();
  await expect(page).toHaveURL(/\/orderDetails\//);
  // The order page says what happened (the notice says it too, with what to do next).
  const unpaid = page.getByRole('status').filter({ hasText: 'Payment not completed' });
  await expect(unpaid).toContainText('Payment declined (test mode)');
  await expect(page.getByTestId('payment-status')).toHaveText('Failed');
  await shoot(page, 'payment-failed');

  // My Orders shows it waiting for payment; pay again from there.
  await page.setViewportSize(PHONE);
  await page.goto('/orders');
  await expect(page.getByTestId('order-status').first()).toHaveText('Payment pending');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\//);
  await expect(page.getByRole('heading', { name: 'Order placed!' })).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByTestId('order-status').first()).toHaveText('Processing');
});

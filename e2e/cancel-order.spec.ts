import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { waitForMails } from './mailbox';
import { DESKTOP, PHONE, shootBothWidths } from './screens';
import { signIn, signUpShopper } from './shoppers';

type Card = { _id: string; variant_count: number; quantity: number };
type Product = { _id: string; default_variant: string; variants: Array<{ _id: string; quantity: number }> };

/** A plain product with stock to spare, and its shelf now. */
async function plainProduct(request: APIRequestContext) {
  const res = await request.get('/api/fetch_products_by_collection?collection=all&page=1');
  const card = ((await res.json()) as { data: Card[] }).data.find((c) => c.variant_count === 1 && c.quantity >= 5);
  if (!card) throw new Error('the demo catalog has no plain product in stock');
  return { id: card._id, shelf: () => shelfOf(request, card._id) };
}

async function shelfOf(request: APIRequestContext, productId: string): Promise<number> {
  const product = ((await (await request.get(`/api/fetch_product?id=${productId}`)).json()) as { data: Product }).data;
  return product.variants.find((v) => v._id === product.default_variant)?.quantity ?? -1;
}

/** An order of two, placed and paid in test mode through the API, as the checkout would. */
async function paidOrder(request: APIRequestContext, token: string, productId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const address = {
    name: 'Anjali Nair',
    phone: '9847012345',
    pinCode: '695014',
    address: 'TC 14/220, Vazhuthacaud Road',
    locality: 'Vazhuthacaud',
    town: 'Thiruvananthapuram',
    state: 'Kerala',
    landMark: 'Opposite the Women’s College',
  };
  const created = await request.post('/api/create_order', {
    headers,
    data: { address, products: [{ product: productId, quantity: 2 }], type: 'single' },
  });
  expect(created.status()).toBe(200);
  const order = (await created.json()) as { data: { _id: string; order_number: string }; raz: { order_id: string } };
  const paid = await request.post('/api/test_payment/pay', {
    headers,
    data: { razorpay_order_id: order.raz.order_id },
  });
  const verified = await request.post('/api/verify_order', {
    headers,
    data: ((await paid.json()) as { data: unknown }).data,
  });
  expect(verified.status()).toBe(200);
  return order.data;
}

async function useDarkTheme(page: Page) {
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
}

test('a buyer cancels a paid order from My Orders on a phone: refunded, stock back, mailed, and no second cancel', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const product = await plainProduct(request);
  const shopper = await signUpShopper(request, 'canceller');
  const order = await paidOrder(request, shopper.token, product.id);
  const shelfAfterOrder = await product.shelf();

  await page.setViewportSize(PHONE);
  await signIn(page, shopper);
  await page.goto('/orders');
  const card = page.getByRole('listitem', { name: `Order ${order.order_number}` });
  await expect(card.getByTestId('order-status')).toHaveText('Processing');
  await card.getByRole('button', { name: 'Cancel order' }).click();

  const dialog = page.getByRole('dialog', { name: `Cancel order #${order.order_number}?` });
  await expect(dialog.getByText(/goes back to the way you paid/)).toBeVisible();
  // No reason yet: the dialog asks for one and nothing is sent.
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('Tell us why you are cancelling')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Ordered the wrong size or part' }).check();
  await page.screenshot({ path: 'e2e/artifacts/cancel-order-dialog-phone.png' });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: 'e2e/artifacts/cancel-order-dialog-desktop.png' });
  await page.setViewportSize(PHONE);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: `Order #${order.order_number} cancelled` }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  expect(await product.shelf()).toBe(shelfAfterOrder + 2);
  const [mail] = await waitForMails(shopper.email, `Your order ${order.order_number} has been cancelled`);
  expect(mail).toContain('As you asked');

  // The order page says so too, and offers no cancel.
  await page.goto(`/orderDetails/${order._id}`);
  await expect(page.getByTestId('payment-status')).toHaveText('Refunded');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await shootBothWidths(page, 'cancelled-order');
  await useDarkTheme(page);
  await page.screenshot({ path: 'e2e/artifacts/cancelled-order-dark-phone.png', fullPage: true });

  // A second cancel (another tab, an old page) is refused and changes nothing.
  const again = await request.post('/api/cancel_order', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { order_id: order._id, reason: 'Changed my mind' },
  });
  expect(again.status()).toBe(409);
  expect(await product.shelf()).toBe(shelfAfterOrder + 2);
});

test('the order page offers the cancel until the order ships, in both themes at desktop width', async ({
  page,
  request,
}) => {
  const product = await plainProduct(request);
  const shopper = await signUpShopper(request, 'cancelpage');
  const order = await paidOrder(request, shopper.token, product.id);
  await page.setViewportSize(DESKTOP);
  await signIn(page, shopper);
  await page.goto(`/orderDetails/${order._id}`);
  const panel = page.getByRole('region', { name: 'Changed your mind?' });
  await expect(panel).toBeVisible();
  await shootBothWidths(page, 'cancellable-order');
  await useDarkTheme(page);
  await panel.getByRole('button', { name: 'Cancel order' }).click();
  await page.screenshot({ path: 'e2e/artifacts/cancel-order-dialog-dark-desktop.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Keep order' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(panel).toBeVisible();
});

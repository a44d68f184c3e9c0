import { E2E_ADMIN } from './admin-account';
import { seriousViolations } from './axe';
import { expect, test, waitingForApp, type APIRequestContext } from './fixtures';
import { readMailedCode, waitForMails, wrongCode } from './mailbox';
import { DESKTOP, PHONE, shootBothWidths } from './screens';
import { signIn, signUpShopper } from './shoppers';

type Card = { _id: string; name: string; variant_count: number; quantity: number; discount_price: number };

const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(paise / 100);

/** A plain product in stock below free shipping (₹999 in the demo), whose one unit weighs under a kilo. */
async function cheapPlainProduct(request: APIRequestContext) {
  for (let page = 1; page <= 10; page += 1) {
    const res = await request.get(`/api/fetch_products_by_collection?collection=all&page=${page}`);
    const card = ((await res.json()) as { data: Card[] }).data.find(
      (c) => c.variant_count === 1 && c.quantity >= 3 && c.discount_price < 99_900,
    );
    if (card) return card;
  }
  throw new Error('the demo catalog has no plain product under ₹999 in stock');
}

test('phone: a rider pays cash on delivery with shipping and the fee shown, confirms by code, and staff record the cash', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const product = await cheapPlainProduct(request);
  const shopper = await signUpShopper(request, 'cashbuyer', 'Rahul Menon');
  await page.setViewportSize(PHONE);
  await signIn(page, shopper);

  await page.goto(`/purchase?product_id=${product._id}&qty=1`);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  // Before an address: the goods alone, shipping to come from the PIN.
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(product.discount_price));
  await expect(page.getByText('Calculated from your PIN')).toBeVisible();

  const form = page.getByRole('group', { name: 'New shipping address' });
  await form.getByLabel('Name').fill('Rahul Menon');
  await form.getByLabel('Mobile').fill('9447012345');
  await form.getByLabel('Pin code').fill('686001');
  await expect(form.getByLabel('Town')).toHaveValue(/.+/);
  await form.getByLabel('Locality').fill('Nagampadam');
  await form.getByLabel('Address').fill('House 22, Temple Road');
  await form.getByLabel('Landmark').fill('Behind the bus stand');
  // Kottayam is in Kerala: ₹49 shipping below ₹999.
  const shipping = 4900;
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(product.discount_price + shipping));

  const cash = page.getByRole('radio', { name: /Cash on delivery/ });
  await expect(cash).toBeEnabled();
  await cash.check();
  const total = product.discount_price + shipping + 4900;
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(total));
  await page.getByRole('button', { name: 'Place Order' }).click();

  const step = page.getByTestId('cod-code-step');
  await expect(step.getByTestId('cod-total')).toHaveText(inr(total));
  const boxes = step.getByRole('group', { name: 'Order code' }).getByRole('textbox');
  await expect(boxes).toHaveCount(4);
  const code = await readMailedCode(shopper.email, 'order');
  for (const [i, digit] of [...wrongCode(code)].entries()) await boxes.nth(i).fill(digit);
  await step.getByRole('button', { name: 'Confirm order' }).click();
  await expect(step.getByText('That code is wrong or has expired: send a new one')).toBeVisible();
  for (const [i, digit] of [...code].entries()) await boxes.nth(i).fill(digit);
  await shootBothWidths(page, 'cod-code');
  await step.getByRole('button', { name: 'Confirm order' }).click();

  await expect(page).toHaveURL(/\/success\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Order placed!' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(inr(total));
  const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  await shootBothWidths(page, 'cod-success');
  expect(await seriousViolations(page)).toEqual([]);
  await waitForMails(shopper.email, `Your order ${orderNumber} is confirmed`);

  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByText(`Cash on delivery — pay ${inr(total)} when it arrives`)).toBeVisible();

  // Staff ship it and, when the courier pays over the cash, record it from the order's page.
  const login = (await (
    await request.post('/api/log_in', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  ).json()) as { data: { token: string } };
  const orderId = page.url().split('/').pop() ?? '';
  const shipped = await request.post(`/api/admin/orders/${orderId}/ship`, {
    headers: { authorization: `Bearer ${login.data.token}` },
    data: { tracking_number: 'DL556677', carrier: 'Delhivery' },
  });
  expect(shipped.status()).toBe(200);
  await waitForMails(shopper.email, `Your order ${orderNumber} has shipped`);

  const staff = waitingForApp(await browser.newPage({ viewport: DESKTOP }));
  await signIn(staff, E2E_ADMIN);
  await staff.goto(`/admin/orders/${orderId}`);
  await staff.getByRole('button', { name: 'Record cash collected' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByLabel('Remittance reference (optional)').fill('DLV-REM-0412');
  await dialog.getByRole('button', { name: 'Record cash collected' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole('button', { name: 'Record cash collected' })).toHaveCount(0);
  await expect(staff.getByText('DLV-REM-0412').first()).toBeVisible();
  await staff.screenshot({ path: 'e2e/artifacts/cod-admin-collected-desktop.png', fullPage: true });
  await staff.close();

  await page.reload();
  await expect(page.getByText('Paid in cash')).toBeVisible();
  await expect(page.getByTestId('payment-status')).toHaveText('Paid');
});

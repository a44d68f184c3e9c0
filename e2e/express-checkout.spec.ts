import { expect, test, type APIRequestContext } from './fixtures';
import { seriousViolations } from './axe';
import { readMailedCode, wrongCode } from './mailbox';
import { PHONE, shootBothWidths } from './screens';

const run = Date.now().toString(36);

type Card = { _id: string; name: string; quantity: number; variant_count: number };
type Variant = { _id: string; name: string; quantity: number; discount_price: number };

/** A helmet with sizes whose M is in stock, and the page of the whole-catalog list its card is on. */
async function findSizedHelmet(request: APIRequestContext) {
  for (let page = 1; page <= 12; page += 1) {
    const res = await request.get(`/api/fetch_products_by_collection?collection=all&page=${page}`);
    const cards = ((await res.json()) as { data: Card[] }).data;
    for (const card of cards.filter((c) => /helmet/i.test(c.name) && c.variant_count > 1 && c.quantity > 0)) {
      const detail = await request.get(`/api/fetch_product?id=${card._id}`);
      const { variants } = ((await detail.json()) as { data: { variants: Variant[] } }).data;
      const medium = variants.find((v) => v.name === 'M' && v.quantity >= 2);
      if (medium) return { card, medium, listPage: page };
    }
  }
  throw new Error('the demo catalog has no helmet in size M on its first pages');
}

const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(paise / 100);

test('phone: a visitor with an empty browser buys a helmet in size M from its card through express checkout', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { card, medium, listPage } = await findSizedHelmet(request);
  const email = `express.${run}@example.com`;
  await page.setViewportSize(PHONE);
  const started = Date.now();

  // From the card: Add to Cart opens the size chooser rather than picking a size unasked.
  await page.goto(`/products/all?brand=all&collection=all&page=${listPage}`);
  const cardBox = page.getByRole('article').filter({ has: page.getByRole('link', { name: card.name, exact: true }) });
  await cardBox.getByRole('button', { name: /^Add to Cart/ }).click();
  const chooser = page.getByRole('dialog', { name: card.name });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: /^M\b/ }).click();
  await expect(chooser).toBeHidden();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Cart, 1 item', exact: true })).toBeVisible();

  // The cart checks out without an account.
  await header.getByRole('link', { name: 'Cart, 1 item', exact: true }).click();
  await expect(page.getByRole('listitem', { name: `${card.name}, M` })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/purchase\?cart$/);
  await expect(page.getByTestId('checkout-total')).toHaveText(inr(medium.discount_price));

  const contact = page.getByRole('region', { name: 'Contact' });
  await contact.getByLabel('Email').fill(email);
  const form = page.getByRole('group', { name: 'New shipping address' });
  await form.getByLabel('Name').fill('Meera Nair');
  await form.getByLabel('Mobile').fill('9847012345');
  await form.getByLabel('Pin code').fill('682019');
  await expect(form.getByLabel('Town')).toHaveValue(/.+/);
  await form.getByLabel('Locality').fill('Vyttila');
  await form.getByLabel('Address').fill('12/450, Thykoodam Road');
  await form.getByLabel('Landmark').fill('Near Vyttila Hub');
  await page.getByRole('button', { name: 'Place Order' }).click();

  // The code is entered on the checkout page itself.
  const codeBoxes = contact.getByRole('group', { name: 'Checkout code' }).getByRole('textbox');
  await expect(codeBoxes).toHaveCount(4);
  const code = await readMailedCode(email, 'checkout');
  for (const [i, digit] of [...wrongCode(code)].entries()) await codeBoxes.nth(i).fill(digit);
  await contact.getByRole('button', { name: 'Confirm Code and Pay' }).click();
  await expect(contact.getByText('The code is wrong or has expired')).toBeVisible();
  for (const [i, digit] of [...code].entries()) await codeBoxes.nth(i).fill(digit);
  await shootBothWidths(page, 'express-checkout-code');
  await contact.getByRole('button', { name: 'Confirm Code and Pay' }).click();

  const payment = page.getByRole('dialog');
  await expect(payment.getByText('TEST MODE')).toBeVisible();
  await expect(contact.getByText(`Signed in as ${email}`)).toBeVisible();
  await payment.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/success\//);
  // Well under a minute of the shopper's own steps, however slow this machine's test run.
  expect(Date.now() - started).toBeLessThan(60_000);

  // The order is in the new account, with its size; the browser cart went into the account.
  await page.goto('/orders');
  await expect(page.getByText(card.name).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('visitor_cart'))).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a sign-up never confirmed: signing in opens the code screen and the new code finishes it', async ({
  page,
  request,
}) => {
  const who = { fullName: 'Arjun Pillai', email: `pending.${run}@example.com`, password: 'gear2024' };
  const started = await request.post('/api/sign_up', { data: { ...who, confirmPassword: who.password } });
  expect(started.status()).toBe(200);
  const first = await readMailedCode(who.email, 'sign-up');

  await page.goto('/signin');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/otp-verification/);
  await expect(page.getByText(who.email)).toBeVisible();
  // Within the minute of the first code no second one goes out: the first still works.
  const boxes = page.getByRole('textbox');
  for (const [i, digit] of [...first].entries()) await boxes.nth(i).fill(digit);
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Liked products/ })).toBeVisible();
});

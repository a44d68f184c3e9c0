import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readMailedCode } from './mailbox';

// Each run signs up new addresses, so a rerun against the same database never collides.
const run = Date.now().toString(36);

/** A fresh shopper signed up through the API and verified with the mailed code; with its token for API set-up. */
export async function signUpShopper(request: APIRequestContext, who: string, name = 'Anjali Nair') {
  const shopper = { name, email: `${who}.${run}@example.com`, password: 'gear2024' };
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
  const verified = await request.post('/api/verify_otp', { data: { email: shopper.email, otp } });
  expect(verified.status()).toBe(200);
  const token = ((await verified.json()) as { data: { token: string } }).data.token;
  return { ...shopper, token };
}

/** Signs in on the sign-in screen and waits to land on the home page. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

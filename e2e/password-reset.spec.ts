import { expect, test } from './fixtures';
import { readMailedCode } from './mailbox';
import { readResetter } from './resetter';

const DESKTOP = { width: 1440, height: 900 };

test('forgot password with the mailed code, then sign in with the new one', async ({ page }) => {
  const resetter = readResetter();
  await page.setViewportSize(DESKTOP);
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // Codes go out at most once a minute per e-mail. The account's sign-up code went out in the
  // global setup, minutes of journeys ago; this only waits when this file runs alone.
  await page.waitForTimeout(Math.max(0, resetter.codeMailedAt + 61_000 - Date.now()));
  await page.getByLabel('Email').fill(resetter.email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const create = page.getByRole('button', { name: 'Create New Password' });
  await expect(create).toBeVisible();
  const code = await readMailedCode(resetter.email, 'password reset');
  await page.getByRole('group', { name: 'OTP' }).getByRole('textbox').first().pressSequentially(code);
  await page.getByLabel('New Password', { exact: true }).fill('fresh2024');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('fresh2024');
  await page.screenshot({ path: 'e2e/artifacts/forgot-password-desktop.png', fullPage: true });
  await create.click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Password changed. Please sign in')).toBeVisible();
  await page.getByLabel('Email').fill(resetter.email);
  await page.getByLabel('Password', { exact: true }).fill('fresh2024');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

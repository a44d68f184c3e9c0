import { expect, test, type Page } from './fixtures';
import { readMailedCode, wrongCode } from './mailbox';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const run = Date.now().toString(36);
const rider = { name: 'Asha Nair', email: `asha.${run}@example.com`, password: 'ride2024' };

test.describe.configure({ mode: 'serial' });

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/artifacts/${name}-${label}.png`, fullPage: true });
  }
}

async function signInWith(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('sign up with the mailed code, sign out and in, profile, password and addresses', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await page.goto('/signup');
  await expect(page).toHaveTitle(/Sign Up/);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Full Name is required')).toBeVisible();
  await shoot(page, 'signup');

  await page.getByLabel('Full Name').fill(rider.name);
  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(rider.password);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/otp-verification$/);
  await expect(page.getByText(rider.email)).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify Code' });
  await expect(verify).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  const code = await readMailedCode(rider.email, 'sign-up');
  const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');

  // A wrong code is refused and cleared.
  await boxes.first().pressSequentially(wrongCode(code));
  await expect(verify).toBeEnabled();
  await shoot(page, 'otp');
  await verify.click();
  await expect(page.getByRole('alert')).toHaveText('The code is wrong or has expired');
  await expect(boxes.first()).toHaveValue('');
  await expect(verify).toBeDisabled();

  await boxes.first().pressSequentially(code);
  await verify.click();
  await expect(page).toHaveURL(/\/$/);
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').name)).toBe(rider.name);

  // Log out goes home and clears the session.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(main.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

  // A visitor asking for /profile signs in first and comes back to it.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fprofile$/);
  await expect(page).toHaveTitle(/Sign In/);
  await shoot(page, 'signin');
  await signInWith(page, rider.email, 'wrong-pass1');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signInWith(page, rider.email, rider.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(rider.email)).toBeVisible();

  // A signed-in user on a guest-only screen goes home.
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');

  // Name: the 4-character rule inline, then a real change.
  await page.getByRole('button', { name: 'Edit name' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Ash');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('First name must be at least 4 characters long')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Asha Menon');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Asha Menon', { exact: true })).toBeVisible();

  // Addresses: add, edit, delete.
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Mobile is required')).toBeVisible();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Name', { exact: true }).fill('Asha Menon');
  await form.getByLabel('Mobile', { exact: true }).fill('9876543210');
  await form.getByLabel('Pin code').fill('682001');
  await form.getByLabel('Address', { exact: true }).fill('12 Beach Road');
  await form.getByLabel('Town').fill('Kochi');
  await form.getByLabel('State').selectOption('Kerala');
  await form.getByLabel('Landmark').fill('Near the ferry');
  await page.getByRole('button', { name: 'Save Address' }).click();
  const card = page.getByRole('listitem', { name: 'Address of Asha Menon' });
  await expect(card).toContainText('12 Beach Road');
  await shoot(page, 'profile');

  await card.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('form', { name: 'Edit address' }).getByLabel('Town').fill('Ernakulam');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(card).toContainText('Ernakulam');
  await card.getByRole('button', { name: 'Delete' }).click();
  await card.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('No saved addresses yet')).toBeVisible();

  // Password: a wrong current one is refused; the change keeps this session with a new token.
  await page.getByRole('tab', { name: 'Security' }).click();
  const tokenBefore = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  await page.getByLabel('Current Password', { exact: true }).fill('not-it-1');
  await page.getByLabel('New Password', { exact: true }).fill('ride2025');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('ride2025');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel('Current Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(/Password changed/)).toBeVisible();
  const tokenAfter = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token);
  expect(tokenAfter).not.toBe(tokenBefore);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByRole('radio', { name: 'Light' }).click();

  // The old password no longer works; the new one does.
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.goto('/signin');
  await signInWith(page, rider.email, rider.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signInWith(page, rider.email, 'ride2025');
  await expect(page).toHaveURL(/\/$/);
});

test('phone: sign in from the menu, greeting and log out', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInWith(page, rider.email, 'ride2025');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByText('Hi, Asha Menon!')).toBeVisible();
  const mobile = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of ['Home', 'Shop', 'Profile', 'Orders', 'Liked', 'Cart']) {
    await expect(mobile.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await page.screenshot({ path: 'e2e/artifacts/menu-signed-in-phone.png' });
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

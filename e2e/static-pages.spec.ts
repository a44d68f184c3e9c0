import { expect, test } from './fixtures';
import { seriousViolations } from './axe';

const PAGES = [
  { name: 'about', path: '/about', heading: 'About Kerala Moto Hub', title: 'About Us', fact: '30-day returns' },
  { name: 'contact', path: '/contact', heading: 'Contact Us', title: 'Contact Us', fact: 'support@keralamotohub.in' },
  { name: 'help', path: '/help', heading: 'Help Center', title: 'Help Center', fact: '10:00 am – 4:00 pm' },
  { name: 'warranty', path: '/warranty', heading: 'Warranty', title: 'Warranty', fact: '2 years from delivery' },
  {
    name: 'returns',
    path: '/returns',
    heading: 'Returns & Refunds',
    title: 'Returns & Refunds',
    fact: 'Refund in 5-7 business days',
  },
  {
    name: 'shipping',
    path: '/shipping',
    heading: 'Shipping & Delivery',
    title: 'Shipping & Delivery',
    fact: 'Kerala: 3 days',
  },
  { name: 'privacy', path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy', fact: 'Razorpay' },
  { name: 'terms', path: '/terms', heading: 'Terms of Service', title: 'Terms of Service', fact: '18 years old' },
];

const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

for (const target of PAGES) {
  test(`${target.path} shows its content with no serious axe violations`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(target.path);
        await expect(page.getByRole('heading', { level: 1, name: target.heading, exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(`${target.title} | Kerala Moto Hub`);
        await expect(page.getByRole('main')).toContainText(target.fact);
        if (target.name === 'help') {
          // Open a popular article so the screenshot and the scan cover an expanded answer.
          const popular = page.getByRole('region', { name: 'Popular articles' });
          await popular.getByText('Which payment methods do you accept?').click();
          await expect(popular.getByText(/paid online through Razorpay/)).toBeVisible();
        }
        // Nothing may be wider than the viewport (no sideways scrolling on a phone).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${target.name}/${size.name}/${scheme}: ${overflow}px horizontal overflow`);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: `e2e/artifacts/static-${target.name}-${size.name}-${scheme}.png`,
          fullPage: true,
        });
        problems.push(...(await seriousViolations(page)).map((p) => `${target.name}/${size.name}/${scheme}: ${p}`));
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the Terms name the payment methods really offered, in rupees, and not PayPal', async ({ page }) => {
  await page.goto('/terms');
  const main = page.getByRole('main');
  await expect(main).toContainText('Razorpay');
  await expect(main).toContainText('UPI');
  await expect(main).toContainText('Last updated December 2024');
  await expect(main).not.toContainText(/paypal/i);
  await expect(main).not.toContainText(/\$|USD/);
});

test('Help support buttons lead to Contact, e-mail and phone', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Live Chat' })).toHaveAttribute(
    'href',
    /^mailto:support@keralamotohub\.in/,
  );
  await expect(page.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+914841234567');
  await page.getByRole('link', { name: 'Contact Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

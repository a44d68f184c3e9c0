import { POLICY_LAST_UPDATED, SUPPORT_HOURS } from '@store/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staticRoutes } from '@/app/static-routes';
import { renderRoutes } from '@/test/render';
import { HELP_TOPICS } from './help-articles';
import { SUPPORT_SCHEDULE } from './contact-details';

async function renderPage(path: string, heading: string | RegExp) {
  const utils = renderRoutes(staticRoutes, path);
  const h1 = await screen.findByRole('heading', { level: 1, name: heading });
  // One h1 per page.
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  return { ...utils, h1, text: document.body.textContent ?? '' };
}

describe('static pages', () => {
  it('spells the support hours constant in the schedule', () => {
    expect(SUPPORT_SCHEDULE.map((row) => `${row.short} ${row.hoursShort}`)).toEqual([...SUPPORT_HOURS]);
  });

  it('About tells the story and the shop promises', async () => {
    const { text } = await renderPage('/about', 'About Kerala Moto Hub');
    expect(text).toContain('Kochi');
    expect(text).toContain('authorised distributor');
    expect(text).toContain('2 year warranty');
    expect(text).toContain('Free shipping');
    expect(text).toContain('30-day returns');
    // The title is set in an effect after the page's first paint.
    await waitFor(() => expect(document.title).toBe('About Us | Kerala Moto Hub'));
  });

  it('Contact gives address, tel and mailto links, hours and what to send for fitment, without a form', async () => {
    const { text, container } = await renderPage('/contact', 'Contact Us');
    expect(text).toContain('NH 66 Bypass, near Vyttila Hub');
    expect(screen.getAllByRole('link', { name: /\+91 484 123 4567/ })[0]!.getAttribute('href')).toBe(
      'tel:+914841234567',
    );
    expect(screen.getAllByRole('link', { name: /support@keralamotohub\.in/ })[0]!.getAttribute('href')).toBe(
      'mailto:support@keralamotohub.in',
    );
    const fitment = screen.getByRole('link', { name: /e-mail a fitment question/i }).getAttribute('href') ?? '';
    expect(fitment).toMatch(/^mailto:support@keralamotohub\.in\?subject=Fitment%20question&body=/);
    expect(decodeURIComponent(fitment)).toContain('Year of manufacture:');
    for (const detail of ['Bike make', 'Model and variant', 'Year of manufacture']) {
      expect(screen.getByRole('heading', { level: 3, name: detail })).toBeTruthy();
    }
    expect(text).toContain('9:00 am – 6:00 pm');
    expect(text).toContain('10:00 am – 4:00 pm');
    expect(container.querySelector('form')).toBeNull();
    // The title is set in an effect after the page's first paint.
    await waitFor(() => expect(document.title).toBe('Contact Us | Kerala Moto Hub'));
  });

  it('Help shows topic cards with article counts, popular articles, support buttons and hours', async () => {
    const { text } = await renderPage('/help', 'Help Center');
    const topics = screen.getByRole('region', { name: 'Browse by topic' });
    for (const title of [
      'Orders & Shipping',
      'Payments',
      'Returns & Refunds',
      'Warranty',
      'Fitment & Sizing',
      'Account',
    ]) {
      const card = within(topics).getByRole('link', { name: title }).closest('article')!;
      const count = HELP_TOPICS.find((t) => t.title === title)!.articles.length;
      expect(card.textContent).toContain(`${count} articles`);
    }
    const popular = screen.getByRole('region', { name: 'Popular articles' });
    expect(popular.querySelectorAll('details').length).toBeGreaterThanOrEqual(4);
    expect(popular.textContent).toContain('Razorpay');

    expect(screen.getByRole('link', { name: /contact support/i }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: /live chat/i }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('link', { name: /^call/i }).getAttribute('href')).toBe('tel:+914841234567');
    for (const row of SUPPORT_SCHEDULE) expect(text).toContain(row.hours);
    expect(text).toContain('Sunday');
    expect(text).toContain('Head circumference to helmet size');
    expect(text).not.toMatch(/cash on delivery is available|paypal/i);
  });

  it('Warranty covers 2 years and excludes crash damage, improper fitment and wear', async () => {
    const { text } = await renderPage('/warranty', 'Warranty');
    expect(text).toContain('2 years');
    expect(text).toMatch(/brake pads/i);
    expect(text).toMatch(/crash and impact damage/i);
    expect(text).toMatch(/improper fitment/i);
    expect(screen.getByRole('heading', { level: 2, name: /how to make a claim/i })).toBeTruthy();
    expect(text).toContain(`Last updated ${POLICY_LAST_UPDATED}`);
  });

  it('Returns states the 30-day window, who pays return shipping, refund timing and exceptions', async () => {
    const { text } = await renderPage('/returns', 'Returns & Refunds');
    expect(text).toContain('30 days');
    expect(text).toContain('unused and in their original condition');
    expect(text).toContain('The buyer pays the cost of return shipping');
    expect(text).toContain('original payment method');
    expect(text).toContain('5-7 business days');
    expect(text).toMatch(/custom orders/i);
    expect(text).toMatch(/helmets can be returned only if they are unworn, with all tags/i);
    expect(screen.getByRole('heading', { level: 2, name: /how to start a return/i })).toBeTruthy();
    expect(text).toContain('choose Return items');
  });

  it('Terms state age 18 or parental consent, the return rules and Razorpay payments, not PayPal', async () => {
    const { text } = await renderPage('/terms', 'Terms of Service');
    expect(text).toContain(`Last updated ${POLICY_LAST_UPDATED}`);
    expect(text).toContain('18 years old');
    expect(text).toMatch(/parent or legal guardian/);
    expect(text).toContain('30 days');
    expect(text).toContain('unused and in their original condition');
    expect(text).toContain('The buyer pays return shipping');
    expect(text).toContain('original payment method');
    expect(text).toContain('Custom orders are not returnable');
    for (const method of ['Razorpay', 'UPI', 'net banking', 'wallets', 'debit cards']) expect(text).toContain(method);
    expect(text).toContain('INR');
    expect(text).not.toMatch(/paypal/i);
    expect(text).not.toMatch(/\$|USD/);
  });

  it('Privacy covers data, Razorpay, local storage, rights, Indian law and the grievance officer', async () => {
    const { text } = await renderPage('/privacy', 'Privacy Policy');
    expect(text).toContain(`Last updated ${POLICY_LAST_UPDATED}`);
    expect(text).toContain('never sent to or stored by us');
    expect(text).toMatch(/theme choice/i);
    expect(text).toContain('Information Technology Act, 2000');
    expect(text).toContain('Digital Personal Data Protection Act, 2023');
    expect(screen.getByRole('heading', { level: 2, name: /grievance officer/i })).toBeTruthy();
    expect(text).not.toMatch(/\$|USD|paypal/i);
  });
});

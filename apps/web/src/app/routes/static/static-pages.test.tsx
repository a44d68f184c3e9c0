import type { Policy } from '@store/contracts/shop-details';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staticRoutes } from '@/app/static-routes';
import { jsonResponse, SHOP_DETAILS } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { HELP_TOPICS } from './help-articles';

/** What GET /api/shop_details and /api/policy answer in these tests. */
let shop = SHOP_DETAILS;
let policy: Policy;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  shop = SHOP_DETAILS;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path === '/api/shop_details') return jsonResponse({ error: false, status: 200, message: 'OK', data: shop });
    if (path.startsWith('/api/policy?'))
      return jsonResponse({ error: false, status: 200, message: 'OK', data: policy });
    return jsonResponse({ error: true, status: 404, message: 'Not found' }, 404);
  });
});
afterEach(() => vi.unstubAllGlobals());

async function renderPage(path: string, heading: string | RegExp) {
  const utils = renderRoutes(staticRoutes, path, { askForShop: true });
  // The page is a lazy route: its first import in a file is transformed on demand, which under the
  // full run's load (every project at once) has taken longer than the usual five seconds.
  const h1 = await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 });
  // The shop's details and the policy's text arrive after the heading.
  await waitFor(() => expect(document.querySelector('[data-slot="skeleton"]')).toBeNull());
  // One h1 per page.
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  return { ...utils, h1, text: document.body.textContent ?? '' };
}

describe('static pages', () => {
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
    expect(text).toContain('a few minutes from the Vyttila Mobility Hub');
    expect(screen.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toBe(SHOP_DETAILS.map_url);
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
    for (const row of SHOP_DETAILS.hours) expect(text).toContain(row.hours);
    expect(text).toContain('Sunday');
    expect(text).toContain('Head circumference to helmet size');
    expect(text).not.toMatch(/cash on delivery is available|paypal/i);
  });

  it("promises free shipping and cash on delivery only as the shop's settings give them", async () => {
    const { unmount } = await renderPage('/help', 'Help Center');
    await waitFor(() => expect(document.body.textContent).toContain('You can also pay cash on delivery'));
    expect(document.body.textContent).toContain('Shipping is free on orders from ₹999; below that');
    unmount();

    shop = { ...SHOP_DETAILS, free_shipping_from: null, cash_on_delivery: false };
    const help = await renderPage('/help', 'Help Center');
    await waitFor(() => expect(document.body.textContent).toContain('We do not offer cash on delivery.'));
    const text = document.body.textContent ?? '';
    expect(text).toContain('Shipping is charged by delivery zone and parcel weight');
    expect(text).not.toMatch(/free shipping|shipping is free|pay cash on delivery/i);
    help.unmount();

    await renderPage('/about', 'About Kerala Moto Hub');
    await waitFor(() => expect(document.body.textContent).toContain('Delivery across India'));
    expect(document.body.textContent).not.toMatch(/free shipping|free delivery|₹0/i);
  });

  it('Contact shows the details staff saved, and no directions when there are none', async () => {
    shop = {
      ...SHOP_DETAILS,
      phone: '0471 555 0101',
      phone_href: 'tel:+914715550101',
      email: 'hello@ridersbay.in',
      directions: null,
      hours: [{ days: 'Every day', hours: '8:00 am – 8:00 pm' }],
    };
    const { text } = await renderPage('/contact', 'Contact Us');
    expect(screen.getAllByRole('link', { name: /0471 555 0101/ })[0]!.getAttribute('href')).toBe('tel:+914715550101');
    expect(screen.getAllByRole('link', { name: /hello@ridersbay\.in/ })[0]!.getAttribute('href')).toBe(
      'mailto:hello@ridersbay.in',
    );
    expect(text).toContain('Every day');
    expect(text).not.toContain('Getting here');
    expect(text).not.toContain('484 123 4567');
    expect(text).toContain('GSTIN 32AABCK1234M1ZT');
    expect(screen.queryByText('(WhatsApp)')).toBeNull();
  });

  it('Contact offers WhatsApp when the shop has a number', async () => {
    shop = { ...SHOP_DETAILS, whatsapp: '98470 12345', whatsapp_href: 'https://wa.me/919847012345' };
    await renderPage('/contact', 'Contact Us');
    expect(screen.getByRole('link', { name: '98470 12345' }).getAttribute('href')).toBe('https://wa.me/919847012345');
  });

  it('a policy still shows when the shop’s details cannot be had, its placeholders pointing to the contact page', async () => {
    policy = {
      id: 'terms',
      title: 'Terms of Service',
      edited: true,
      updated_at: '2026-11-20T10:00:00.000Z',
      markdown: 'Our terms.\n\n## Contact\n\nCall [{phone}](tel:{phone}) {hours}.',
    };
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/policy?')
        ? jsonResponse({ error: false, status: 200, message: 'OK', data: policy })
        : jsonResponse({ error: true, status: 500, message: 'Down' }, 500),
    );
    const { text } = await renderPage('/terms', 'Terms of Service');
    expect(text).toContain('Call the number on our contact page during the hours on our contact page.');
    expect(screen.queryByRole('link', { name: /contact page/ })).toBeNull();
    // A rewritten policy's own words describe it to search engines.
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Our terms.'),
    );
  });

  it('a policy page lays out the Markdown: intro, numbered sections with anchors, lists, links, details filled', async () => {
    policy = {
      id: 'returns',
      title: 'Returns & Refunds',
      edited: false,
      updated_at: null,
      markdown: [
        'Not quite right? You have **30 days**.',
        '',
        '## The window {#window}',
        '',
        '- Unused items',
        '- In the *original* box',
        '',
        '## How to start',
        '',
        '1. Open [My Orders](/orders).',
        '2. Call [{phone}](tel:{phone}) or write to [{email}](mailto:{email}).',
        '',
        'A [bad link](javascript:alert(1)) stays text, and <script>x</script> is words.',
      ].join('\n'),
    };
    const { text, container } = await renderPage('/returns', 'Returns & Refunds');
    expect(text).toContain('Last updated December 2024');
    expect(screen.getByText('30 days').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 2, name: /1\. The window/ }).closest('section')!.id).toBe('window');
    expect(screen.getByRole('heading', { level: 2, name: /2\. How to start/ }).closest('section')!.id).toBe(
      'how-to-start',
    );
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getByRole('link', { name: '1. The window' }).getAttribute('href')).toBe('#window');
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: '+91 484 123 4567' }).getAttribute('href')).toBe('tel:+914841234567');
    expect(screen.getByRole('link', { name: 'support@keralamotohub.in' }).getAttribute('href')).toBe(
      'mailto:support@keralamotohub.in',
    );
    expect(screen.queryByRole('link', { name: 'bad link' })).toBeNull();
    expect(text).toContain('<script>x</script> is words');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('ul li').length).toBeGreaterThanOrEqual(2);
    // The store's own text keeps its highlight cards.
    expect(screen.getByRole('heading', { level: 3, name: '30 days to return' })).toBeTruthy();
  });

  it('a policy staff rewrote shows their date and no highlight cards', async () => {
    policy = {
      id: 'warranty',
      title: 'Warranty',
      edited: true,
      updated_at: '2026-11-20T10:00:00.000Z',
      markdown: 'Our own words.\n\n## Cover\n\nOne year.',
    };
    const { text } = await renderPage('/warranty', 'Warranty');
    expect(text).toContain('Last updated November 2026');
    expect(text).toContain('One year.');
    expect(screen.queryByRole('heading', { level: 3, name: /years from delivery/ })).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse, makeProduct } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();

const product = {
  ...makeProduct({
    _id: 'p1',
    name: 'Axor Apex Helmet',
    price: 500_000,
    discount_price: 400_000,
    rating: 3.5,
    reviewCount: 2,
  }),
  images: ['/media/p/a.webp', '/media/p/b.webp'],
  description: 'A light, well-vented full face helmet. '.repeat(8).trim(),
  features: ['ECE 22.06 certified'],
  option_name: 'Size',
  variants: [
    { _id: 'v-s', name: 'S', sku: 'AX-S', price: 500_000, discount_price: 400_000, quantity: 3 },
    { _id: 'v-m', name: 'M', sku: 'AX-M', price: 520_000, discount_price: 450_000, quantity: 0 },
    { _id: 'v-l', name: 'L', sku: 'AX-L', price: 520_000, discount_price: 390_000, quantity: 9 },
  ],
};
const reviews = {
  error: false,
  status: 200,
  message: 'Reviews fetched',
  data: [
    {
      _id: 'r1',
      rating: 4,
      description: 'Quiet at highway speeds.',
      images: ['/media/r/1.webp', '/media/r/2.webp'],
      user: { name: 'Anu' },
      verified_purchase: true,
      createdAt: '2024-11-02T10:00:00.000Z',
    },
  ],
  summary: { rating: 3.5, count: 2, stars: [0, 0, 1, 1, 0] },
};

/** The rows under the product (related products, recently viewed) have nothing to show here. */
function emptyRow(url: RequestInfo | URL): Response | undefined {
  const rows = ['/api/fetch_related_products', '/api/fetch_products_by_ids'];
  if (rows.some((row) => String(url).startsWith(row))) {
    return jsonResponse({ error: false, status: 200, message: 'ok', data: [] });
  }
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async (url) =>
      emptyRow(url) ??
      (String(url).startsWith('/api/find_product_review')
        ? jsonResponse(reviews)
        : jsonResponse({
            error: false,
            status: 200,
            message: 'ok',
            data: product,
            categories: [{ _id: 'bike-1', name: 'KTM 390 Duke' }],
            trail: [
              { _id: 'c-helmets', name: 'Helmets' },
              { _id: 'c-full', name: 'Full Face' },
            ],
          })),
  );
});

describe('Product page', () => {
  it('shows price, stock and variants; sold-out sizes are disabled and the stepper stops at what one order may take', async () => {
    renderRoutes(routes, '/product/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Axor Apex Helmet' })).toBeTruthy();
    expect(document.title).toContain('Axor Apex Helmet');
    expect(document.head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/\/media\//);
    expect(screen.getByText('20% OFF')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Rated 3.5 out of 5' }).length).toBeGreaterThan(0);
    expect(screen.getByText('Only 3 left in stock')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /M \(out of stock\)/ }) as HTMLInputElement).disabled).toBe(true);

    // Three on the shelf: one order may take two (half, rounded up), as checkout accepts, and says so.
    const more = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    fireEvent.click(more);
    fireEvent.click(more);
    expect(screen.getByRole('status', { name: 'Quantity' }).textContent).toBe('2');
    expect(more.disabled).toBe(true);
    expect(screen.getByTestId('most-per-order').textContent).toBe('At most 2 per order');

    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText('In stock (9 available)')).toBeTruthy();
    expect(screen.getByText('25% OFF')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Quantity' }).textContent).toBe('1');

    // Add to Cart and the heart are here; Buy Now waits for the checkout page.
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: /^Like / })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /buy now/i })).toBeNull();
    expect(screen.getByRole('link', { name: /KTM 390 Duke/ }).getAttribute('href')).toBe(
      '/products/bike-1?brand=all&collection=all&page=1',
    );
  });

  it('shows where the product sits: Home, its categories from the root, then itself', async () => {
    renderRoutes(routes, '/product/p1');
    await screen.findByRole('heading', { level: 1, name: 'Axor Apex Helmet' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const steps = within(trail).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Home', 'Helmets', 'Full Face', 'Axor Apex Helmet']);
    expect(within(trail).getByRole('link', { name: 'Full Face' }).getAttribute('href')).toBe(
      '/products/c-full?brand=all&collection=all&page=1',
    );
    expect(within(trail).queryByRole('link', { name: 'Axor Apex Helmet' })).toBeNull();
    expect(within(trail).getByText('Axor Apex Helmet').getAttribute('aria-current')).toBe('page');
    // 'Back' stays beside it: it returns to where the shopper came from, which a trail cannot know.
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('shows the review summary and opens a review photo in a lightbox', async () => {
    renderRoutes(routes, '/product/p1');
    const section = await screen.findByRole('region', { name: 'User Reviews' });
    expect(await within(section).findByText('Quiet at highway speeds.')).toBeTruthy();
    expect(within(section).getByRole('img', { name: '4 star: 1 review' })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Open photo 1 from Anu' }));
    const dialog = screen.getByRole('dialog', { hidden: true, name: /Review photo/ });
    expect(dialog.getAttribute('aria-label')).toBe('Review photo 1 of 2');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog.getAttribute('aria-label')).toBe('Review photo 2 of 2');
  });

  it("says 'No reviews yet' for a product nobody has reviewed, not 0.0 and empty stars", async () => {
    fetchMock.mockImplementation(
      async (url) =>
        emptyRow(url) ??
        (String(url).startsWith('/api/find_product_review')
          ? jsonResponse({ ...reviews, data: [], summary: { rating: 0, count: 0, stars: [0, 0, 0, 0, 0] } })
          : jsonResponse({
              error: false,
              status: 200,
              message: 'ok',
              data: { ...product, rating: 0, reviewCount: 0 },
            })),
    );
    renderRoutes(routes, '/product/p1');
    expect(await screen.findByRole('link', { name: 'No reviews yet' })).toBeTruthy();
    expect(screen.queryByText('0.0')).toBeNull();
  });

  it('copies the link with its notice', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoutes(routes, '/product/p1');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link to this product' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeTruthy();
    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link to this product' }));
    expect(await screen.findByText('Failed to copy link')).toBeTruthy();
  });

  it('shows a running flash deal with its countdown, and the normal price once it ends', async () => {
    const inDeal = {
      ...product,
      discount_price: 350_000,
      variants: product.variants.map((v) => ({ ...v, discount_price: Math.min(v.discount_price, 350_000) })),
      deal_ends_at: new Date(Date.now() + 1500).toISOString(),
    };
    let current: object = inDeal;
    fetchMock.mockImplementation(
      async (url) =>
        emptyRow(url) ??
        (String(url).startsWith('/api/find_product_review')
          ? jsonResponse(reviews)
          : jsonResponse({ error: false, status: 200, message: 'ok', data: current, categories: [] })),
    );
    renderRoutes(routes, '/product/p1');
    expect(await screen.findByText('Flash deal')).toBeTruthy();
    // 1.5 s left, rounded up: the clock reads zero only once the deal has ended.
    expect(screen.getByRole('timer').textContent).toMatch(/^ends in 00:00:0[12]$/);
    expect(screen.getByText('30% OFF')).toBeTruthy();
    expect(screen.getAllByText('₹3,500').length).toBeGreaterThan(0);

    current = { ...product, deal_ends_at: null };
    await waitFor(() => expect(screen.queryByText('Flash deal')).toBeNull(), { timeout: 4000 });
    await waitFor(() => expect(screen.getByText('20% OFF')).toBeTruthy());
  });

  it('shows a not-found state for an unknown product', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ error: true, status: 404, message: 'Product not found', data: null }, 404),
    );
    renderRoutes(routes, '/product/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
  });
});

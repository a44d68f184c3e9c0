import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse, makeHome, makeProduct } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function fullHome() {
  const endsAt = inAnHour();
  return makeHome(
    {
      banners: [
        {
          BannerId: {
            _id: 'bn1',
            image: '/media/demo/banners/monsoon.webp',
            heading: 'Monsoon Ready',
            description: 'Rain gear and tyres for the wet season.',
          },
        },
      ],
      featuredCategories: [{ productId: makeProduct({ name: 'Rynox Storm Jacket' }) }],
      trendingProducts: [{ productId: makeProduct({ name: 'Motul 7100 4T' }) }],
      newArrivals: [{ productId: makeProduct({ name: 'DID Chain Kit' }) }],
      flashDeals: {
        ends_at: endsAt,
        products: [
          {
            productId: makeProduct({ name: 'Axor Apex Helmet', price: 500_000, discount_price: 450_000 }),
            deal_price: 349_900,
            ends_at: endsAt,
          },
        ],
      },
    },
    [{ _id: 'br1', name: 'Motul', slug: 'motul', image: '/media/demo/brands/motul.webp' }],
  );
}

describe('Home page', () => {
  it('shows the banner, brands, every product section and why-choose from GET /api/home', async () => {
    fetchMock.mockResolvedValue(jsonResponse(fullHome()));
    renderRoutes(routes, '/');

    const banner = await screen.findByRole('heading', { name: 'Monsoon Ready' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/home');
    const slide = banner.closest('[aria-roledescription="slide"]') as HTMLElement;
    expect(within(slide).getByText('Rain gear and tyres for the wet season.')).toBeTruthy();
    expect(
      within(slide)
        .getByRole('link', { name: /shop now/i })
        .getAttribute('href'),
    ).toBe('/shop');

    expect(screen.getByRole('link', { name: 'Motul' }).getAttribute('href')).toBe(
      '/products/all?brand=Motul&collection=all&page=1',
    );

    // The product sections come in their own chunk, just after the banners.
    const featured = await screen.findByRole('region', { name: 'Featured Products' });
    expect(within(featured).getByRole('link', { name: 'Rynox Storm Jacket' })).toBeTruthy();
    const trending = screen.getByRole('region', { name: 'Trending Products' });
    expect(within(trending).getByRole('link', { name: 'Motul 7100 4T' })).toBeTruthy();
    const arrivals = screen.getByRole('region', { name: 'New Arrivals' });
    expect(within(arrivals).getByRole('link', { name: 'DID Chain Kit' })).toBeTruthy();

    const deals = screen.getByRole('region', { name: 'Flash Deals' });
    expect(within(deals).getByText('₹3,499')).toBeTruthy();
    expect(within(deals).getByText('30% off')).toBeTruthy();
    expect(within(deals).getByRole('timer')).toBeTruthy();

    const why = screen.getByRole('region', { name: /why choose/i });
    for (const reason of ['High Performance', 'Genuine Parts', 'Fast Shipping', 'Warranty']) {
      expect(within(why).getByRole('heading', { name: reason })).toBeTruthy();
    }
  });

  it('hides each section that comes back empty', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(makeHome({ featuredCategories: [{ productId: makeProduct({ name: 'Only Product' }) }] })),
    );
    renderRoutes(routes, '/');

    expect(await screen.findByRole('region', { name: 'Featured Products' })).toBeTruthy();
    for (const name of ['Trending Products', 'New Arrivals', 'Flash Deals', 'Shop by Brand', 'Featured offers']) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
    expect(screen.getByRole('region', { name: /why choose/i })).toBeTruthy();
  });

  it('hides flash deals once their end time has passed', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const home = makeHome({
      trendingProducts: [{ productId: makeProduct() }],
      flashDeals: { ends_at: past, products: [{ productId: makeProduct(), deal_price: 100, ends_at: past }] },
    });
    fetchMock.mockResolvedValue(jsonResponse(home));
    renderRoutes(routes, '/');

    await screen.findByRole('region', { name: 'Trending Products' });
    expect(screen.queryByRole('region', { name: 'Flash Deals' })).toBeNull();
  });

  it("shows a 'Home Failed' notice with the server's message, and a retry", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: true, status: 503, message: 'Store is under maintenance', data: null }, 503),
    );
    renderRoutes(routes, '/');

    expect(await screen.findByText('Home Failed')).toBeTruthy();
    expect(screen.getAllByText('Store is under maintenance').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });
});

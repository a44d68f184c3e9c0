import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { RECENTLY_VIEWED_STORAGE_KEY } from '@/lib/recently-viewed';
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
            // The server prices the card at the deal while it runs (docs/decisions/018).
            productId: makeProduct({ name: 'Axor Apex Helmet', price: 500_000, discount_price: 349_900 }),
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

  it('drops each deal at its own end and keeps the section while another runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const soon = new Date(Date.now() + 2_000).toISOString();
      const later = new Date(Date.now() + 3 * 3_600_000).toISOString();
      const deal = (name: string, endsAt: string) => ({
        productId: makeProduct({ name, price: 200_000, discount_price: 150_000 }),
        deal_price: 150_000,
        ends_at: endsAt,
      });
      const both = makeHome({
        flashDeals: { ends_at: soon, products: [deal('Quick Deal', soon), deal('Long Deal', later)] },
      });
      fetchMock.mockResolvedValue(jsonResponse(both));
      renderRoutes(routes, '/');

      const deals = await screen.findByRole('region', { name: 'Flash Deals' });
      // Ending at different times, each deal shows its own clock, the first to end too, and the
      // heading none: no clock counts to another deal's end.
      expect(within(deals).queryByRole('timer', { name: 'Deals end in' })).toBeNull();
      expect(within(deals).getByText(/Ends in 00:00:0[0-2]/)).toBeTruthy();
      expect(within(deals).getByText(/Ends in 03:00:0[01]/)).toBeTruthy();

      fetchMock.mockResolvedValue(
        jsonResponse(makeHome({ flashDeals: { ends_at: later, products: [deal('Long Deal', later)] } })),
      );
      await act(async () => vi.advanceTimersByTime(3_000));
      // The ended deal is gone at once, the home answer is asked for again, and the one deal left
      // has the heading's clock to itself.
      expect(within(deals).queryByRole('link', { name: 'Quick Deal' })).toBeNull();
      expect(within(deals).getByRole('link', { name: 'Long Deal' })).toBeTruthy();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
      await waitFor(() =>
        expect(within(deals).getByRole('timer', { name: 'Deals end in' }).textContent).toMatch(/^02hrs59min5\dsec$/),
      );
      expect(within(deals).queryByText(/Ends in/)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the shopper's recently viewed products when there are any", async () => {
    const viewedId = '00000000-0000-4000-8000-000000000042';
    const viewed = makeProduct({ _id: viewedId, name: 'Rynox Air GT Gloves' });
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/fetch_products_by_ids')
        ? jsonResponse({ error: false, status: 200, message: 'ok', data: [viewed] })
        : jsonResponse(fullHome()),
    );
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify([viewedId]));
    renderRoutes(routes, '/');

    const row = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(await within(row).findByRole('link', { name: 'Rynox Air GT Gloves' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/fetch_products_by_ids?ids=${viewedId}`);
  });

  it('shows no recently viewed row, and asks for none, before any product was opened', async () => {
    fetchMock.mockResolvedValue(jsonResponse(fullHome()));
    renderRoutes(routes, '/');
    await screen.findByRole('region', { name: 'Featured Products' });
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/home']);
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

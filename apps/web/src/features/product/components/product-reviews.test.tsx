import type { Review } from '@store/contracts/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse, makeProduct } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { swipeStep } from '@/lib/swipe';

const fetchMock = vi.fn<typeof fetch>();
const product = {
  ...makeProduct({ _id: 'p1', name: 'Rynox Gloves' }),
  images: [],
  description: '',
  features: [],
  variants: [],
};

const review = (n: number, images: string[] = []): Review => ({
  _id: `r${n}`,
  rating: (n % 5) + 1,
  description: `Review number ${n}`,
  images,
  user: { name: `Rider ${n}` },
  verified_purchase: n % 2 === 0,
  createdAt: '2025-01-02T10:00:00.000Z',
});

const photos = ['/media/reviews/aa/1.webp', '/media/reviews/aa/2.webp', '/media/reviews/aa/3.webp'];
const summary = { rating: 3.4, count: 21, stars: [3, 4, 5, 4, 5] };
const pages: Record<string, Review[]> = {
  '1': [review(0, photos), ...Array.from({ length: 19 }, (_, i) => review(i + 1))],
  '2': [review(20)],
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/find_product_review') {
      const page = url.searchParams.get('page') ?? '1';
      return jsonResponse({ error: false, status: 200, message: 'Reviews fetched', data: pages[page], summary });
    }
    // The rows under the product (related products, recently viewed) have nothing to show here.
    if (url.pathname === '/api/fetch_related_products' || url.pathname === '/api/fetch_products_by_ids') {
      return jsonResponse({ error: false, status: 200, message: 'ok', data: [] });
    }
    return jsonResponse({ error: false, status: 200, message: 'ok', data: product, categories: [] });
  });
});

async function openSection() {
  renderRoutes(routes, '/product/p1');
  // The first find waits longer: a cold run compiles the lazily loaded product page first.
  const section = await screen.findByRole('region', { name: 'User Reviews' }, { timeout: 5000 });
  await within(section).findByText('Review number 1', {}, { timeout: 5000 });
  return section;
}

describe('User Reviews on the product page', () => {
  it('shows the average, a bar per star with its count, and the verified mark', async () => {
    const section = await openSection();
    expect(await within(section).findByText('3.4')).toBeTruthy();
    expect(within(section).getByText('Based on 21 reviews')).toBeTruthy();
    for (const [star, count] of [
      [5, 5],
      [4, 4],
      [3, 5],
      [2, 4],
      [1, 3],
    ]) {
      expect(within(section).getByRole('img', { name: `${star} star: ${count} reviews` })).toBeTruthy();
    }
    expect(within(section).getAllByText('Verified purchase').length).toBe(10);
  });

  it('loads the next page of reviews on request, then offers no more', async () => {
    const section = await openSection();
    expect(await within(section).findByText('Review number 19')).toBeTruthy();
    expect(within(section).queryByText('Review number 20')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(section).findByText('Review number 20')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull());
  });

  it('shows small copies of the photos and opens them full size in a lightbox', async () => {
    const section = await openSection();
    const thumb = await within(section).findByRole('button', { name: 'Open photo 2 from Rider 0' });
    expect(thumb.querySelector('img')?.getAttribute('src')).toBe('/media/reviews/aa/2-w320.webp');
    fireEvent.click(thumb);
    const dialog = screen.getByRole('dialog', { hidden: true, name: /Review photo/ });
    expect(dialog.getAttribute('aria-label')).toBe('Review photo 2 of 3');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/media/reviews/aa/2.webp');
    expect(dialog.querySelector('img')?.getAttribute('srcset')).toContain('/media/reviews/aa/2-w800.webp 800w');
  });

  it('steps with the arrow keys (wrapping round) and closes on Escape', async () => {
    const section = await openSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Open photo 3 from Rider 0' }));
    const dialog = screen.getByRole('dialog', { hidden: true, name: /Review photo/ });
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog.getAttribute('aria-label')).toBe('Review photo 1 of 3');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(dialog.getAttribute('aria-label')).toBe('Review photo 3 of 3');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { hidden: true, name: /Review photo/ })).toBeNull();
  });

  it('steps with a swipe, and ignores a scroll or a short touch', async () => {
    const section = await openSection();
    fireEvent.click(await within(section).findByRole('button', { name: 'Open photo 1 from Rider 0' }));
    const dialog = screen.getByRole('dialog', { hidden: true, name: /Review photo/ });
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(dialog, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(dialog, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [120, 210]);
    expect(dialog.getAttribute('aria-label')).toBe('Review photo 2 of 3');
    swipe([120, 200], [300, 190]);
    expect(dialog.getAttribute('aria-label')).toBe('Review photo 1 of 3');
    swipe([200, 100], [180, 400]);
    swipe([200, 200], [190, 200]);
    expect(dialog.getAttribute('aria-label')).toBe('Review photo 1 of 3');
  });
});

describe('swipeStep', () => {
  it('reads a leftward swipe as next and a rightward one as back', () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });

  it('ignores short and mostly vertical moves', () => {
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 120)).toBe(0);
  });
});

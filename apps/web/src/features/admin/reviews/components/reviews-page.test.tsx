import type { AdminReview } from '@store/contracts/reviews';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { envelope, makeDashboard, signInAs } from '../../admin-fixtures';

const fetchMock = vi.fn<typeof fetch>();
const review: AdminReview = {
  _id: 'r1',
  product: { _id: 'p1', name: 'Axor Apex' },
  user: { _id: 'u1', name: 'Ravi', email: 'ravi@example.com' },
  rating: 2,
  description: 'Visor fogs up in the rain.',
  images: [],
  status: 'visible',
  verified_purchase: true,
  createdAt: '2026-05-01T00:00:00.000Z',
  updatedAt: '2026-05-01T00:00:00.000Z',
};

beforeAll(async () => {
  await import('@/app/routes/admin/admin-app');
});

beforeEach(() => {
  signInAs('admin');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.startsWith('/api/admin/dashboard')) return jsonResponse(envelope(makeDashboard()));
    if (path === '/api/admin/reviews/r1/hide') {
      return jsonResponse(envelope({ ...review, status: 'hidden' }, { summary: { rating: 4.5, count: 8 } }));
    }
    return jsonResponse(envelope([review], { total: 1, page: 1, page_size: 20 }));
  });
});

describe('reviews', () => {
  it('asks for the filters in the URL and hides a review, saying what the rating became', async () => {
    renderRoutes(routes, '/admin/reviews?status=visible&rating=2');
    expect(await screen.findByText('Visor fogs up in the rain.')).toBeTruthy();
    const list = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/admin/reviews?'));
    expect(Object.fromEntries(new URL(list ?? '', 'http://x').searchParams)).toEqual({
      page: '1',
      status: 'visible',
      rating: '2',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hide the review by Ravi of Axor Apex' }));
    expect(await screen.findByText('Axor Apex is now rated 4.5 from 8 reviews.')).toBeTruthy();
  });
});

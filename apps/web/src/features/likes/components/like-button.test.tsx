import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findStoredUser, saveStoredUser } from '@/lib/session';
import { jsonResponse } from '@/test/fixtures';
import { renderWithRouter } from '@/test/render';
import { Toaster } from 'sonner';
import { takePendingLike } from '../pending-like';
import { LikeButton } from './like-button';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

describe('LikeButton', () => {
  it('likes at once, then keeps the server counts', async () => {
    saveStoredUser({ token: 't', cart_count: 0, like_count: 1, liked_products: ['p-1'] });
    fetchMock.mockResolvedValue(
      jsonResponse({
        error: false,
        status: 200,
        message: 'Added to your liked products',
        data: { liked: true, like_count: 2, liked_products: ['p-1', 'p-2'] },
      }),
    );
    renderWithRouter(<LikeButton productId="p-2" productName="Chain Lube" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Like Chain Lube' }));
    expect(findStoredUser()?.like_count).toBe(2);
    expect(await screen.findByRole('button', { name: 'Unlike Chain Lube' })).toHaveProperty('ariaPressed', 'true');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ id: 'p-2' });
    expect(findStoredUser()?.liked_products).toEqual(['p-1', 'p-2']);
  });

  it('rolls back the count when the server refuses', async () => {
    saveStoredUser({ token: 't', cart_count: 0, like_count: 1, liked_products: ['p-1'] });
    fetchMock.mockResolvedValue(
      jsonResponse({ error: true, status: 404, message: 'This product is not available' }, 404),
    );
    renderWithRouter(<LikeButton productId="p-1" productName="Chain Lube" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Unlike Chain Lube' }));
    expect(findStoredUser()?.like_count).toBe(0);
    await waitFor(() => expect(findStoredUser()?.like_count).toBe(1));
    expect(findStoredUser()?.liked_products).toEqual(['p-1']);
    expect(screen.getByRole('button', { name: 'Unlike Chain Lube' })).toBeTruthy();
  });

  it('asks a visitor to sign in, coming back here, and remembers the like for after', async () => {
    const { router } = renderWithRouter(
      <>
        <Toaster />
        <LikeButton productId="p-1" productName="Chain Lube" />
      </>,
      '/shop?page=2',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Like Chain Lube' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.search).toBe('?redirect=%2Fshop%3Fpage%3D2');
    expect(await screen.findByText('Sign in to like')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takePendingLike()).toBe('p-1');
  });
});

import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifyInfo, notifySuccess } from './notify';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

beforeEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
  toast.info.mockReset();
});

// One notice at a time: sonner is imported on demand, and each is awaited before the next.
describe('notices', () => {
  it('always show a capitalised title over the message', async () => {
    notifyError('payment failed', 'failed');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed', { description: 'payment failed' }));
    notifyInfo("Sign in and we'll add it.", 'sign in to like');
    await waitFor(() =>
      expect(toast.info).toHaveBeenCalledWith('Sign in to like', { description: "Sign in and we'll add it." }),
    );
    notifySuccess('Address saved');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Success', { description: 'Address saved' }));
  });

  it('leaves a title that is already capitalised as written', async () => {
    notifyError('Out of stock', 'Cart Failed');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Cart Failed', { description: 'Out of stock' }));
  });
});

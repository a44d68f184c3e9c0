import type { Session } from '@store/contracts/auth';
import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { findStoredUser } from '@/lib/session';
import type { SignInStep } from '@/lib/sign-in-step';
import { finishSignIn } from './use-finish-sign-in';

const session: Session = {
  token: 'fresh-token',
  name: 'Asha Nair',
  email: 'asha@example.com',
  role: 'customer',
  cart_count: 0,
  like_count: 0,
  liked_products: [],
};

beforeEach(() => {
  render(<Toaster />);
});

describe('finishSignIn', () => {
  it('runs the steps in order, each seeing the session the last one left, before storing it', async () => {
    const seen: (number | undefined)[] = [];
    const steps: SignInStep[] = [
      {
        failureTitle: 'First Failed',
        run: async (current) => {
          expect(findStoredUser()).toBeNull();
          seen.push(current.cart_count);
          return { session: { ...current, cart_count: 2 }, told: 'Your cart has 2 items.' };
        },
      },
      {
        failureTitle: 'Second Failed',
        run: async (current) => {
          seen.push(current.cart_count);
          return { session: { ...current, like_count: 1 }, told: 'Added to your liked products.' };
        },
      },
    ];

    await finishSignIn(createQueryClient(), { session, welcome: 'Welcome back, Asha' }, steps);

    expect(seen).toEqual([0, 2]);
    expect(findStoredUser()).toMatchObject({ token: 'fresh-token', cart_count: 2, like_count: 1 });
    expect(
      await screen.findByText('Welcome back, Asha. Your cart has 2 items. Added to your liked products.'),
    ).toBeTruthy();
  });

  it('signs in all the same when a step fails, and says so under its title', async () => {
    const steps: SignInStep[] = [
      {
        failureTitle: 'Cart Failed',
        run: () => Promise.reject(new Error('Try again soon')),
      },
    ];

    await finishSignIn(createQueryClient(), { session, welcome: 'Welcome back' }, steps);

    expect(findStoredUser()).toMatchObject({ token: 'fresh-token' });
    expect(await screen.findByText('Cart Failed')).toBeTruthy();
    expect(screen.getByText('Try again soon')).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session-store';
import { renderRoutes } from '@/test/render';
import { GuestOnly, RequireUser } from './route-guards';

const routes = [
  {
    element: <Outlet />,
    children: [
      { path: '/', element: <h1>Home page</h1> },
      { element: <GuestOnly />, children: [{ path: '/signin', element: <h1>Sign in page</h1> }] },
      { element: <RequireUser />, children: [{ path: '/profile', element: <h1>Profile page</h1> }] },
    ],
  },
];

function signIn() {
  startSession({
    token: 't',
    name: 'Asha',
    email: 'a@example.com',
    role: 'customer',
    cart_count: 0,
    like_count: 0,
    liked_products: [],
  });
}

describe('route guards', () => {
  it('sends a visitor from a signed-in route to /signin?redirect=, and back after signing in', async () => {
    const { router } = renderRoutes(routes, '/profile?tab=security');
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/profile?tab=security');

    signIn();
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=security');
  });

  it('sends a signed-in user from /signin to /', async () => {
    signIn();
    const { router } = renderRoutes(routes, '/signin');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('ignores a redirect to another site', async () => {
    signIn();
    const { router } = renderRoutes(routes, '/signin?redirect=//evil.example');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets a signed-in user see the signed-in route', async () => {
    signIn();
    renderRoutes(routes, '/profile');
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeHome } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { routes } from './router';

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(makeHome())));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('routes', () => {
  it("shows 'Oops! Page not found' with a link home for an unknown path", async () => {
    renderRoutes(routes, '/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /back to home/i }).getAttribute('href')).toBe('/');
    expect(console.warn).toHaveBeenCalledWith('404: no page at /no/such/page');
  });

  it('redirects /login to /signin', async () => {
    const { router } = renderRoutes(routes, '/login');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it("has the visitor menu without Liked, the browser cart's badge, and the footer links", async () => {
    const lines = [
      { product_id: 'p1', variant: 'v1', quantity: 2 },
      { product_id: 'p2', variant: 'v2', quantity: 1 },
    ];
    localStorage.setItem('visitor_cart', JSON.stringify({ lines }));
    renderRoutes(routes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['Sign in', '/signin'],
    ]);
    // The badge counts units, as every count of items does (decision 116): two and one.
    expect(screen.getByRole('link', { name: 'Cart, 3 items' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('link', { name: /^Liked products/ })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    for (const href of ['/about', '/contact', '/warranty', '/privacy', '/returns', '/terms']) {
      expect(footer.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
    // The year is the clock's, not one written into the build.
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Kerala Moto Hub`);
  });

  it('shows a signed-in shopper Liked and Cart with their counts, 0 when absent', async () => {
    localStorage.setItem('user', JSON.stringify({ token: 't', name: 'Asha', cart_count: 3 }));
    renderRoutes(routes, '/');
    expect((await screen.findByRole('link', { name: 'Cart, 3 items' })).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Liked products, 0 items' }).getAttribute('href')).toBe('/liked');
    localStorage.removeItem('user');
  });

  it('switches and remembers the theme from the header', async () => {
    renderRoutes(routes, '/');
    const toggle = await screen.findByRole('button', { name: /^Theme: System/ });

    toggle.click();
    await vi.waitFor(() => expect(localStorage.getItem('theme')).toBe('light'));
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    screen.getByRole('button', { name: /^Theme: Light/ }).click();
    await vi.waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

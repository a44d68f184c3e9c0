import { PAGE_DATA_ELEMENT_ID, PAGE_INFO_KEY } from '@store/contracts/pages';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeAnswers } from '@/test/fixtures';

/** The hook as the browser loads it, opened at `firstUrl` with the server's status placed in the page. */
async function openedAt(firstUrl: string, status: number) {
  window.history.replaceState(null, '', firstUrl);
  placeAnswers(JSON.stringify({ [PAGE_INFO_KEY]: { status, rendered_at: 1_700_000_000_000 } }));
  // A fresh module: it reads the address it was opened at when loaded, as in the browser.
  vi.resetModules();
  return (await import('./use-server-not-found')).useServerNotFound;
}

function notFoundAt(hook: () => boolean, url: string): boolean {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(hook, { wrapper }).result.current;
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe("the server's 404", () => {
  it('is the not-found page of the address the server rendered, its query included', async () => {
    const hook = await openedAt('/shop?category=gone', 404);
    expect(notFoundAt(hook, '/shop?category=gone')).toBe(true);
    // Another shop level is another page, though its path is the same.
    expect(notFoundAt(hook, '/shop?category=helmets')).toBe(false);
    expect(notFoundAt(hook, '/shop')).toBe(false);
  });

  it('is nothing on a page the server answered 200', async () => {
    const hook = await openedAt('/products/helmets', 200);
    expect(notFoundAt(hook, '/products/helmets')).toBe(false);
  });
});

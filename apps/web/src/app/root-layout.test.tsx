import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { notifyInfo } from '@/lib/notify';
import { PHONE_QUERY } from '@/lib/use-media-query';
import { renderRoutes } from '@/test/render';
import { routes } from './router';
import { mediaMatching } from '@/test/fixtures';

let matchMedia: MockInstance<typeof window.matchMedia> | undefined;

/** A screen as wide as a phone, or not, as the layout asks matchMedia. */
function onPhone(phone: boolean) {
  matchMedia = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(mediaMatching((query) => phone && query === PHONE_QUERY));
}

afterEach(() => matchMedia?.mockRestore());

async function noticeEdge(): Promise<string | null> {
  renderRoutes(routes, '/about');
  await screen.findByRole('heading', { level: 1 });
  notifyInfo('Saved for later.', 'Noted');
  await screen.findByText('Saved for later.');
  let edge: string | null = null;
  await waitFor(() => {
    edge = document.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position') ?? null;
    expect(edge).not.toBeNull();
  });
  return edge;
}

describe('notices', () => {
  it("sit at the bottom of a phone's screen, clear of the page's heading under the header", async () => {
    onPhone(true);
    expect(await noticeEdge()).toBe('bottom');
  });

  it('sit at the top, below the header, on wider screens', async () => {
    onPhone(false);
    expect(await noticeEdge()).toBe('top');
  });
});

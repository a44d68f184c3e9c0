import { STOCK_ALERT_MESSAGES } from '@store/contracts/stock-alerts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { jsonResponse } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';

const token = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${'b'.repeat(43)}`;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    jsonResponse({ error: false, status: 200, message: STOCK_ALERT_MESSAGES.stopped, data: { stopped: true } }),
  );
});

describe("a stock alert mail's stop link", () => {
  it('asks first, and stops the alert only when told to', async () => {
    renderRoutes(routes, `/stock-alert/stop?token=${encodeURIComponent(token)}`);
    expect(await screen.findByRole('heading', { name: 'Stop this stock alert?' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('stock_alert_stop'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Stop alert' }));
    expect(await screen.findByRole('heading', { name: 'Alert stopped' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([u]) => String(u).includes('stock_alert_stop'))!;
    expect(String(url)).toBe('/api/stock_alert_stop');
    expect(JSON.parse(String(init?.body))).toEqual({ token });
  });

  it('says a mangled link is not valid, and sends nothing', async () => {
    renderRoutes(routes, '/stock-alert/stop?token=abc');
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('stock_alert_stop'))).toBe(false);
  });
});

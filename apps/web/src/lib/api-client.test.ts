import { REQUEST_TIMEOUT_MS } from '@store/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { ApiError, apiRequest, setUnauthorizedHandler, TIMEOUT_ERROR_MESSAGE } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  setUnauthorizedHandler(() => {});
});

/** The Request fetch was called with, as method, url and headers. */
function sentRequest() {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}

async function catchError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('returns the whole success envelope, siblings included', async () => {
    const envelope = { error: false, status: 200, message: 'ok', data: { banners: [] }, brands: [{ name: 'Motul' }] };
    fetchMock.mockResolvedValue(jsonResponse(envelope));

    await expect(apiRequest('/home')).resolves.toEqual(envelope);
    expect(sentRequest().url).toBe('/api/home');
    expect(sentRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a bearer header, the body as JSON and skips empty query values', async () => {
    localStorage.setItem('user', JSON.stringify({ token: 'abc.def', name: 'Anu' }));
    fetchMock.mockResolvedValue(jsonResponse({ error: false, status: 200, message: 'ok', data: null }));

    await apiRequest('/add_to_cart', { method: 'POST', body: { product_id: 'p1' }, query: { a: 'x y', b: undefined } });

    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/add_to_cart?a=x+y');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"product_id":"p1"}');
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it("throws the server's message, status and field errors on failure", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          error: true,
          status: 400,
          message: 'Invalid input',
          data: null,
          errors: [{ path: 'phone', message: 'Mobile must be 10 digits' }],
        },
        400,
      ),
    );

    const error = await catchError(apiRequest('/create_address', { method: 'POST', body: {} }));
    expect(error.message).toBe('Invalid input');
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual([{ path: 'phone', message: 'Mobile must be 10 digits' }]);
  });

  it("falls back to 'Something went wrong' when the failure body has no message", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await catchError(apiRequest('/home'));
    expect(error.message).toBe('Something went wrong');
    expect(error.status).toBe(502);
  });

  it("reports 'Something went wrong' with status 500 when there is no response", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await catchError(apiRequest('/home'));
    expect(error.message).toBe('Something went wrong');
    expect(error.status).toBe(500);
  });

  it.each([401, 403])('on %i clears the stored user and calls the sign-out callback', async (status) => {
    localStorage.setItem('user', JSON.stringify({ token: 'expired' }));
    localStorage.setItem('theme', 'dark');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(jsonResponse({ error: true, status, message: 'Please sign in', data: null }, status));

    const error = await catchError(apiRequest('/find_cart'));
    expect(error.status).toBe(status);
    expect(error.message).toBe('Please sign in');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves the user alone on a 401 from a call that opts out (a wrong password at sign-in)', async () => {
    localStorage.setItem('user', JSON.stringify({ token: 't' }));
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(jsonResponse({ error: true, status: 401, message: 'Wrong password', data: null }, 401));

    await catchError(apiRequest('/log_in', { method: 'POST', body: {}, skipAuthRedirect: true }));
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it(`aborts the call after ${REQUEST_TIMEOUT_MS} ms and reports a timeout`, async () => {
    vi.useFakeTimers();
    let seenSignal: AbortSignal | undefined;
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          seenSignal = init?.signal ?? undefined;
          seenSignal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

    const pending = catchError(apiRequest('/home'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(seenSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(seenSignal?.aborted).toBe(true);
    expect(error.message).toBe(TIMEOUT_ERROR_MESSAGE);
    expect(error.status).toBe(500);
  });

  it("passes the caller's abort through untouched so cancelled queries are not errors", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const controller = new AbortController();
    const pending = apiRequest('/search', { signal: controller.signal });
    controller.abort(new DOMException('user typed again', 'AbortError'));

    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'user typed again' });
  });
});

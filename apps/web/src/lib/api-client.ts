import { REQUEST_TIMEOUT_MS } from '@store/contracts/constants';
import type { ErrorEnvelope, FieldError } from '@store/contracts/envelope';
import { takePageAnswer } from '@/lib/page-data';
import { clearStoredUser, findStoredUser } from '@/lib/session';
import { saveResponse } from '@/lib/save-file';

export const API_BASE = '/api';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';
export const TIMEOUT_ERROR_MESSAGE = 'The request took too long. Please try again.';

/** A failed call: the status, the message to show, and the contract's field errors on a 400. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fieldErrors: FieldError[];

  constructor(message: string, status: number, fieldErrors: FieldError[] = []) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

let onUnauthorized: () => void = () => {};

/**
 * Registers what happens after a 401/403 has cleared the stored user (the app navigates to /signin).
 * Kept as a callback so the client does not depend on the router and tests can observe it.
 */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

type QueryValue = string | number | boolean | undefined;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Cancels the call from outside, e.g. TanStack Query's signal. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The sign-in call answers 401 for a wrong password; that must not bounce to /signin. */
  skipAuthRedirect?: boolean;
  /**
   * A 403 with this message refuses one part of the back office to a member of staff (the tax
   * reports to those kept from money) and leaves the session alone; any other 403, and a 401,
   * still end it.
   */
  forbiddenKeepsSession?: string;
  /** Signs the call with this token rather than the stored one (finishing a sign-in before storing it). */
  token?: string;
};

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}?${text}` : url;
}

function buildHeaders(body: unknown, explicitToken?: string): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = explicitToken ?? findStoredUser()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

// A failed call's body as the contract names it, each field unchecked until read: anything may come back.
type EnvelopeLike = Partial<Record<keyof ErrorEnvelope, unknown>>;

async function readJson(response: Response): Promise<EnvelopeLike | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as EnvelopeLike) : null;
  } catch {
    return null;
  }
}

function errorFromResponse(response: Response, body: EnvelopeLike | null): ApiError {
  const message = typeof body?.message === 'string' && body.message ? body.message : FALLBACK_ERROR_MESSAGE;
  const status = typeof body?.status === 'number' && body.status >= 400 ? body.status : response.status;
  const fieldErrors = Array.isArray(body?.errors) ? (body.errors as FieldError[]) : [];
  return new ApiError(message, status >= 400 ? status : 500, fieldErrors);
}

/**
 * The answer the server placed in the page for this GET (lib/page-data.ts), at most once. Queries
 * take it as their initial data, so the first render already shows it.
 */
export function placedAnswer<T>(path: string, query?: Record<string, QueryValue>): T | undefined {
  return takePageAnswer(buildUrl(path, query)) as T | undefined;
}

/**
 * Calls the API and returns the whole success envelope (`data` plus siblings such as `brands`).
 * Throws ApiError on failure; an abort from the caller's own signal is rethrown untouched.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const {
    method = 'GET',
    body,
    query,
    signal,
    timeoutMs = REQUEST_TIMEOUT_MS,
    skipAuthRedirect,
    forbiddenKeepsSession,
    token,
  } = options;
  if (signal?.aborted) throw signal.reason;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers: buildHeaders(body, token),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (cause) {
    if (signal?.aborted && !timedOut) throw signal.reason ?? cause;
    // No response at all is reported as status 500 (docs/product.md, Global behaviour).
    throw new ApiError(timedOut ? TIMEOUT_ERROR_MESSAGE : FALLBACK_ERROR_MESSAGE, 500);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  const envelope = await readJson(response);
  if (response.ok && envelope && envelope.error !== true) return envelope as T;

  const error =
    response.ok && !envelope ? new ApiError(FALLBACK_ERROR_MESSAGE, 500) : errorFromResponse(response, envelope);
  const staysSignedIn =
    error.status === 403 && forbiddenKeepsSession !== undefined && error.message === forbiddenKeepsSession;
  throw skipAuthRedirect || staysSignedIn ? error : refused(error);
}

/** A refusal as thrown: a 401 or 403 first ends the stored session and leaves for sign-in. */
function refused(error: ApiError): ApiError {
  if (error.status === 401 || error.status === 403) {
    clearStoredUser();
    onUnauthorized();
  }
  return error;
}

/**
 * Downloads a file answer (a PDF) with the signed-in user's token and saves it under the name the
 * server gives in Content-Disposition. A refused call throws ApiError with the server's words.
 */
export async function apiDownload(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
): Promise<void> {
  const response = await fetch(buildUrl(path, query), { headers: buildHeaders(undefined) });
  if (!response.ok) throw refused(errorFromResponse(response, await readJson(response)));
  await saveResponse(response, fallbackName);
}

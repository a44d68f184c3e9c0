import { API_BASE, ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { clearStoredUser, findStoredUser } from '@/lib/session';

/**
 * A signed call for the few back-office answers that are not the JSON envelope (HTML, CSV, a
 * progress stream). A refusal is read as an envelope and thrown as ApiError, like apiRequest does;
 * a 401 or 403 ends the session, which sends the back office to sign in.
 */
export async function fetchRaw(
  path: string,
  init: RequestInit = {},
  /** A 403 with this message leaves the session alone (see apiRequest's option of the name). */
  { forbiddenKeepsSession }: { forbiddenKeepsSession?: string } = {},
): Promise<Response> {
  const token = findStoredUser()?.token;
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, headers });
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError(FALLBACK_ERROR_MESSAGE, 500);
  }
  if (response.ok) return response;
  throw await errorOf(response, forbiddenKeepsSession);
}

/** The refusal's message (and `data`, e.g. the import check) from its envelope. */
export class RawApiError extends ApiError {
  readonly data: unknown;
  constructor(message: string, status: number, data: unknown) {
    super(message, status);
    this.data = data;
  }
}

async function errorOf(response: Response, forbiddenKeepsSession: string | undefined): Promise<RawApiError> {
  let body: { message?: unknown; data?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON: the general message will do.
  }
  const message = typeof body.message === 'string' && body.message ? body.message : FALLBACK_ERROR_MESSAGE;
  const staysSignedIn = response.status === 403 && message === forbiddenKeepsSession;
  if (response.status === 401 || (response.status === 403 && !staysSignedIn)) clearStoredUser();
  return new RawApiError(message, response.status, body.data ?? null);
}

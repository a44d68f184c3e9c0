/**
 * What a request answers when the database cannot be reached (docs/architecture.md, API): a
 * dropped connection or a restarting server is not the shopper's fault nor a bug, so it is a 503
 * the client may retry, not the bare 500 of an unexpected error.
 */
export const UNAVAILABLE_MESSAGE = 'The store is briefly unavailable. Please try again in a moment.';

/** How long clients are told to wait before retrying, in the Retry-After header. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * PostgreSQL codes of a server going away: admin_shutdown, crash_shutdown, cannot_connect_now
 * (57P01-57P03), and every code of the connection_exception class, which all begin with 08.
 */
const PG_UNAVAILABLE = /^(57P0[123]|08[0-9A-Z]{3})$/;

/** node-postgres reports a lost connection by message only. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

function isLostConnection(err: object): boolean {
  const code = 'code' in err && typeof err.code === 'string' ? err.code : undefined;
  if (code && (NETWORK_CODES.has(code) || PG_UNAVAILABLE.test(code))) return true;
  const message = err instanceof Error ? err.message : '';
  return LOST_CONNECTION_MESSAGES.some((m) => message.startsWith(m));
}

/**
 * Whether `err` (or what caused it: Drizzle wraps the driver's error as `cause`, a failed connect
 * may be an AggregateError of one try per address) means the database could not be reached.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  if (isLostConnection(err)) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return 'cause' in err && isDatabaseUnavailable(err.cause, depth + 1);
}

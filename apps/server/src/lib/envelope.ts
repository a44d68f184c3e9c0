/**
 * The success body of docs/architecture.md, API: `data` plus the named siblings a call lists
 * (docs/product.md, API calls).
 */
export function ok<D, S extends Record<string, unknown> = Record<never, never>>(
  message: string,
  data: D,
  siblings?: S,
) {
  return { error: false as const, status: 200, message, data, ...(siblings as S) };
}

/**
 * `ok(message, data, siblings)` serialised, for `data` already serialised (`dataJson`): the same
 * text JSON.stringify gives for the object.
 */
export function okJson(message: string, dataJson: string, siblings?: Record<string, unknown>): string {
  const head = JSON.stringify({ error: false, status: 200, message });
  const rest = siblings ? JSON.stringify(siblings).slice(1, -1) : '';
  return `${head.slice(0, -1)},"data":${dataJson}${rest ? `,${rest}` : ''}}`;
}

/** The failure body; `errors` only for validation failures. */
export function failure(status: number, message: string, errors?: Array<{ path: string; message: string }>) {
  return errors
    ? { error: true as const, status, message, data: null, errors }
    : { error: true as const, status, message, data: null };
}

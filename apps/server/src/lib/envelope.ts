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

/** The failure body; `errors` only for validation failures. */
export function failure(status: number, message: string, errors?: Array<{ path: string; message: string }>) {
  return errors
    ? { error: true as const, status, message, data: null, errors }
    : { error: true as const, status, message, data: null };
}

/**
 * Asks again every 25 ms until `check` passes or `ms` run out, and answers the last value read:
 * for what arrives just after a commit (a NOTIFY emptying a cache, a mail the outbox sends).
 */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!check(value) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 25));
    value = await read();
  }
  return value;
}

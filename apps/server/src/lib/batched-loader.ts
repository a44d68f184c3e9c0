/**
 * Loads by key, one call of `loadMany` for all the keys asked for in the same turn of the event
 * loop (everything the server read from its sockets before it next waits), at most `maxBatch` at a
 * time. On a busy server many requests need a row each at once; one query for all of them costs
 * the database and the server one round trip instead of one each. With `maxInFlight`, no more
 * than that many calls run at once: the keys asked for meanwhile wait and go together in the next
 * call, so the busier the server, the fuller each query. A key `loadMany` leaves out of its map
 * resolves to undefined; a failure of `loadMany` rejects every key of its batch.
 */
export function batchedLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  { maxBatch = 100, maxInFlight = Infinity }: { maxBatch?: number; maxInFlight?: number } = {},
): (key: K) => Promise<V | undefined> {
  const waiting: Array<{ key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }> = [];
  let scheduled = false;
  let inFlight = 0;

  function send(batch: typeof waiting): void {
    inFlight++;
    const keys = [...new Set(batch.map((w) => w.key))];
    // Through a promise, so that a loader throwing at once rejects the batch like a failed query.
    Promise.resolve()
      .then(() => loadMany(keys))
      .then(
        (found) => batch.forEach((w) => w.resolve(found.get(w.key))),
        (error: unknown) => batch.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        inFlight--;
        flush();
      });
  }

  function flush(): void {
    scheduled = false;
    while (waiting.length > 0 && inFlight < maxInFlight) send(waiting.splice(0, maxBatch));
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      if (waiting.length >= maxBatch) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

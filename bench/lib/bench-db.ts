/** Small helpers on the benchmark's own databases (generate-catalog.ts prepares them). */
import pg from 'pg';

/** One connection to `url` for `work`, always closed after. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Deletes every outbox job. Loading a catalog queues one back-in-stock check per product (each
 * product's stock goes from nothing to some as its variants are written; docs/decisions/079), and
 * the store's worker would run them, 100,000 of them at 100,000 products, while the store is being
 * measured. No shopper waits in a benchmark catalog and no mail is due, so nothing is lost; a
 * reused database may also hold jobs a stopped run left.
 */
export async function clearQueuedJobs(url: string, log: (line: string) => void): Promise<void> {
  await withClient(url, async (client) => {
    const { rowCount } = await client.query('DELETE FROM jobs');
    if (rowCount)
      log(
        `  removed ${rowCount} queued jobs (the load's back-in-stock checks), so no backlog runs during the measurement`,
      );
  });
}

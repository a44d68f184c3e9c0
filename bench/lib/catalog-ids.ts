/** Every product a shopper can open, read from the benchmark's database rather than paged out of the API. */
import pg from 'pg';

/**
 * The ids of all visible products (the list's own rule: not hidden, at least one variant), in id
 * order, which is no order a cache could favour. Paging 10,000 of them out of the API 9 at a time
 * would take over a thousand requests and fill the cache the miss row means to miss.
 */
export async function visibleProductIds(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      'SELECT id::text AS id FROM products WHERE NOT is_hidden AND variant_count > 0 ORDER BY id',
    );
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

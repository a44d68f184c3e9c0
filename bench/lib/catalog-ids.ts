/** Every product a shopper can open, read from the benchmark's database rather than paged out of the API. */
import pg from 'pg';

/** Rows of one query on the benchmark's database, on a connection of its own. */
export async function readRows<T extends pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface VisibleProducts {
  /** In id order, which is no order a cache could favour. */
  ids: string[];
  /** Their names, in the same order: what the cache-missing search types out. */
  names: string[];
}

/**
 * All visible products (the list's own rule: not hidden, at least one variant). Paging 10,000 of
 * them out of the API 9 at a time would take over a thousand requests and fill the cache the
 * cache-missing rows mean to miss.
 */
export async function visibleProducts(databaseUrl: string): Promise<VisibleProducts> {
  const rows = await readRows<{ id: string; name: string }>(
    databaseUrl,
    'SELECT id::text AS id, name FROM products WHERE NOT is_hidden AND variant_count > 0 ORDER BY id',
  );
  return { ids: rows.map((r) => r.id), names: rows.map((r) => r.name) };
}

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

/** `base`, or `base-2`, `base-3`… whichever is free among the slugs of `table`. */
export async function freeSlug(tx: Db, table: 'products' | 'brands' | 'categories', base: string): Promise<string> {
  const used = await queryRows(
    tx,
    z.object({ slug: z.string() }),
    sql`SELECT slug FROM ${sql.identifier(table)} WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
  );
  const taken = new Set(used.map((u) => u.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

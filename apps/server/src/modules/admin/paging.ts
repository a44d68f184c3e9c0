import { sql, type SQL } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** `LIMIT … OFFSET …` for a 1-based page. */
export const limitOffset = (p: PageRequest): SQL => sql`LIMIT ${p.pageSize} OFFSET ${(p.page - 1) * p.pageSize}`;

/**
 * Runs a page query whose rows carry `count(*) OVER ()` as `total`, so one round trip answers both.
 * A page past the end has no rows to carry the total; only then is `countQuery` asked.
 */
export async function selectPage<R extends { total: number }>(
  db: Db,
  pageQuery: SQL,
  countQuery: SQL,
  p: PageRequest,
): Promise<{ found: R[]; total: number }> {
  const found = await rows<R>(db, pageQuery);
  if (found[0]) return { found, total: found[0].total };
  if (p.page === 1) return { found, total: 0 };
  const [row] = await rows<{ n: number }>(db, countQuery);
  return { found, total: row?.n ?? 0 };
}

/** `%text%` for ILIKE with the caller's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

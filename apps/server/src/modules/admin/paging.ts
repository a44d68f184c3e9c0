import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** `LIMIT … OFFSET …` for a 1-based page. */
export const limitOffset = (p: PageRequest): SQL => sql`LIMIT ${p.pageSize} OFFSET ${(p.page - 1) * p.pageSize}`;

const countRow = z.object({ n: z.number().int() });

/**
 * Runs a page query whose rows carry `count(*) OVER ()::int` as `total`, so one round trip
 * answers both, each row parsed with `row`. A page past the end has no rows to carry the total;
 * only then is `countQuery` (`SELECT count(*)::int AS n …`) asked.
 */
export async function selectPage<S extends z.ZodType<{ total: number }>>(
  db: Db,
  row: S,
  pageQuery: SQL,
  countQuery: SQL,
  p: PageRequest,
): Promise<{ found: Array<z.output<S>>; total: number }> {
  const found = await queryRows(db, row, pageQuery);
  if (found[0]) return { found, total: found[0].total };
  if (p.page === 1) return { found, total: 0 };
  const [counted] = await queryRows(db, countRow, countQuery);
  return { found, total: counted?.n ?? 0 };
}

/** `%text%` for ILIKE with the caller's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

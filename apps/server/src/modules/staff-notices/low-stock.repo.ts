import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

/**
 * Claims the low-stock notices to send, atomically: of `low` (options at or below the level), an
 * option staff were not told of is claimed, and one they were told of only if it is in `crossed`
 * (this sale took it there from above). Two payments at once cannot both claim the same option:
 * the second waits on the first's row and then finds it claimed. Options in `restocked` (above
 * the level) are forgotten. Answers the claimed options' ids.
 */
export async function claimLowStockNotices(
  db: Db,
  low: string[],
  crossed: string[],
  restocked: string[],
): Promise<Set<string>> {
  if (restocked.length) {
    await db.execute(sql`DELETE FROM low_stock_notices WHERE variant_id = ANY(${sql.param(restocked)}::uuid[])`);
  }
  if (low.length === 0) return new Set();
  const claimed = await queryRows(
    db,
    z.object({ variant_id: z.string() }),
    sql`INSERT INTO low_stock_notices (variant_id) SELECT unnest(${sql.param(low)}::uuid[])
        ON CONFLICT (variant_id) DO UPDATE SET noticed_at = now()
          WHERE low_stock_notices.variant_id = ANY(${sql.param(crossed)}::uuid[])
        RETURNING variant_id`,
  );
  return new Set(claimed.map((r) => r.variant_id));
}

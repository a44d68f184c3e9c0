import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';

/** Of these options, the ones staff were told are low (and not seen above the level since). */
export async function noticedLowStock(db: Db, variantIds: string[]): Promise<Set<string>> {
  if (variantIds.length === 0) return new Set();
  const rows = await queryRows(
    db,
    z.object({ variant_id: z.string() }),
    sql`SELECT variant_id FROM low_stock_notices WHERE variant_id = ANY(${sql.param(variantIds)}::uuid[])`,
  );
  return new Set(rows.map((r) => r.variant_id));
}

/** Marks these options noticed (again, now); forgets those in `restocked`. */
export async function recordLowStockNotices(db: Db, noticed: string[], restocked: string[]): Promise<void> {
  if (restocked.length) {
    await db.execute(sql`DELETE FROM low_stock_notices WHERE variant_id = ANY(${sql.param(restocked)}::uuid[])`);
  }
  if (noticed.length) {
    await db.execute(
      sql`INSERT INTO low_stock_notices (variant_id) SELECT unnest(${sql.param(noticed)}::uuid[])
          ON CONFLICT (variant_id) DO UPDATE SET noticed_at = now()`,
    );
  }
}

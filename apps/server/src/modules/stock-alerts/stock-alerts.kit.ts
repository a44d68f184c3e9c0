import { SHOP_NAME } from '@store/contracts/constants';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { mailsTo, readableMail } from '../../test/accounts';
import type { TestApp } from '../../test/test-app';

/** A visible product of the demo catalog with several visible variants: its id and two variant ids. */
export async function productWithOptions(db: Db, offset = 0) {
  const [row] = await queryRows(
    db,
    z.object({ id: z.string(), name: z.string(), variants: z.array(z.string()) }),
    sql`SELECT p.id, p.name, ARRAY(SELECT v.id::text FROM product_variants v
                                  WHERE v.product_id = p.id AND NOT v.is_hidden ORDER BY v.position) AS variants
        FROM products p WHERE NOT p.is_hidden AND p.variant_count >= 2 ORDER BY p.name OFFSET ${offset} LIMIT 1`,
  );
  if (!row) throw new Error('the demo catalog has no product with options');
  return row;
}

/** Sets the stock of every variant of a product. */
export const setProductStock = (db: Db, productId: string, stock: number) =>
  db.execute(sql`UPDATE product_variants SET stock = ${stock} WHERE product_id = ${productId}`);

export const setHidden = (db: Db, productId: string, hidden: boolean) =>
  db.execute(sql`UPDATE products SET is_hidden = ${hidden} WHERE id = ${productId}`);

/** The back-in-stock mails to this address so far (all queued mails delivered first), readable. */
export async function backInStockMails(t: TestApp, to: string): Promise<string[]> {
  return (await mailsTo(t, to)).map(readableMail).filter((m) => m.includes(`is back in stock at ${SHOP_NAME}`));
}

/** How many alerts of this product are waiting, and how many ended for each reason. */
export async function alertCounts(db: Db, productId: string) {
  const [row] = await queryRows(
    db,
    z.object({ waiting: z.number(), notified: z.number(), stopped: z.number() }),
    sql`SELECT count(*) FILTER (WHERE ended_at IS NULL)::int AS waiting,
               count(*) FILTER (WHERE end_reason = 'notified')::int AS notified,
               count(*) FILTER (WHERE end_reason = 'stopped')::int AS stopped
        FROM stock_alerts WHERE product_id = ${productId}`,
  );
  return row!;
}

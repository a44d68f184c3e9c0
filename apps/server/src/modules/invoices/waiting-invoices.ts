import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { findOrder, listLines } from '../orders/orders.repo';
import { invoicesHeld, issueInvoice } from './issue-documents';

/** Paid orders, not refunded in full, that have no tax invoice yet: held under the demo's GSTIN. */
const WAITING = sql`o.paid_at IS NOT NULL AND o.payment_status IN ('paid', 'partially_refunded')
  AND NOT EXISTS (SELECT 1 FROM tax_documents d WHERE d.order_id = o.id AND d.kind = 'invoice')`;

/** How many paid orders wait for their invoice because invoices are held (0 when they are not). */
export async function countWaitingInvoices(db: Db, realSales: boolean): Promise<number> {
  if (!(await invoicesHeld(db, realSales))) return 0;
  const [row] = await queryRows(
    db,
    z.object({ count: z.coerce.number() }),
    sql`SELECT count(*) AS count FROM orders o WHERE ${WAITING}`,
  );
  return row?.count ?? 0;
}

/**
 * Issues the invoices that waited, oldest payment first, each in its own transaction with the
 * order locked (as a download would): called once the shop's own GSTIN is saved. Answers how many.
 */
export async function issueWaitingInvoices(db: Db, now: Date, realSales: boolean): Promise<number> {
  if (await invoicesHeld(db, realSales)) return 0;
  const waiting = await queryRows(
    db,
    z.object({ id: z.string() }),
    sql`SELECT o.id FROM orders o WHERE ${WAITING} ORDER BY o.paid_at, o.id`,
  );
  let issued = 0;
  for (const { id } of waiting) {
    const invoice = await db.transaction(async (tx) => {
      const order = (await findOrder(tx, { id }, true))!;
      return issueInvoice(tx, order, await listLines(tx, [order.id]), now, realSales);
    });
    if (invoice) issued += 1;
  }
  return issued;
}

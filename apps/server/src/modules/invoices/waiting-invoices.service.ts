import type { Db } from '../../db/client';
import { findOrder, listLines } from '../orders/orders.repo';
import { issueInvoice, underDemoGstin } from './issue-documents';
import { countHeldInvoices, listHeldInvoices, releaseHeldInvoice } from './tax-documents.repo';

/**
 * How many paid orders wait for their invoice. Counted whatever the GSTIN now is, so an order
 * held by a payment that committed while the GSTIN was being saved still shows (saving the
 * settings again, or its download, issues it).
 */
export async function countWaitingInvoices(db: Db): Promise<number> {
  return countHeldInvoices(db);
}

/**
 * Issues the invoices that were held, the longest held first, each in its own transaction with
 * the order locked (as a download would): called once the shop's own GSTIN is saved. An order
 * refunded in full meanwhile gets none. Answers how many were issued.
 */
export async function issueWaitingInvoices(db: Db, now: Date, realSales: boolean): Promise<number> {
  if (await underDemoGstin(db)) return 0;
  let issued = 0;
  for (const orderId of await listHeldInvoices(db)) {
    const invoice = await db.transaction(async (tx) => {
      const order = await findOrder(tx, { id: orderId }, true);
      // Refunded in full, or a cash order cancelled (refused at the door): no sale stood.
      if (!order || order.paymentStatus === 'refunded' || order.status === 'cancelled') {
        await releaseHeldInvoice(tx, orderId);
        return null;
      }
      return issueInvoice(tx, order, await listLines(tx, [order.id]), now, realSales);
    });
    if (invoice) issued += 1;
  }
  return issued;
}

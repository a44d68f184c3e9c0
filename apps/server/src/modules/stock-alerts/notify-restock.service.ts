import { z } from 'zod';
import type { Db } from '../../db/client';
import { findStockLevels, type StockLevels } from '../catalog/stock-levels.repo';
import { insertJob } from '../jobs/jobs.repo';
import { queueMail } from '../jobs/outbox';
import { backInStockMail } from './stock-alert-mails';
import { endAlertsBackInStock, lockProductAlerts } from './stock-alerts.repo';

/**
 * The outbox job that mails a product's waiting shoppers. The database queues it whenever the
 * product or one of its variants comes back (migration 0010's triggers, docs/decisions/079), on
 * whichever path changed the stock; the same kind and payload are written there.
 */
export const STOCK_ALERTS_JOB = 'stock-alerts';
const jobPayload = z.object({ product_id: z.string(), summary: z.string() });
/** E-mails mailed (and their alerts ended) per transaction. */
const BATCH = 200;

/** Queues the job by hand, for an alert made just as its stock came back. */
export async function queueRestockCheck(db: Db, levels: StockLevels, now: Date): Promise<void> {
  await insertJob(db, {
    kind: STOCK_ALERTS_JOB,
    payload: jobPayload.parse({ product_id: levels.id, summary: `Back-in-stock alerts for ${levels.name}` }),
    maxAttempts: 5,
    runAt: now,
  });
}

/** The ended alerts by e-mail, in the order they came: what came back for each shopper. */
function byEmail(ended: Array<{ email: string; variantId: string | null }>): Map<string, Array<string | null>> {
  const groups = new Map<string, Array<string | null>>();
  for (const alert of ended) groups.set(alert.email, [...(groups.get(alert.email) ?? []), alert.variantId]);
  return groups;
}

/**
 * The worker's half: the product's alerts whose product or variant is back now end, and one mail
 * per e-mail is queued in the same transaction, naming the options it waited for that came back
 * (a shopper waiting for "any option" and for one option gets one mail). An alert ends in the
 * statement that picks it, and the product's jobs take turns, so however many jobs run for the
 * product, at once or later, each shopper is mailed once. A hidden product mails nobody: its
 * alerts wait for it to be shown again, which queues this job anew.
 */
export async function runStockAlertsJob(deps: { db: Db; now: () => Date; publicUrl: string }, payload: unknown) {
  const { product_id: productId } = jobPayload.parse(payload);
  const levels = await findStockLevels(deps.db, productId);
  if (!levels) return { summary: 'Back-in-stock alerts: the product was deleted' };
  if (!levels.visible) return { summary: `Back-in-stock alerts for ${levels.name}: hidden, so none sent` };
  const shown = levels.variants.filter((v) => !v.hidden);
  const back = {
    product: levels.stock > 0,
    variantIds: shown.filter((v) => v.stock > 0).map((v) => v.id),
  };
  const now = deps.now();
  let sent = 0;
  let batch: number;
  // In batches, each its own transaction: a product thousands wait for never holds one long
  // transaction, and a second job on the same product takes the next batch.
  do {
    batch = await deps.db.transaction(async (tx) => {
      await lockProductAlerts(tx, productId);
      const groups = byEmail(await endAlertsBackInStock(tx, productId, back, now, BATCH));
      for (const [email, variantIds] of groups) {
        // The options asked for by name, in the page's order; "any option" alone names the product.
        // A product sold in one option is named without it, as its page names it.
        const named = shown.length > 1 ? shown.filter((v) => variantIds.includes(v.id)) : [];
        const item = { productId, productName: levels.name, variants: named.map((v) => ({ id: v.id, name: v.name })) };
        await queueMail(tx, backInStockMail(email, item, deps.publicUrl), now);
      }
      return groups.size;
    });
    sent += batch;
  } while (batch === BATCH);
  return { summary: `Back-in-stock alerts for ${levels.name}: ${sent} sent` };
}

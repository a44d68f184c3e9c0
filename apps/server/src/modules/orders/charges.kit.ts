import { DEMO_COD, DEMO_SHIPPING, type ChargeSettings } from '@store/contracts/charges';
import type { TaxDocumentBody } from '../invoices/invoice-body';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, testClock } from '../../test/accounts';
import { address, plainProducts, setStock, shopper, type Shopper } from '../../test/shop';
import { createTestApp } from '../../test/test-app';
import { createMemoryRateLimiter } from '../../lib/rate-limit';

type Product = { id: string; variant: string };

/**
 * A store charging as the demo shop does (free from ₹999, ₹49 in Kerala, cash on delivery to
 * ₹10,000 for ₹49), with two shoppers, staff, and two plain products at ₹600 (18%, 800 g) and
 * ₹300 (28%, not weighed), 20 of each, for the shipping and cash on delivery tests.
 */
export async function chargesKit() {
  const clock = testClock(Date.parse('2026-11-25T04:30:00Z'));
  // Code mails are paced by the same clock, so a test moves past the one-a-minute rule.
  const t = await createTestApp({ now: clock.now, rateLimiter: createMemoryRateLimiter(() => clock.now().getTime()) });
  const asha = await shopper(t.app, t.db, 'asha@example.com');
  const ravi = await shopper(t.app, t.db, 'ravi@example.com');
  const admin = await shopper(t.app, t.db, 'boss@example.com', 'admin');
  const [a, b] = (await plainProducts(t.db, 2)) as [Product, Product];
  const k = { t, clock, asha, ravi, admin, a, b };
  await setProduct(k, a, { price: 60_000, gst: 18, grams: 800 });
  await setProduct(k, b, { price: 30_000, gst: 28, grams: null });
  await setCharges(k, { shipping: DEMO_SHIPPING, cod: DEMO_COD });
  return k;
}
export type ChargesKit = Awaited<ReturnType<typeof chargesKit>>;

export async function setCharges(k: Pick<ChargesKit, 't' | 'admin'>, settings: ChargeSettings) {
  const res = await call(k.t.app, 'PUT', '/api/admin/charge_settings', settings, k.admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A product's selling price (its MRP a fifth more), GST rate, packed weight, and 20 in stock. */
export async function setProduct(
  k: Pick<ChargesKit, 't'>,
  p: Product,
  set: { price: number; gst?: number; grams?: number | null; stock?: number },
) {
  await k.t.db.execute(
    sql`UPDATE product_variants SET price_paise = ${set.price}, mrp_paise = ${Math.round(set.price * 1.2)} WHERE id = ${p.variant}`,
  );
  if (set.gst !== undefined) await k.t.db.execute(sql`UPDATE products SET gst_rate = ${set.gst} WHERE id = ${p.id}`);
  if (set.grams !== undefined)
    await k.t.db.execute(sql`UPDATE products SET weight_grams = ${set.grams} WHERE id = ${p.id}`);
  await setStock(k.t.db, p.variant, set.stock ?? 20);
}

/** The create_order (and cod_order) body for these lines to `to` (Kochi unless given). */
export function orderBody(lines: Array<[Product, number]>, to: Partial<typeof address> = {}, extra = {}) {
  return {
    address: { ...address, ...to },
    products: lines.map(([p, quantity]) => ({ product: p.id, variant: p.variant, quantity })),
    type: 'single',
    ...extra,
  };
}

export async function invoiceBody(k: Pick<ChargesKit, 't'>, orderId: string, kind = 'invoice') {
  const rows = await queryRows(
    k.t.db,
    z.object({ number: z.string(), body: z.unknown() }),
    sql`SELECT number, body FROM tax_documents WHERE order_id = ${orderId} AND kind = ${kind} ORDER BY sequence`,
  );
  return rows.map((r) => ({ number: r.number, body: r.body as TaxDocumentBody }));
}

export const newShopper = (k: Pick<ChargesKit, 't'>, email: string): Promise<Shopper> =>
  shopper(k.t.app, k.t.db, email);

export const DELHI = { pinCode: '110001', town: 'New Delhi', state: 'Delhi', locality: 'Connaught Place' };
export const PORT_BLAIR = { pinCode: '744101', town: 'Port Blair', state: 'Andaman and Nicobar Islands' };

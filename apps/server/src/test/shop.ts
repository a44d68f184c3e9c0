import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows, type Db } from '../db/client';
import { signSessionToken } from '../modules/auth/tokens';
import { call, createUser } from './accounts';

export interface Shopper {
  id: string;
  email: string;
  token: string;
}

/** A signed-in account for route tests. */
export async function shopper(
  app: FastifyInstance,
  db: Db,
  email: string,
  role: 'customer' | 'admin' = 'customer',
): Promise<Shopper> {
  const user = await createUser(db, { email, role });
  const token = await signSessionToken(app.config.JWT_SECRET, { userId: user.id, tokenVersion: user.tokenVersion });
  return { id: user.id, email, token };
}

/** Visible one-variant products of the demo catalog, by name. */
export async function plainProducts(db: Db, count: number): Promise<Array<{ id: string; variant: string }>> {
  const found = await queryRows(
    db,
    z.object({ id: z.string(), variant: z.string() }),
    sql`SELECT p.id, p.default_variant_id AS variant FROM products p
        WHERE NOT p.is_hidden AND p.variant_count = 1 ORDER BY p.name LIMIT ${count}`,
  );
  if (found.length < count) throw new Error('the demo catalog has too few plain products');
  return found;
}

export const setStock = (db: Db, variantId: string, stock: number) =>
  db.execute(sql`UPDATE product_variants SET stock = ${stock} WHERE id = ${variantId}`);

export async function stockOf(db: Db, variantId: string): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ stock: z.number() }),
    sql`SELECT stock FROM product_variants WHERE id = ${variantId}`,
  );
  return row?.stock ?? -1;
}

export async function priceOf(db: Db, variantId: string): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ p: z.number() }),
    sql`SELECT price_paise AS p FROM product_variants WHERE id = ${variantId}`,
  );
  return row?.p ?? -1;
}

export async function orderRow(db: Db, orderId: string) {
  const [row] = await queryRows(
    db,
    z.object({
      status: z.string(),
      payment_status: z.string(),
      failure_reason: z.string().nullable(),
      razorpay_order_id: z.string().nullable(),
    }),
    sql`SELECT status, payment_status, failure_reason, razorpay_order_id FROM orders WHERE id = ${orderId}`,
  );
  return row;
}

export const count = async (db: Db, query: ReturnType<typeof sql>) =>
  (await queryRows(db, z.object({ n: z.number() }), query))[0]?.n ?? -1;

export const address = {
  name: 'Asha Menon',
  phone: '9876543210',
  pinCode: '682001',
  address: '12 Marine Drive',
  locality: 'Ernakulam',
  town: 'Kochi',
  state: 'Kerala',
  landMark: 'Near the jetty',
};

/** create_order for one line of `variant`. */
export function createOrder(
  app: FastifyInstance,
  who: { token: string },
  line: { id: string; variant: string },
  quantity = 1,
  extra: Record<string, unknown> = {},
) {
  return call(
    app,
    'POST',
    '/api/create_order',
    { address, products: [{ product: line.id, variant: line.variant, quantity }], type: 'single', ...extra },
    who,
  );
}

/** Test mode's Pay, then verify_order: what the web's test window does. */
export async function payInTestMode(app: FastifyInstance, who: { token: string }, razorpayOrderId: string) {
  const paid = await call(app, 'POST', '/api/test_payment/pay', { razorpay_order_id: razorpayOrderId }, who);
  if (paid.status !== 200) throw new Error(`test pay failed: ${JSON.stringify(paid.body)}`);
  return call(app, 'POST', '/api/verify_order', paid.body.data, who);
}

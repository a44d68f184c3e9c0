// What cart.routes.test.ts and cart-pricing.routes.test.ts share: each file calls setUp() and gets its own app and database.
import { cartResponse } from '@store/contracts/cart';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, createUser } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signSessionToken } from '../auth/tokens';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export let t: TestApp;
export let asha: { id: string; token: string };
export let ravi: { id: string; token: string };
/** A product with at least two visible variants (a helmet's sizes), and a one-variant product. */
export let sized: { id: string; small: string; large: string };
export let plain: { id: string; variant: string };

export const NOBODY = '00000000-0000-4000-8000-000000000000';

export async function shopper(email: string) {
  const user = await createUser(t.db, { email });
  const token = await signSessionToken(t.app.config.JWT_SECRET, { userId: user.id, tokenVersion: user.tokenVersion });
  return { id: user.id, token };
}

export const add = (who: { token: string }, body: unknown) => call(t.app, 'POST', '/api/add_to_cart', body, who);
export const step = (who: { token: string }, body: unknown) =>
  call(t.app, 'POST', '/api/update_cart_quantity', body, who);
export const remove = (who: { token: string }, body: unknown) =>
  call(t.app, 'POST', '/api/remove_cart_product', body, who);
export const cartOf = async (who: { token: string }) =>
  cartResponse.parse((await call(t.app, 'GET', '/api/find_cart', undefined, who)).body).data;
export const setStock = (variantId: string, stock: number) =>
  t.db.execute(sql`UPDATE product_variants SET stock = ${stock} WHERE id = ${variantId}`);

/** The app, shoppers and products these tests share, set up around each file's tests. */
export function setUp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    asha = await shopper('asha@example.com');
    ravi = await shopper('ravi@example.com');
    const [multi] = await queryRows(
      t.db,
      z.object({ product_id: z.string(), ids: z.array(z.string()) }),
      sql`SELECT v.product_id, array_agg(v.id::text ORDER BY v.position) AS ids
          FROM product_variants v JOIN products p ON p.id = v.product_id
          WHERE NOT v.is_hidden AND NOT p.is_hidden
            -- Priced at its own price: a product in a flash deal sells at the deal's.
            AND NOT EXISTS (SELECT 1 FROM home_section_items h
                            WHERE h.product_id = p.id AND h.section = 'flash_deals')
          GROUP BY v.product_id HAVING count(*) >= 2 ORDER BY v.product_id LIMIT 1`,
    );
    const [single] = await queryRows(
      t.db,
      z.object({ id: z.string(), variant: z.string() }),
      sql`SELECT p.id, p.default_variant_id AS variant FROM products p
          WHERE NOT p.is_hidden AND p.variant_count = 1 ORDER BY p.name LIMIT 1`,
    );
    if (!multi?.ids[1] || !single) throw new Error('the demo catalog needs a sized and a plain product');
    sized = { id: multi.product_id, small: multi.ids[0]!, large: multi.ids[1] };
    plain = single;
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.db.execute(sql`DELETE FROM cart_items`);
    await setStock(plain.variant, 5);
    await setStock(sized.small, 5);
    await setStock(sized.large, 5);
  });
}

/**
 * Who the benchmark's shop traffic (shop-traffic.ts) writes as, and what it sells: shoppers and a
 * member of staff made in the benchmark's database with their session tokens, and products with
 * stock to spare.
 */
import { signSessionToken } from '../../apps/server/src/modules/auth/tokens';
import { withClient } from './bench-db';

/** Shoppers who take turns: each may hold only a few unpaid orders (docs/decisions/068). */
const SHOPPERS = 40;
export interface Sellable {
  product: string;
  variant: string;
}

export interface Session {
  id: string;
  token: string;
}

/** Shoppers and one member of staff, made (or found) in the database, with session tokens. */
export async function sessions(url: string, secret: string): Promise<{ shoppers: Session[]; staff: Session }> {
  const rows = await withClient(url, async (client) => {
    const emails = Array.from({ length: SHOPPERS }, (_, i) => `bench-shopper-${i}@example.com`);
    const all = [...emails, 'bench-staff@example.com'];
    await client.query(
      `INSERT INTO users (email, name, role)
         SELECT e, 'Bench Rider', CASE WHEN e LIKE 'bench-staff%' THEN 'admin' ELSE 'customer' END
         FROM unnest($1::text[]) AS e
       ON CONFLICT DO NOTHING`,
      [all],
    );
    const made = await client.query<{ id: string; email: string; token_version: number; role: string }>(
      'SELECT id, email, token_version, role FROM users WHERE email = ANY($1::text[])',
      [all],
    );
    return made.rows;
  });
  const sign = async (r: (typeof rows)[number]) => ({
    id: r.id,
    token: await signSessionToken(secret, { userId: r.id, tokenVersion: r.token_version }),
  });
  const staffRow = rows.find((r) => r.role === 'admin')!;
  return {
    shoppers: await Promise.all(rows.filter((r) => r.role !== 'admin').map(sign)),
    staff: await sign(staffRow),
  };
}

/** Visible products whose default option has stock to spare for a few minutes of sales. */
export async function sellables(url: string): Promise<Sellable[]> {
  return withClient(url, async (client) => {
    const found = await client.query<Sellable>(
      `SELECT p.id AS product, v.id AS variant FROM products p
         JOIN product_variants v ON v.id = p.default_variant_id
       WHERE NOT p.is_hidden AND p.variant_count > 0 AND NOT v.is_hidden AND v.stock >= 40
       ORDER BY md5(p.id::text) LIMIT 400`,
    );
    if (found.rows.length < 50) throw new Error(`only ${found.rows.length} products with stock to sell`);
    return found.rows;
  });
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { users } from '../../db/schema/users';
import { limitOffset, selectPage, type PageRequest } from '../admin/paging';

/*
 * Customers' accounts as the back office lists, shows, blocks and unblocks them. Staff accounts
 * are never customers here.
 */

const accountRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['active', 'blocked']),
  created_at: timestamptz,
  google_sub: z.string().nullable(),
  total: z.number().int(),
});
export type CustomerAccount = Omit<z.output<typeof accountRow>, 'total'>;

export interface AccountSearch extends PageRequest {
  status: 'all' | 'active' | 'blocked';
  /** An ILIKE pattern for the name or e-mail. */
  pattern?: string | undefined;
  /** Subqueries of more user ids the search matches (by phone, from other modules). */
  alsoIn?: SQL[];
}

/** One page of customers, newest first, with how many match in all. */
export async function listCustomerAccounts(
  db: Db,
  s: AccountSearch,
): Promise<{ found: CustomerAccount[]; total: number }> {
  const conditions: SQL[] = [sql`u.role = 'customer'`];
  if (s.status !== 'all') conditions.push(sql`u.status = ${s.status}`);
  if (s.pattern) {
    const matches = [sql`u.name ILIKE ${s.pattern}`, sql`u.email ILIKE ${s.pattern}`];
    for (const ids of s.alsoIn ?? []) matches.push(sql`u.id IN (${ids})`);
    conditions.push(sql`(${sql.join(matches, sql` OR `)})`);
  }
  const where = sql.join(conditions, sql` AND `);
  return selectPage(
    db,
    accountRow,
    sql`SELECT u.id, u.name, u.email, u.status, u.created_at, u.google_sub, count(*) OVER ()::int AS total
        FROM users u WHERE ${where}
        ORDER BY u.created_at DESC, u.id ${limitOffset(s)}`,
    sql`SELECT count(*)::int AS n FROM users u WHERE ${where}`,
    s,
  );
}

/** A customer's account; null for an unknown id and for staff. */
export async function findCustomerAccount(
  db: Db,
  id: string,
): Promise<(CustomerAccount & { cod_blocked: boolean; refused_deliveries: number }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      created_at: users.createdAt,
      google_sub: users.googleSub,
      cod_blocked: users.codBlocked,
      refused_deliveries: users.refusedDeliveries,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')));
  return row ?? null;
}

/** The account's role and status, its row locked until the transaction ends; null when unknown. */
export async function lockAccount(
  tx: Db,
  id: string,
): Promise<{
  role: 'customer' | 'admin';
  status: 'active' | 'blocked';
  codBlocked: boolean;
  refusedDeliveries: number;
} | null> {
  const [row] = await tx
    .select({
      role: users.role,
      status: users.status,
      codBlocked: users.codBlocked,
      refusedDeliveries: users.refusedDeliveries,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Blocks an account, bumping its token version so every session it has ends at once; or lets it
 * sign in again (old sessions stay ended).
 */
export async function setAccountBlocked(tx: Db, id: string, blocked: boolean): Promise<void> {
  await tx
    .update(users)
    .set(
      blocked
        ? { status: 'blocked', tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() }
        : { status: 'active', updatedAt: new Date() },
    )
    .where(eq(users.id, id));
}

/** A customer's cash on delivery standing: refusals reset to 0, and a staff block set or lifted. */
export async function setCodStanding(
  tx: Db,
  id: string,
  change: { resetRefusals?: boolean | undefined; blocked?: boolean | undefined },
): Promise<{ refusedDeliveries: number; blocked: boolean }> {
  const [row] = await tx
    .update(users)
    .set({
      ...(change.resetRefusals ? { refusedDeliveries: 0 } : {}),
      ...(change.blocked === undefined ? {} : { codBlocked: change.blocked }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning({ refusedDeliveries: users.refusedDeliveries, blocked: users.codBlocked });
  return row!;
}

/** Counts one more cash on delivery parcel this customer refused at the door. */
export async function countRefusedDelivery(tx: Db, id: string): Promise<void> {
  await tx
    .update(users)
    .set({ refusedDeliveries: sql`${users.refusedDeliveries} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** A customer's cash on delivery standing: a staff block, and parcels refused since the last reset. */
export async function findCodStanding(
  db: Db,
  id: string,
): Promise<{ codBlocked: boolean; refusedDeliveries: number } | null> {
  const [row] = await db
    .select({ codBlocked: users.codBlocked, refusedDeliveries: users.refusedDeliveries })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

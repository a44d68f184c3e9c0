import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { discountCodes, discountRedemptions } from '../../db/schema/discounts';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountCodeValues = Omit<typeof discountCodes.$inferInsert, 'id' | 'used' | 'createdAt' | 'updatedAt'>;

/** The code as typed (already normalised to upper case); `lock` holds its row until the transaction ends. */
export async function findCode(db: Db, code: string, lock = false): Promise<DiscountCodeRow | undefined> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.code, code));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findCodeById(db: Db, id: string, lock = false): Promise<DiscountCodeRow | undefined> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Is another code (not `exceptId`) spelled this way? */
export async function codeTaken(db: Db, code: string, exceptId: string | null): Promise<boolean> {
  const found = await db.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, code));
  return found.some((r) => r.id !== exceptId);
}

export async function insertCode(db: Db, values: DiscountCodeValues): Promise<DiscountCodeRow> {
  const [row] = await db.insert(discountCodes).values(values).returning();
  return row!;
}

export async function updateCode(db: Db, id: string, values: DiscountCodeValues): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .update(discountCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(discountCodes.id, id))
    .returning();
  return row;
}

const statsRow = z.object({ code_id: z.string(), paid: z.number().int(), given: z.number() });

/** Every code, newest first, with its paid uses and the paise those took off. */
export async function listCodesWithStats(db: Db): Promise<Array<DiscountCodeRow & { paid: number; given: number }>> {
  const codes = await db
    .select()
    .from(discountCodes)
    .orderBy(sql`${discountCodes.createdAt} DESC`, asc(discountCodes.code));
  const stats = await queryRows(
    db,
    statsRow,
    sql`SELECT code_id, count(*)::int AS paid, COALESCE(sum(discount_paise), 0)::float8 AS given
        FROM discount_redemptions WHERE status = 'used' GROUP BY code_id`,
  );
  const byCode = new Map(stats.map((s) => [s.code_id, s]));
  return codes.map((c) => ({ ...c, paid: byCode.get(c.id)?.paid ?? 0, given: byCode.get(c.id)?.given ?? 0 }));
}

/** How many uses of a code this buyer's orders hold now (unpaid holding stock, or paid). */
export async function countBuyerUses(db: Db, codeId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.codeId, codeId),
        eq(discountRedemptions.userId, userId),
        inArray(discountRedemptions.status, ['held', 'used']),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Takes one use if one is left: the conditional update is the guard, so even without the row lock
 * the count could never pass `max_uses`. Answers false (nothing changed) when none is left.
 */
export async function takeUse(db: Db, codeId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    z.object({ used: z.number().int() }),
    sql`UPDATE discount_codes SET used = used + 1, updated_at = now()
        WHERE id = ${codeId} AND (max_uses IS NULL OR used < max_uses) RETURNING used`,
  );
  return rows.length > 0;
}

/** Gives one use back (never below zero). */
async function giveBack(db: Db, codeId: string): Promise<void> {
  await db.execute(
    sql`UPDATE discount_codes SET used = GREATEST(used - 1, 0), updated_at = now() WHERE id = ${codeId}`,
  );
}

/**
 * Locks the rows of these codes and of the codes these orders hold or held, by id in sorted
 * order: a checkout that lets orders go and claims a code takes them all at once, in one order,
 * so two buyers swapping codes never wait on each other crosswise (docs/decisions/078).
 */
export async function lockCodes(db: Db, orderIds: readonly string[], code: string | null): Promise<void> {
  const ids = new Set<string>();
  if (orderIds.length > 0) {
    const held = await db
      .select({ codeId: discountRedemptions.codeId })
      .from(discountRedemptions)
      .where(inArray(discountRedemptions.orderId, [...orderIds]));
    for (const r of held) ids.add(r.codeId);
  }
  if (code) {
    const found = await db.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, code));
    for (const r of found) ids.add(r.id);
  }
  for (const id of [...ids].sort()) await findCodeById(db, id, true);
}

export async function insertRedemption(
  db: Db,
  values: { codeId: string; orderId: string; userId: string; discountPaise: number },
): Promise<void> {
  await db.insert(discountRedemptions).values(values);
}

export async function findRedemption(db: Db, orderId: string) {
  const [row] = await db.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, orderId));
  return row;
}

const movedRow = z.object({ code_id: z.string() });

/** Moves an order's redemption from one of `from` to `to`; answers its code when it moved (once). */
async function moveRedemption(
  db: Db,
  orderId: string,
  from: ReadonlyArray<'held' | 'used' | 'released'>,
  to: 'held' | 'used' | 'released',
): Promise<string | null> {
  const [row] = await queryRows(
    db,
    movedRow,
    sql`UPDATE discount_redemptions SET status = ${to}, updated_at = now()
        WHERE order_id = ${orderId} AND status IN (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )}) RETURNING code_id`,
  );
  return row?.code_id ?? null;
}

/** The order's use goes back to its code, once: 'held' or 'used' become 'released'. */
export async function releaseRedemption(db: Db, orderId: string): Promise<boolean> {
  const codeId = await moveRedemption(db, orderId, ['held', 'used'], 'released');
  if (codeId) await giveBack(db, codeId);
  return codeId !== null;
}

/** The order was paid: a held use becomes spent. Answers false when it held none (released). */
export async function spendRedemption(db: Db, orderId: string): Promise<boolean> {
  return (await moveRedemption(db, orderId, ['held'], 'used')) !== null;
}

/** A released redemption taken again (a retry: held; a late payment: used); the caller took the use. */
export async function takeRedemptionAgain(db: Db, orderId: string, to: 'held' | 'used'): Promise<void> {
  await moveRedemption(db, orderId, ['released'], to);
}

import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { CodAddressHistory } from './charges';

/** A cash order still on its way: the ones COD's open-order limits count (docs/decisions/111). */
const OPEN_COD = sql`payment_method = 'cod' AND status IN ('processing', 'shipped')`;
/** Refused at the door or open: the partial index orders_cod_watch_idx holds exactly these. */
const WATCHED = sql`payment_method = 'cod' AND (status IN ('processing', 'shipped') OR delivery_refused_at IS NOT NULL)`;
/** An address as the limits compare it: its PIN and its first line without case, spaces or marks. */
const sameAddress = (address: { pinCode: string; address: string }) =>
  sql`address->>'pinCode' = ${address.pinCode}
      AND lower(regexp_replace(address->>'address', '[^[:alnum:]]+', '', 'g'))
        = lower(regexp_replace(${address.address}::text, '[^[:alnum:]]+', '', 'g'))`;

const openRow = z.object({ open: z.number().int() });

/** The customer's cash orders still on their way. */
export async function countOpenCodOrders(db: Db, userId: string): Promise<number> {
  const [row] = await queryRows(
    db,
    openRow,
    sql`SELECT count(*)::int AS open FROM orders WHERE user_id = ${userId} AND ${WATCHED} AND ${OPEN_COD}`,
  );
  return row?.open ?? 0;
}

const historyRow = z.object({
  by_phone: z.number().int(),
  by_address: z.number().int(),
  refused: z.number().int(),
});

/** What cash orders to this phone number and address are on their way, and were refused there. */
export async function readCodAddressHistory(
  db: Db,
  address: { phone: string; pinCode: string; address: string },
): Promise<CodAddressHistory> {
  const [row] = await queryRows(
    db,
    historyRow,
    sql`SELECT count(*) FILTER (WHERE ${OPEN_COD} AND address->>'phone' = ${address.phone})::int AS by_phone,
               count(*) FILTER (WHERE ${OPEN_COD} AND ${sameAddress(address)})::int AS by_address,
               count(*) FILTER (WHERE delivery_refused_at IS NOT NULL AND ${sameAddress(address)})::int AS refused
        FROM orders WHERE ${WATCHED}`,
  );
  return { openByPhone: row?.by_phone ?? 0, openByAddress: row?.by_address ?? 0, refusedAtAddress: row?.refused ?? 0 };
}

/**
 * Serialises cash orders of one account, one phone number and one address until the transaction
 * ends, always in that order: two confirmed at once cannot both pass the open-order limits.
 */
export async function lockCodBuyer(
  db: Db,
  userId: string,
  address: { phone: string; pinCode: string; address: string },
): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('cod-account:' || ${userId}::text))`);
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('cod-phone:' || ${address.phone}::text))`);
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('cod-address:' || ${address.pinCode}::text || ':'
          || lower(regexp_replace(${address.address}::text, '[^[:alnum:]]+', '', 'g'))))`,
  );
}

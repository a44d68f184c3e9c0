import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { garageBikes } from '../../db/schema/garage';

/** A bike of a garage as stored. */
export interface GarageRow {
  id: string;
  modelId: string;
  year: number;
  isCurrent: boolean;
}

/** The first key of the garage locks: a class of advisory locks of their own. */
const GARAGE_LOCK = 727_310;

/**
 * Makes every change of one shopper's garage wait for the one before it until the transaction
 * ends: two adds at once cannot both see room for one more bike, and two choices at once cannot
 * both clear the current bike and then meet on `garage_bikes_current_key`.
 */
export async function lockGarage(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM (SELECT pg_advisory_xact_lock(${GARAGE_LOCK}::int, hashtext(${userId}))) l`);
}

/** Every bike of the shopper's garage, newest first. */
export function listGarageRows(db: Db, userId: string): Promise<GarageRow[]> {
  return db
    .select({
      id: garageBikes.id,
      modelId: garageBikes.modelId,
      year: garageBikes.year,
      isCurrent: garageBikes.isCurrent,
    })
    .from(garageBikes)
    .where(eq(garageBikes.userId, userId))
    .orderBy(desc(garageBikes.createdAt), desc(garageBikes.id));
}

/**
 * Adds a bike, not current; answers its id. Stamped after every bike the garage already holds,
 * even within one transaction (a merge) or one tick of a coarse clock (PGlite's counts
 * milliseconds), so newest first is always the order they were added in. Call it after
 * lockGarage.
 */
export async function insertGarageBike(tx: Db, userId: string, modelId: string, year: number): Promise<string> {
  const [row] = await queryRows(
    tx,
    z.object({ id: z.string() }),
    sql`INSERT INTO garage_bikes (user_id, model_id, year, created_at)
        SELECT ${userId}::uuid, ${modelId}::uuid, ${year}::smallint,
               GREATEST(clock_timestamp(), max(created_at) + interval '1 microsecond')
        FROM garage_bikes WHERE user_id = ${userId}
        RETURNING id::text AS id`,
  );
  if (!row) throw new Error('garage_bikes insert returned no row');
  return row.id;
}

/**
 * Makes `bikeId` the shopper's only current bike, or none when null; answers false when the
 * shopper has no such bike. Two statements, the old current bike cleared first: the partial
 * unique index is checked row by row, so setting the new one first would collide with the old.
 * Call it in a transaction after lockGarage.
 */
export async function setCurrentBike(tx: Db, userId: string, bikeId: string | null): Promise<boolean> {
  await tx
    .update(garageBikes)
    .set({ isCurrent: false })
    .where(
      and(
        eq(garageBikes.userId, userId),
        eq(garageBikes.isCurrent, true),
        bikeId === null ? undefined : ne(garageBikes.id, bikeId),
      ),
    );
  if (bikeId === null) return true;
  const set = await tx
    .update(garageBikes)
    .set({ isCurrent: true })
    .where(and(eq(garageBikes.id, bikeId), eq(garageBikes.userId, userId)))
    .returning({ id: garageBikes.id });
  return set.length > 0;
}

/** Takes the shopper's bike out of their garage; answers whether they had it. */
export async function deleteGarageBike(db: Db, userId: string, bikeId: string): Promise<boolean> {
  const gone = await db
    .delete(garageBikes)
    .where(and(eq(garageBikes.id, bikeId), eq(garageBikes.userId, userId)))
    .returning({ id: garageBikes.id });
  return gone.length > 0;
}

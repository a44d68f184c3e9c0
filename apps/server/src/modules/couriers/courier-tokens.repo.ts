import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courierTokens } from '../../db/schema/couriers';
import type { TokenStore } from '../../lib/couriers/shiprocket';

/**
 * The aggregator's token kept in the database, where every server finds it. A renewal replaces
 * the token it found stale, and only that one: when two servers renew at once, the first token
 * written is kept and the second server's is used by it alone until it ends.
 */
export function databaseTokenStore(db: Db, service: string): TokenStore {
  return {
    async read() {
      const [row] = await db
        .select({ token: courierTokens.token, expiresAt: courierTokens.expiresAt })
        .from(courierTokens)
        .where(eq(courierTokens.service, service));
      return row ?? null;
    },
    async write(token, expiresAt, replacing) {
      if (replacing === null) {
        await db.insert(courierTokens).values({ service, token, expiresAt }).onConflictDoNothing();
        return;
      }
      await db
        .update(courierTokens)
        .set({ token, expiresAt, updatedAt: sql`now()` })
        .where(and(eq(courierTokens.service, service), eq(courierTokens.token, replacing)));
    },
  };
}

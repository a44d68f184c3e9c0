import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { addresses } from '../../db/schema/users';

/*
 * Saved addresses as the back office reads them: a customer's book newest first, the phone to
 * reach each customer on, and who has a phone number (docs/decisions/020).
 */

export type SavedAddress = Pick<
  typeof addresses.$inferSelect,
  'id' | 'name' | 'phone' | 'address' | 'locality' | 'town' | 'state' | 'pinCode' | 'landmark' | 'isDefault'
>;

/** A user's saved addresses, the default first, then newest first. */
export function listAddressBook(db: Db, userId: string): Promise<SavedAddress[]> {
  return db
    .select({
      id: addresses.id,
      name: addresses.name,
      phone: addresses.phone,
      address: addresses.address,
      locality: addresses.locality,
      town: addresses.town,
      state: addresses.state,
      pinCode: addresses.pinCode,
      landmark: addresses.landmark,
      isDefault: addresses.isDefault,
    })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
}

const phoneRow = z.object({ user_id: z.string(), phone: z.string() });

/** The phone of each user's default (else newest) saved address, by user id; users without one are left out. */
export async function findContactPhones(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const found = await queryRows(
    db,
    phoneRow,
    sql`SELECT DISTINCT ON (a.user_id) a.user_id, a.phone FROM addresses a
        WHERE a.user_id IN ${[...new Set(userIds)]}
        ORDER BY a.user_id, a.is_default DESC, a.created_at DESC`,
  );
  return new Map(found.map((r) => [r.user_id, r.phone]));
}

/**
 * A subquery of the ids of users with a saved phone or alternate phone matching the LIKE
 * `pattern`, for the accounts module's customer search to compose.
 */
export function userIdsWithPhone(pattern: string): SQL {
  return sql`SELECT a.user_id FROM addresses a WHERE a.phone LIKE ${pattern} OR a.alternate_phone LIKE ${pattern}`;
}

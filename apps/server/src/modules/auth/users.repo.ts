import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

export type UserRow = typeof users.$inferSelect;

/** The account with this e-mail (compared case-insensitively), or null. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

/** What a member of staff may see: everything, or all but the shop's money (docs/decisions/109). */
export type StaffAccess = 'full' | 'fulfilment';

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export async function findUserByGoogleSub(db: Db, sub: string): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return user ?? null;
}

/** Inserts an account; null when the e-mail (or Google id) is already taken. */
export async function insertUser(
  db: Db,
  values: {
    email: string;
    name: string;
    passwordHash?: string | null;
    googleSub?: string | null;
    role?: 'customer' | 'admin';
    staffAccess?: StaffAccess;
  },
): Promise<UserRow | null> {
  const [user] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return user ?? null;
}

/** Sets a new password and bumps the token version, ending every earlier session. */
export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<UserRow | null> {
  const [user] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user ?? null;
}

/**
 * Sets the first password of an account that has none (express checkout, Google) and bumps the
 * token version; null when it has one by now, so two first passwords cannot race past the check.
 */
export async function setFirstPassword(db: Db, userId: string, passwordHash: string): Promise<UserRow | null> {
  const [user] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning();
  return user ?? null;
}

/** Links a Google id to an account that has none yet; the password is left as it is. */
export async function linkGoogle(db: Db, userId: string, googleSub: string): Promise<UserRow | null> {
  const [user] = await db
    .update(users)
    .set({ googleSub, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.googleSub)))
    .returning();
  return user ?? null;
}

export async function setName(db: Db, userId: string, name: string): Promise<void> {
  await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The people behind these ids (buyers, staff who moved an order), by id; unknown ids are left out. */
export async function findPeople(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; email: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(found.map((u) => [u.id, u]));
}

/**
 * A subquery of the ids of accounts whose name or e-mail matches the ILIKE `pattern`, for
 * another module's search to compose (the back office finds orders by their buyer).
 */
export function userIdsMatching(pattern: string): SQL {
  return sql`SELECT ${users.id} FROM ${users} WHERE ${users.name} ILIKE ${pattern} OR ${users.email} ILIKE ${pattern}`;
}

/** Makes the account an admin; its password and sessions are left as they are. */
/** Makes the account staff; its access changes only when one is given. */
export async function grantAdmin(db: Db, userId: string, staffAccess?: StaffAccess): Promise<void> {
  await db
    .update(users)
    .set({ role: 'admin', ...(staffAccess ? { staffAccess } : {}), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

import { and, eq, isNull, sql } from 'drizzle-orm';
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

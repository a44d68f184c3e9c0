import type { Address, AddressInput } from '@store/contracts/address';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema/users';

type AddressRow = typeof addresses.$inferSelect;

/** A stored address in the API's field names (docs/product.md, Entities: Saved address). */
export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    pin_code: row.pinCode,
    locality: row.locality,
    address: row.address,
    town: row.town,
    state: row.state,
    landmark: row.landmark,
    alternate_phone: row.alternatePhone,
    flag: row.isDefault,
  };
}

function toColumns(input: AddressInput) {
  return {
    name: input.name,
    phone: input.phone,
    pinCode: input.pin_code,
    locality: input.locality,
    address: input.address,
    town: input.town,
    state: input.state,
    landmark: input.landmark,
    alternatePhone: input.alternate_phone,
    isDefault: input.flag,
  };
}

/** A user's addresses, the default first, then oldest first. */
export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const found = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  return found.map(toAddress);
}

export async function countAddresses(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, ...toColumns(input) })
    .returning();
  return toAddress(row as AddressRow);
}

/** Updates an address only if it is this user's; null otherwise. */
export async function updateAddress(db: Db, userId: string, id: string, input: AddressInput): Promise<Address | null> {
  const [row] = await db
    .update(addresses)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row ? toAddress(row) : null;
}

/** Deletes an address only if it is this user's; false otherwise. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  return deleted.length > 0;
}

/** Leaves `keepId` as the user's only default address. */
export async function clearOtherDefaults(db: Db, userId: string, keepId: string): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), ne(addresses.id, keepId), eq(addresses.isDefault, true)));
}

/** One of the user's saved addresses; null for an unknown id or anyone else's. */
export async function findAddressOf(db: Db, userId: string, id: string): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row ? toAddress(row) : null;
}

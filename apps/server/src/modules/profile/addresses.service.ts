import { ADDRESS_MESSAGES, MAX_ADDRESSES, type Address, type AddressInput } from '@store/contracts/address';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { clearOtherDefaults, countAddresses, deleteAddress, insertAddress, updateAddress } from './addresses.repo';

/** Saves a new address for the user; a flagged one becomes the only default. */
export async function createAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    if ((await countAddresses(tx, userId)) >= MAX_ADDRESSES) throw new AppError('CONFLICT', ADDRESS_MESSAGES.tooMany);
    const address = await insertAddress(tx, userId, input);
    if (address.flag) await clearOtherDefaults(tx, userId, address._id);
    return address;
  });
}

/** Replaces the fields of one of the user's addresses; anyone else's id is a 404. */
export async function editAddress(db: Db, userId: string, id: string, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    const address = await updateAddress(tx, userId, id, input);
    if (!address) throw notFound('Address');
    if (address.flag) await clearOtherDefaults(tx, userId, address._id);
    return address;
  });
}

/** Deletes one of the user's addresses; anyone else's id is a 404. */
export async function removeAddress(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteAddress(db, userId, id))) throw notFound('Address');
}

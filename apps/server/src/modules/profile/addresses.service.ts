import { ADDRESS_MESSAGES, MAX_ADDRESSES, type Address, type AddressInput } from '@store/contracts/address';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { checkPinAndState } from '../india/address-check';
import { clearOtherDefaults, countAddresses, deleteAddress, insertAddress, updateAddress } from './addresses.repo';

/** The address with its PIN checked against its state, and the state in the list's spelling. */
function withKnownPlace(input: AddressInput): AddressInput {
  return { ...input, state: checkPinAndState(input.pin_code, input.state).state };
}

/** Saves a new address for the user; a flagged one becomes the only default. */
export async function createAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  input = withKnownPlace(input);
  return db.transaction(async (tx) => {
    if ((await countAddresses(tx, userId)) >= MAX_ADDRESSES) throw new AppError('CONFLICT', ADDRESS_MESSAGES.tooMany);
    const address = await insertAddress(tx, userId, input);
    if (address.flag) await clearOtherDefaults(tx, userId, address._id);
    return address;
  });
}

/** Replaces the fields of one of the user's addresses; anyone else's id is a 404. */
export async function editAddress(db: Db, userId: string, id: string, input: AddressInput): Promise<Address> {
  input = withKnownPlace(input);
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

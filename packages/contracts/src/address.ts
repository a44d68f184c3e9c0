import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idSchema } from './ids';

/** Most saved addresses one customer may keep. */
export const MAX_ADDRESSES = 20;
export const ADDRESS_TEXT_MAX = 300;
export const ADDRESS_FIELD_MAX = 80;

/** The messages for checkout and profile addresses (docs/product.md, Validation rules). */
export const ADDRESS_MESSAGES = {
  nameRequired: 'Name is required',
  phoneRequired: 'Mobile is required',
  phoneDigits: 'Mobile must be 10 digits',
  alternatePhoneDigits: 'Alternate mobile must be 10 digits',
  pinCodeRequired: 'Pin code is required',
  pinCodeDigits: 'Pin code must be 6 digits',
  /** Six digits, but no Indian PIN starts with 0 (000000 typed to get past the form): nowhere the shop delivers. */
  pinCodeNotServed: 'We do not deliver to this PIN code',
  addressRequired: 'Address is required',
  townRequired: 'Town is required',
  stateRequired: 'State is required',
  landmarkRequired: 'Landmark is required',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  tooMany: `You can save up to ${MAX_ADDRESSES} addresses`,
  incomplete: 'please fill the form complete',
  notSelected: 'please select address or fill the address',
} as const;

const required = (message: string, max = ADDRESS_FIELD_MAX) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, ADDRESS_MESSAGES.tooLong(max));
/** A required trimmed text field with its message; shared with the checkout address. */
export const requiredText = required;

/** A 10-digit Indian mobile number. */
export const phoneField = z
  .string({ error: ADDRESS_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.phoneRequired, abort: true })
  .regex(/^\d{10}$/, ADDRESS_MESSAGES.phoneDigits);

/**
 * An Indian PIN code: six digits (else 'must be 6 digits'), never starting with 0 (else 'We do
 * not deliver to this PIN code': the shape is right, the place is nowhere the shop delivers).
 */
export const pinCodeField = z
  .string({ error: ADDRESS_MESSAGES.pinCodeRequired })
  .trim()
  .min(1, { error: ADDRESS_MESSAGES.pinCodeRequired, abort: true })
  .regex(/^\d{6}$/, { error: ADDRESS_MESSAGES.pinCodeDigits, abort: true })
  .refine((pin) => !pin.startsWith('0'), { error: ADDRESS_MESSAGES.pinCodeNotServed });

/** The fields of a saved address, as the profile and checkout forms send them. */
export const addressFields = {
  name: required(ADDRESS_MESSAGES.nameRequired),
  phone: phoneField,
  pin_code: pinCodeField,
  locality: z.string().trim().max(ADDRESS_FIELD_MAX, ADDRESS_MESSAGES.tooLong(ADDRESS_FIELD_MAX)).default(''),
  address: required(ADDRESS_MESSAGES.addressRequired, ADDRESS_TEXT_MAX),
  town: required(ADDRESS_MESSAGES.townRequired),
  state: required(ADDRESS_MESSAGES.stateRequired),
  landmark: required(ADDRESS_MESSAGES.landmarkRequired),
  alternate_phone: z
    .string()
    .trim()
    .regex(/^(\d{10})?$/, ADDRESS_MESSAGES.alternatePhoneDigits)
    .nullish()
    .transform((v) => (v ? v : null)),
  /** The default address, picked first at checkout. */
  flag: z.boolean().default(false),
};

/** POST /create_address. */
export const addressBody = z.object(addressFields);
export type AddressInput = z.infer<typeof addressBody>;

/** POST /edit_address: the address id plus every field. */
export const editAddressBody = z.object({ id: idSchema, ...addressFields });
export type EditAddress = z.infer<typeof editAddressBody>;

/** A saved address as the API names its fields (docs/product.md, Entities). */
export const addressSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  pin_code: z.string(),
  locality: z.string(),
  address: z.string(),
  town: z.string(),
  state: z.string(),
  landmark: z.string(),
  alternate_phone: z.string().nullable(),
  flag: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressResponse = envelopeSchema(addressSchema);
export const deletedAddressResponse = envelopeSchema(z.object({ _id: z.string() }));
export type AddressResponse = z.infer<typeof addressResponse>;
export type DeletedAddressResponse = z.infer<typeof deletedAddressResponse>;
/** GET /get_order_address: the saved addresses for the checkout's picker. */
export const addressListResponse = envelopeSchema(z.array(addressSchema));
export type AddressListResponse = z.infer<typeof addressListResponse>;

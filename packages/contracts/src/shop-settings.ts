import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { GSTIN_MESSAGES, STATE_NAMES, gstinProblem, stateCode } from './india';

/** Where the shop delivers, grouped by how long a parcel takes (docs/india.md, Delivery dates). */
export const DELIVERY_ZONE_IDS = ['kerala', 'south', 'metro', 'rest', 'remote'] as const;
export type DeliveryZoneId = (typeof DELIVERY_ZONE_IDS)[number];

export const DELIVERY_ZONE_NAMES: Record<DeliveryZoneId, string> = {
  kerala: 'Kerala',
  south: 'Rest of South India',
  metro: 'Metro cities',
  rest: 'Rest of India',
  remote: 'North-East, Jammu and Kashmir, Ladakh and the islands',
};

export const deliveryZoneSchema = z.object({
  id: z.enum(DELIVERY_ZONE_IDS),
  /** Calendar days from payment to the buyer's door. */
  days: z.coerce
    .number()
    .int('Days must be a whole number')
    .min(1, 'Days must be 1 to 30')
    .max(30, 'Days must be 1 to 30'),
  served: z.boolean(),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

/**
 * The shop's defaults: the rest of India takes the 5 days every order promised before zones
 * (payment date + 5), nearer zones less, the far ones more.
 */
export const DEFAULT_DELIVERY_ZONES: DeliveryZone[] = [
  { id: 'kerala', days: 3, served: true },
  { id: 'south', days: 4, served: true },
  { id: 'metro', days: 4, served: true },
  { id: 'rest', days: 5, served: true },
  { id: 'remote', days: 8, served: true },
];

export const SHOP_MESSAGES = {
  legalName: 'Legal name is required',
  address: 'Registered address is required',
  state: 'Choose a state from the list',
  prefix: 'Invoice prefix must be 2 or 3 capital letters or digits, not ending in C (credit notes add the C)',
  gstinState: 'The GSTIN must start with the code of the shop’s state',
  zones: 'Give every delivery zone once',
  logo: 'Upload the logo again: that picture is not one this shop stored',
  pins: 'Unserved PIN codes must be 6 digits each',
} as const;

export const stateField = z
  .string({ error: 'State is required' })
  .trim()
  .refine((v) => stateCode(v) !== undefined, SHOP_MESSAGES.state);

export const gstinField = z
  .string({ error: GSTIN_MESSAGES.format })
  .trim()
  .transform((v) => v.toUpperCase())
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A logo the back office uploaded: only such a file is read when an invoice is drawn. */
export const LOGO_URL = /^\/media\/catalog\/logo\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/;

/** PUT /admin/shop_settings: the seller's particulars on every invoice, and where it delivers. */
export const shopSettingsBody = z
  .object({
    legal_name: z.string().trim().min(1, SHOP_MESSAGES.legalName).max(120),
    gstin: gstinField,
    address: z.string().trim().min(1, SHOP_MESSAGES.address).max(300),
    state: stateField,
    invoice_prefix: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{1,2}[A-BD-Z0-9]$/, SHOP_MESSAGES.prefix),
    delivery_zones: z
      .array(deliveryZoneSchema)
      .refine(
        (zones) => zones.length === DELIVERY_ZONE_IDS.length && new Set(zones.map((z) => z.id)).size === zones.length,
        SHOP_MESSAGES.zones,
      ),
    unserved_pins: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[1-9]\d{5}$/, SHOP_MESSAGES.pins),
      )
      .max(5000),
    /**
     * The logo printed on tax invoices and credit notes, as POST /admin/uploads?kind=logo answered
     * it; null for none, left out to keep the one there is.
     */
    logo: z.string().regex(LOGO_URL, SHOP_MESSAGES.logo).nullable().optional(),
  })
  .refine((s) => s.gstin.slice(0, 2) === stateCode(s.state), { message: SHOP_MESSAGES.gstinState, path: ['gstin'] });
export type ShopSettingsInput = z.infer<typeof shopSettingsBody>;

export const shopSettingsSchema = z.object({
  legal_name: z.string(),
  logo: z.string().nullable(),
  gstin: z.string(),
  address: z.string(),
  state: z.enum(STATE_NAMES),
  invoice_prefix: z.string(),
  delivery_zones: z.array(deliveryZoneSchema.extend({ name: z.string() })),
  unserved_pins: z.array(z.string()),
  updated_at: z.string(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export const shopSettingsResponse = envelopeSchema(shopSettingsSchema);

/** GET /pin_code?pin=: the place of a PIN and whether and when the shop delivers there. */
export const pinCodeResponse = envelopeSchema(
  z.object({
    pin: z.string(),
    district: z.string(),
    state: z.enum(STATE_NAMES),
    /** Every state the PIN's post offices lie in; the first is `state`. */
    states: z.array(z.enum(STATE_NAMES)),
    served: z.boolean(),
    zone: z.string(),
    /** Calendar days from payment. */
    days: z.number(),
    /** yyyy-mm-dd in India time for a payment made now; null where the shop does not deliver. */
    delivery_by: z.string().nullable(),
    /**
     * The courier whose promise set `days` (Shiprocket's recommended one, plus a day to pack);
     * null or absent when the shop's zones did (docs/couriers.md).
     */
    courier: z.string().nullable().optional(),
  }),
);
export type PinCodeAnswer = z.infer<typeof pinCodeResponse>['data'];

export const PIN_MESSAGES = {
  unknown: 'This PIN code does not exist: please check it',
  stateMismatch: (pin: string, state: string) =>
    `PIN code ${pin} is not in ${state}: please check the PIN or the state`,
  notServed: 'We do not deliver to this PIN code yet',
} as const;

import { z } from 'zod';
import { otpField } from './auth';
import { envelopeSchema } from './envelope';
import { formatInr } from './money';
import { DELIVERY_ZONE_IDS, DELIVERY_ZONE_NAMES, type DeliveryZoneId } from './shop-settings';

/**
 * What an order pays beyond its goods (docs/decisions/111): shipping, by delivery zone and packed
 * weight and free from an order value, and the fee for paying cash on delivery. Both are set in
 * the back office (Settings > Shipping and cash on delivery) and decided on the server.
 */

/** The most any one charge may be: ₹10,000 (a limit on typing, not a business rule). */
export const MAX_CHARGE_PAISE = 1_000_000;

export const CHARGE_MESSAGES = {
  fee: 'Fees must be whole paise from ₹0 to ₹10,000',
  freeFrom: 'Free shipping must start at a whole number of paise up to ₹10,00,000, or be left empty',
  zones: 'Give every delivery zone its fee once',
  grams: 'Weights must be whole grams from 1 to 100,000',
  codMax: 'The most for cash on delivery must be ₹1 to ₹10,00,000',
  codZones: 'Choose delivery zones from the list',
  pins: 'PIN codes must be 6 digits each',
  openOrders: 'Open order limits must be whole numbers from 1 to 50',
} as const;

const feeField = z
  .number({ error: CHARGE_MESSAGES.fee })
  .int({ error: CHARGE_MESSAGES.fee })
  .min(0, { error: CHARGE_MESSAGES.fee })
  .max(MAX_CHARGE_PAISE, { error: CHARGE_MESSAGES.fee });
const gramsField = z
  .number({ error: CHARGE_MESSAGES.grams })
  .int({ error: CHARGE_MESSAGES.grams })
  .min(1, { error: CHARGE_MESSAGES.grams })
  .max(100_000, { error: CHARGE_MESSAGES.grams });
const limitField = z
  .number({ error: CHARGE_MESSAGES.openOrders })
  .int({ error: CHARGE_MESSAGES.openOrders })
  .min(1, { error: CHARGE_MESSAGES.openOrders })
  .max(50, { error: CHARGE_MESSAGES.openOrders });
const pinsField = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{5}$/, CHARGE_MESSAGES.pins),
  )
  .max(5000)
  .transform((pins) => [...new Set(pins)].sort());

/**
 * Shipping: each zone's fee covers a parcel up to `included_grams`; every further `step_grams` or
 * part of it adds `step_fee` (0 turns weight off). A product with no weight counts as
 * `unweighed_grams` a unit. At or above `free_from` (the goods after any discount code) shipping
 * is free; null: never free.
 */
export const shippingRulesSchema = z.object({
  free_from: z
    .number({ error: CHARGE_MESSAGES.freeFrom })
    .int({ error: CHARGE_MESSAGES.freeFrom })
    .min(0, { error: CHARGE_MESSAGES.freeFrom })
    .max(100_000_000, { error: CHARGE_MESSAGES.freeFrom })
    .nullable(),
  zone_fees: z
    .array(z.object({ id: z.enum(DELIVERY_ZONE_IDS), fee: feeField }))
    .refine(
      (zones) => zones.length === DELIVERY_ZONE_IDS.length && new Set(zones.map((z) => z.id)).size === zones.length,
      CHARGE_MESSAGES.zones,
    ),
  included_grams: gramsField,
  step_grams: gramsField,
  step_fee: feeField,
  unweighed_grams: gramsField,
});
export type ShippingRules = z.infer<typeof shippingRulesSchema>;

/**
 * Cash on delivery: offered or not, up to `max_order` (the whole order with its charges), for
 * `fee`, in the zones listed except the PINs excluded, and to a buyer with fewer open cash orders
 * than the limits per account, per phone number and per delivery address.
 */
export const codRulesSchema = z.object({
  enabled: z.boolean(),
  max_order: z
    .number({ error: CHARGE_MESSAGES.codMax })
    .int({ error: CHARGE_MESSAGES.codMax })
    .min(100, { error: CHARGE_MESSAGES.codMax })
    .max(100_000_000, { error: CHARGE_MESSAGES.codMax }),
  fee: feeField,
  zones: z
    .array(z.enum(DELIVERY_ZONE_IDS, { error: CHARGE_MESSAGES.codZones }))
    .transform((ids) => DELIVERY_ZONE_IDS.filter((id) => ids.includes(id))),
  excluded_pins: pinsField,
  open_orders: z.object({ account: limitField, phone: limitField, address: limitField }),
});
export type CodRules = z.infer<typeof codRulesSchema>;

/**
 * A new shop charges nothing it has not set and takes no cash it has not arranged to collect:
 * shipping free everywhere, cash on delivery off (docs/decisions/111).
 */
export const NEW_SHOP_SHIPPING: ShippingRules = {
  free_from: 0,
  zone_fees: DELIVERY_ZONE_IDS.map((id) => ({ id, fee: 0 })),
  included_grams: 1000,
  step_grams: 500,
  step_fee: 0,
  unweighed_grams: 500,
};
export const NEW_SHOP_COD: CodRules = {
  enabled: false,
  max_order: 1_000_000,
  fee: 0,
  zones: [...DELIVERY_ZONE_IDS],
  excluded_pins: [],
  open_orders: { account: 2, phone: 2, address: 3 },
};

/** The demo shop's: free from ₹999, ₹49-129 by zone below it, cash on delivery to ₹10,000 for ₹49. */
export const DEMO_SHIPPING: ShippingRules = {
  free_from: 99_900,
  zone_fees: [
    { id: 'kerala', fee: 4900 },
    { id: 'south', fee: 6900 },
    { id: 'metro', fee: 6900 },
    { id: 'rest', fee: 7900 },
    { id: 'remote', fee: 12_900 },
  ],
  included_grams: 1000,
  step_grams: 500,
  step_fee: 2000,
  unweighed_grams: 500,
};
export const DEMO_COD: CodRules = {
  enabled: true,
  max_order: 1_000_000,
  fee: 4900,
  zones: ['kerala', 'south', 'metro', 'rest'],
  excluded_pins: [],
  open_orders: { account: 2, phone: 2, address: 3 },
};

/** GET and PUT /admin/charge_settings. */
export const chargeSettingsBody = z.object({ shipping: shippingRulesSchema, cod: codRulesSchema });
export type ChargeSettings = z.infer<typeof chargeSettingsBody>;
export const chargeSettingsResponse = envelopeSchema(
  chargeSettingsBody.extend({
    zone_names: z.record(z.enum(DELIVERY_ZONE_IDS), z.string()),
    updated_at: z.string(),
  }),
);

export const zoneName = (id: DeliveryZoneId) => DELIVERY_ZONE_NAMES[id];

/** The ways an order is paid: online through Razorpay, or in cash to the courier. */
export const PAYMENT_METHODS = ['online', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Why cash on delivery is not offered, in the shopper's words. */
export const COD_MESSAGES = {
  off: 'This shop takes online payment only',
  noAddress: 'Choose a delivery address to see whether cash on delivery is available',
  zone: (pin: string) => `Cash on delivery is not available for PIN code ${pin}: please pay online`,
  overLimit: (max: number) => `Cash on delivery is available for orders up to ${formatInr(max)}: please pay online`,
  blocked: 'Cash on delivery is not available on this account: please pay online',
  refused: 'Cash on delivery is not available after a refused delivery: please pay online',
  addressRefused: 'Cash on delivery is not available for this address after a refused delivery: please pay online',
  openAccount: (n: number) =>
    `You have ${n} cash on delivery ${n === 1 ? 'order' : 'orders'} on the way: please pay online, or wait for one to arrive`,
  openPhone: 'Too many cash on delivery orders to this phone number are on the way: please pay online',
  openAddress: 'Too many cash on delivery orders to this address are on the way: please pay online',
  business: 'A business buying with its GSTIN pays online',
  codeSent: (email: string) => `We sent a code to ${email}: enter it to confirm your order`,
  codeWrong: 'That code is wrong or has expired: send a new one',
  totalChanged: (total: number) =>
    `The order now comes to ${formatInr(total)}: check the summary and place the order again for a new code`,
  nothingPending: 'There is no cash on delivery order waiting for a code: place the order again',
  confirmed: 'Order confirmed: pay in cash when it arrives',
} as const;

/** Whether this checkout may be paid in cash on delivery, and for what fee; the reason when not. */
export const codOfferSchema = z.object({
  available: z.boolean(),
  fee: z.number().int(),
  reason: z.string().nullable(),
});
export type CodOffer = z.infer<typeof codOfferSchema>;

/** The fee and charges of a checkout with a known PIN: shipping (0 when free) and its zone. */
export const checkoutChargesSchema = z.object({
  /** Paise; null until the delivery PIN is known (and the goods are below free_from). */
  shipping: z.number().int().nullable(),
  /** The goods value from which shipping is free; null when it never is. */
  free_from: z.number().int().nullable(),
  /** Cash on delivery for this checkout; null when the shop does not offer it at all. */
  cod: codOfferSchema.nullable(),
});

/** POST /confirm_cod_order: the code mailed for the cash on delivery order waiting. */
export const confirmCodBody = z.object({ otp: otpField });

/** POST /cod_order answers where the code went and what the order will come to. */
export const codCodeSentResponse = envelopeSchema(
  z.object({ sent_to: z.string(), total: z.number().int(), shipping: z.number().int(), cod_fee: z.number().int() }),
);

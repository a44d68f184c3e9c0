import { z } from 'zod';
import { isoDate, MAX_PRICE_PAISE, uniqueIds } from './admin-common';
import { envelopeSchema } from './envelope';
import { formatInr } from './money';

/*
 * Discount codes (docs/decisions/078): staff make them in the back office; the buyer types one at
 * checkout and the server prices it, spreads it over the lines it covers and counts its uses.
 */

export const DISCOUNT_KINDS = ['percent', 'flat'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_CODE_MIN = 3;
export const DISCOUNT_CODE_MAX = 20;
/** The most products, categories and brands one code may be limited to, each. */
export const DISCOUNT_SCOPE_MAX = 200;
/** Uses above this are a typing mistake, not a campaign. */
export const DISCOUNT_USES_MAX = 1_000_000;
/** Codes one address may try in a quarter hour, so they cannot be found by guessing. */
export const DISCOUNT_TRIES_PER_QUARTER_HOUR = 60;
/** A code never takes an order below what the payment provider accepts: ₹1. */
export const DISCOUNT_LEAVES_AT_LEAST_PAISE = 100;

const indiaDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Every refusal a code can meet, at checkout and in the back office, in the words shoppers and staff see. */
export const DISCOUNT_MESSAGES = {
  codeRequired: 'Enter a discount code',
  codeFormat: `A code is ${DISCOUNT_CODE_MIN} to ${DISCOUNT_CODE_MAX} letters, digits or dashes`,
  unknown: 'This discount code does not exist',
  inactive: 'This discount code is no longer available',
  notYetValid: (from: Date) => `This code can be used from ${indiaDay.format(from)}`,
  expired: (to: Date) => `This code expired on ${indiaDay.format(to)}`,
  minimumNotReached: (minimum: number, total: number) =>
    `This code needs an order of at least ${formatInr(minimum)}: add ${formatInr(minimum - total)} more`,
  usedUp: 'This code has been used up',
  usedByYou: (most: number) =>
    most === 1 ? 'You have already used this code' : `You have already used this code ${most} times, the most allowed`,
  notForProducts: 'This code does not apply to the products in your order',
  notOnFlashDeals: 'This code does not apply to flash-deal prices',
  orderTooSmall: 'Your order is too small for this code to take anything off',
  applied: 'Discount code applied',
  tooManyTries: 'Too many discount codes tried: please wait a few minutes and try again',
  retryUsedUp: (code: string) =>
    `The discount code ${code} on this order has been used up since: please place the order again`,
  // The back office.
  percentRange: 'Percent off must be a whole number from 1 to 100',
  flatAmount: 'Amount off must be more than ₹0',
  flatTooBig: `Amount off must be at most ${formatInr(MAX_PRICE_PAISE)}`,
  minimumAmount: 'Minimum order must be ₹0 or more',
  minimumTooBig: `Minimum order must be at most ${formatInr(MAX_PRICE_PAISE)}`,
  dates: 'Valid from and valid to must be a date and time',
  dateOrder: 'Valid to must be after valid from',
  usesLimit: `Uses must be a whole number from 1 to ${DISCOUNT_USES_MAX.toLocaleString('en-IN')}`,
  perBuyerOverTotal: 'Uses per buyer cannot be more than the total uses',
  maxBelowUsed: (used: number) => `This code has been used ${used} times already: the total uses cannot be fewer`,
  codeTaken: 'Another discount code already has this code',
  notFound: 'Discount code not found',
  saved: 'Discount code saved',
  created: 'Discount code added',
  listed: 'Discount codes fetched',
} as const;

/** Codes compare without case or surrounding spaces: 'diwali10 ' is DIWALI10. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** A code as typed by a buyer or staff: trimmed, upper-cased, letters, digits and dashes. */
export const discountCodeField = z
  .string({ error: DISCOUNT_MESSAGES.codeRequired })
  .transform(normaliseCode)
  .pipe(
    z
      .string()
      .min(1, { error: DISCOUNT_MESSAGES.codeRequired })
      .regex(new RegExp(`^[A-Z0-9-]{${DISCOUNT_CODE_MIN},${DISCOUNT_CODE_MAX}}$`), {
        error: DISCOUNT_MESSAGES.codeFormat,
      }),
  );

/** `discount_code` of create_order and checkout_quote: a code in any case, or none (null). */
export const discountCodeInput = discountCodeField.nullish().transform((v) => v ?? null);

const usesField = z
  .number({ error: DISCOUNT_MESSAGES.usesLimit })
  .int({ error: DISCOUNT_MESSAGES.usesLimit })
  .min(1, { error: DISCOUNT_MESSAGES.usesLimit })
  .max(DISCOUNT_USES_MAX, { error: DISCOUNT_MESSAGES.usesLimit });

const moment = z.iso.datetime({ offset: true, error: DISCOUNT_MESSAGES.dates });

/**
 * POST and PUT /admin/discounts: percent (1-100, `value` in percent) or flat (`value` in paise),
 * the minimum order in paise (0 for none), the window, what it is limited to (all empty: the
 * whole shop) and its limits (null: none).
 */
export const discountInputBody = z
  .object({
    code: discountCodeField,
    description: z.string().trim().max(200, { error: 'Description must be at most 200 characters' }).default(''),
    kind: z.enum(DISCOUNT_KINDS, { error: 'Choose percent or flat amount' }),
    // None given counts as 0, so the refinement below says what is missing for the kind chosen.
    value: z
      .number({ error: 'Enter a whole number' })
      .int({ error: 'Enter a whole number' })
      .nullish()
      .transform((v) => v ?? 0),
    minOrderPaise: z
      .number({ error: DISCOUNT_MESSAGES.minimumAmount })
      .int({ error: DISCOUNT_MESSAGES.minimumAmount })
      .min(0, { error: DISCOUNT_MESSAGES.minimumAmount })
      .max(MAX_PRICE_PAISE, { error: DISCOUNT_MESSAGES.minimumTooBig })
      .default(0),
    validFrom: moment,
    validTo: moment,
    productIds: uniqueIds(DISCOUNT_SCOPE_MAX).default([]),
    categoryIds: uniqueIds(DISCOUNT_SCOPE_MAX).default([]),
    brandIds: uniqueIds(DISCOUNT_SCOPE_MAX).default([]),
    maxUses: usesField.nullable().default(null),
    maxUsesPerBuyer: usesField.nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'percent' && (d.value < 1 || d.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_MESSAGES.percentRange });
    }
    if (d.kind === 'flat' && d.value <= 0)
      ctx.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_MESSAGES.flatAmount });
    if (d.kind === 'flat' && d.value > MAX_PRICE_PAISE) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: DISCOUNT_MESSAGES.flatTooBig });
    }
    if (Date.parse(d.validTo) <= Date.parse(d.validFrom)) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: DISCOUNT_MESSAGES.dateOrder });
    }
    if (d.maxUses !== null && d.maxUsesPerBuyer !== null && d.maxUsesPerBuyer > d.maxUses) {
      ctx.addIssue({ code: 'custom', path: ['maxUsesPerBuyer'], message: DISCOUNT_MESSAGES.perBuyerOverTotal });
    }
  });
export type DiscountInput = z.infer<typeof discountInputBody>;

/** A code as the back office lists it, with how often it has been used. */
export const adminDiscountSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int(),
  minOrderPaise: z.number().int(),
  validFrom: isoDate,
  validTo: isoDate,
  productIds: z.array(z.string()),
  /** The products it is limited to with their names, for the form's chips. */
  products: z.array(z.object({ id: z.string(), name: z.string() })),
  categoryIds: z.array(z.string()),
  brandIds: z.array(z.string()),
  maxUses: z.number().int().nullable(),
  maxUsesPerBuyer: z.number().int().nullable(),
  active: z.boolean(),
  /** Uses held by unpaid orders and by paid ones; given back when an order expires or is cancelled. */
  used: z.number().int(),
  /** Of those, the paid orders'. */
  paidUses: z.number().int(),
  /** Paise taken off paid orders, cancelled ones not counted. */
  discountGivenPaise: z.number().int(),
  createdAt: isoDate,
});
export type AdminDiscount = z.infer<typeof adminDiscountSchema>;
export const adminDiscountResponse = envelopeSchema(adminDiscountSchema);
export const adminDiscountListResponse = envelopeSchema(z.array(adminDiscountSchema));

/**
 * A discount on a checkout summary or an order: the code and what it takes off, in paise. The
 * summary's `total` and the order's `totalAmount` are after it; absent or null: no code.
 */
export const appliedDiscountSchema = z.object({ code: z.string(), amount: z.number().int() });
/** An order line's share of its discount code, in paise: paid for the line = total_price - discount. */
export const lineDiscountField = z.number().int().optional();
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

/** Describes a code for a list or a receipt: '10% off' or '₹200 off'. */
export function discountLabel(kind: DiscountKind, value: number): string {
  return kind === 'percent' ? `${value}% off` : `${formatInr(value)} off`;
}

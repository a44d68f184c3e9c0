/**
 * The shop's contact details and policy pages, kept in the database and edited in the back office
 * (issue 38, docs/decisions/106): the footer, the contact and help pages, every mail's footer and
 * the invoice show what staff saved, with no rebuild.
 */
import { z } from 'zod';
import { envelopeSchema } from './envelope';

export const POLICY_IDS = ['returns', 'shipping', 'warranty', 'privacy', 'terms'] as const;
export type PolicyId = (typeof POLICY_IDS)[number];

/** The title of each policy page, as its heading and the footer's link say it. */
export const POLICY_TITLES: Record<PolicyId, string> = {
  returns: 'Returns & Refunds',
  shipping: 'Shipping & Delivery',
  warranty: 'Warranty',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
};

/** The longest policy text staff may save: a long policy is some 15,000 characters. */
export const POLICY_MAX_CHARS = 40_000;

export const SHOP_DETAILS_MESSAGES = {
  fetched: 'Shop details fetched',
  saved: 'Shop details saved',
  policyFetched: 'Policy fetched',
  phone: 'Enter an Indian phone number: 10 digits, with +91 or 0 in front if you like, spaces or hyphens between',
  whatsapp: 'Enter an Indian mobile number for WhatsApp (10 digits starting 6 to 9), or leave it empty',
  email: 'Enter the e-mail address shoppers write to',
  hours: 'Give 1 to 7 rows of days and hours, each at most 40 characters',
  directions: 'Directions must be at most 1,000 characters',
  policy: `A policy must have some text, at most ${POLICY_MAX_CHARS.toLocaleString('en-IN')} characters`,
  unknownPolicy: 'No such policy page',
} as const;

/**
 * The ten digits of an Indian phone number written as staff type it (`+91 484 123 4567`,
 * `0484-1234567`, `98470 12345`); undefined when it is not one.
 */
export function indianPhoneDigits(text: string): string | undefined {
  // Digits, spaces and hyphens only: a bracket would end a Markdown link that carries the number.
  if (!/^\+?\d[\d\s-]*$/.test(text.trim())) return undefined;
  const digits = text.replace(/\D/g, '');
  const national = /^(?:91|0)?(\d{10})$/.exec(digits)?.[1];
  return national && /^[1-9]/.test(national) ? national : undefined;
}

/** Whether ten digits are a mobile number, which WhatsApp needs. */
export const isIndianMobile = (digits: string) => /^[6-9]\d{9}$/.test(digits);

/** The `tel:` link of a phone number staff saved. */
export const telHref = (phone: string) => `tel:+91${indianPhoneDigits(phone) ?? ''}`;

/** The WhatsApp chat link of a mobile number, with the opening text when given (wa.me). */
export function whatsappHref(mobile: string, text?: string): string {
  const base = `https://wa.me/91${indianPhoneDigits(mobile) ?? ''}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** A map search for the address, which every phone opens in its maps app. */
export const mapHref = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.replace(/\s*\n\s*/g, ', '))}`;

export const openingHoursSchema = z.object({ days: z.string(), hours: z.string() });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** GET /api/shop_details: what every storefront page may show of the shop. */
export const shopDetailsSchema = z.object({
  /** The brand over the shop, as the logo says it. */
  name: z.string(),
  legal_name: z.string(),
  gstin: z.string(),
  /** The address, one element per line as staff wrote it. */
  address_lines: z.array(z.string()),
  map_url: z.string(),
  phone: z.string(),
  phone_href: z.string(),
  /** Null when the shop has no WhatsApp number. */
  whatsapp: z.string().nullable(),
  whatsapp_href: z.string().nullable(),
  email: z.string(),
  hours: z.array(openingHoursSchema),
  /** How to find the shop, shown under its address; null for none. */
  directions: z.string().nullable(),
  /** Shipping is free from this order value (paise); null when it never is (docs/decisions/111). */
  free_shipping_from: z.number().int().nullable(),
  /** Whether the shop offers cash on delivery anywhere. */
  cash_on_delivery: z.boolean(),
});
export type ShopDetails = z.infer<typeof shopDetailsSchema>;
export const shopDetailsResponse = envelopeSchema(shopDetailsSchema);

export const policyQuery = z.object({
  id: z.enum(POLICY_IDS, { error: SHOP_DETAILS_MESSAGES.unknownPolicy }),
});

/** GET /api/policy?id=: a policy page's Markdown, the shop's own or today's default. */
export const policySchema = z.object({
  id: z.enum(POLICY_IDS),
  title: z.string(),
  markdown: z.string(),
  /** False while the page shows the store's own default text. */
  edited: z.boolean(),
  /** When staff last saved it; null for the default text. */
  updated_at: z.string().nullable(),
});
export type Policy = z.infer<typeof policySchema>;
export const policyResponse = envelopeSchema(policySchema);

const phoneField = z
  .string({ error: SHOP_DETAILS_MESSAGES.phone })
  .trim()
  .max(30, SHOP_DETAILS_MESSAGES.phone)
  .refine((v) => indianPhoneDigits(v) !== undefined, SHOP_DETAILS_MESSAGES.phone);

/** PUT /api/admin/shop_details: the contact details and the policies, saved together. */
export const shopDetailsBody = z.object({
  phone: phoneField,
  // Empty or null alike: the form sends what this schema made of it, null for an empty field.
  whatsapp: z
    .preprocess(
      (v) => v ?? '',
      z
        .string({ error: SHOP_DETAILS_MESSAGES.whatsapp })
        .trim()
        .max(30, SHOP_DETAILS_MESSAGES.whatsapp)
        .refine((v) => v === '' || isIndianMobile(indianPhoneDigits(v) ?? ''), SHOP_DETAILS_MESSAGES.whatsapp),
    )
    .transform((v) => v || null),
  email: z.email({ error: SHOP_DETAILS_MESSAGES.email }).trim().max(120, SHOP_DETAILS_MESSAGES.email),
  hours: z
    .array(
      z.object({
        days: z.string().trim().min(1, SHOP_DETAILS_MESSAGES.hours).max(40, SHOP_DETAILS_MESSAGES.hours),
        hours: z.string().trim().min(1, SHOP_DETAILS_MESSAGES.hours).max(40, SHOP_DETAILS_MESSAGES.hours),
      }),
      { error: SHOP_DETAILS_MESSAGES.hours },
    )
    .min(1, SHOP_DETAILS_MESSAGES.hours)
    .max(7, SHOP_DETAILS_MESSAGES.hours),
  directions: z
    .preprocess(
      (v) => v ?? '',
      z.string({ error: SHOP_DETAILS_MESSAGES.directions }).trim().max(1000, SHOP_DETAILS_MESSAGES.directions),
    )
    .transform((v) => v || null),
  /** Each policy's Markdown; null puts the store's default text back. */
  policies: z.object(
    Object.fromEntries(
      POLICY_IDS.map((id) => [
        id,
        z
          .string({ error: SHOP_DETAILS_MESSAGES.policy })
          .trim()
          .min(1, SHOP_DETAILS_MESSAGES.policy)
          .max(POLICY_MAX_CHARS, SHOP_DETAILS_MESSAGES.policy)
          .nullable(),
      ]),
    ) as Record<PolicyId, z.ZodNullable<z.ZodString>>,
  ),
});
export type ShopDetailsInput = z.infer<typeof shopDetailsBody>;

/** GET /api/admin/shop_details: the details as the form edits them, each policy with its default. */
export const adminShopDetailsSchema = z.object({
  /** The registered address from Shop and tax, which the policies' `{address}` prints. */
  address: z.string(),
  legal_name: z.string(),
  phone: z.string(),
  whatsapp: z.string().nullable(),
  email: z.string(),
  hours: z.array(openingHoursSchema),
  directions: z.string().nullable(),
  policies: z.array(policySchema.extend({ default_markdown: z.string() })),
  /** When staff last saved these details: the go-live checklist's "reviewed". */
  reviewed_at: z.string().nullable(),
});
export type AdminShopDetails = z.infer<typeof adminShopDetailsSchema>;
export const adminShopDetailsResponse = envelopeSchema(adminShopDetailsSchema);

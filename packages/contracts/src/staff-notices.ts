/** Staff notices: mails to the shop's notice address when something needs a person (issue 38). */
import { z } from 'zod';
import { envelopeSchema } from './envelope';

export const STAFF_NOTICE_KINDS = [
  'paid_order',
  'return_requested',
  'low_stock',
  'failed_mail',
  'parcel_trouble',
] as const;
export type StaffNoticeKind = (typeof STAFF_NOTICE_KINDS)[number];

export const STAFF_NOTICE_LABELS: Record<StaffNoticeKind, { title: string; detail: string }> = {
  paid_order: { title: 'A new paid order', detail: 'One mail for each order once it is paid, to pack and ship it.' },
  return_requested: {
    title: 'A return requested',
    detail: 'When a buyer asks to return something, to approve or refuse it.',
  },
  low_stock: {
    title: 'Stock running low',
    detail: 'When a sale leaves an option at or below the low-stock level, once until it is restocked.',
  },
  failed_mail: {
    title: 'Mails that failed for good',
    detail: 'At most one mail every 30 minutes, when mails to customers failed after every retry.',
  },
  parcel_trouble: {
    title: 'A parcel in trouble',
    detail:
      'When a courier booked here could not deliver, sends a parcel back or comes back with it, cancels or loses it.',
  },
};

export const STAFF_NOTICE_MESSAGES = {
  email: 'Enter an e-mail address, or leave it empty to use ADMIN_EMAIL',
  level: 'The low-stock level must be a whole number from 0 to 1000',
} as const;

const kindsSchema = z.object({
  paid_order: z.boolean(),
  return_requested: z.boolean(),
  low_stock: z.boolean(),
  failed_mail: z.boolean(),
  parcel_trouble: z.boolean(),
});

/** PUT /admin/staff_notices. An empty address sends to ADMIN_EMAIL, the server's setting. */
export const staffNoticesBody = z.object({
  notice_email: z
    .string()
    .trim()
    .max(254, STAFF_NOTICE_MESSAGES.email)
    .refine((v) => v === '' || z.email().safeParse(v).success, STAFF_NOTICE_MESSAGES.email),
  kinds: kindsSchema,
  low_stock_level: z.coerce
    .number({ error: STAFF_NOTICE_MESSAGES.level })
    .int(STAFF_NOTICE_MESSAGES.level)
    .min(0, STAFF_NOTICE_MESSAGES.level)
    .max(1000, STAFF_NOTICE_MESSAGES.level),
});
export type StaffNoticesInput = z.infer<typeof staffNoticesBody>;

export const staffNoticesSchema = z.object({
  /** '' when the notices go to ADMIN_EMAIL. */
  notice_email: z.string(),
  /** ADMIN_EMAIL, the address used when notice_email is empty; null when the server has none. */
  admin_email: z.string().nullable(),
  kinds: kindsSchema,
  low_stock_level: z.number().int(),
});
export type StaffNotices = z.infer<typeof staffNoticesSchema>;
export const staffNoticesResponse = envelopeSchema(staffNoticesSchema);

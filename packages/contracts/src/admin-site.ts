/** The back office: the home page, customers and the audit log. */
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { idSchema } from './ids';
import {
  HOME_SECTION_MAX,
  HOME_SECTION_VALUES,
  ADMIN_MESSAGES,
  text,
  optionalSearch,
  paiseField,
  imageUrlField,
  positionField,
  isoDate,
  adminPageQuery,
  pagedSchema,
} from './admin-common';
import { adminOrderSummarySchema } from './admin-orders';

/* ---------- home page ---------- */

export const adminBannerSchema = z.object({
  id: z.string(),
  image: z.string(),
  heading: z.string(),
  description: z.string(),
  position: z.number().int(),
  active: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const bannerInputBody = z.object({
  image: imageUrlField,
  heading: z
    .string({ error: 'Heading is required' })
    .trim()
    .min(1, { error: 'Heading is required', abort: true })
    .max(120, { error: ADMIN_MESSAGES.tooLong(120) }),
  description: text(300).default(''),
  position: positionField.optional(),
  active: z.boolean().default(true),
});
export type BannerInput = z.infer<typeof bannerInputBody>;
export const bannerOrderBody = z.object({
  ids: z.array(idSchema).min(1, { error: ADMIN_MESSAGES.bannersOrder }).max(200),
});
export const adminBannerResponse = envelopeSchema(adminBannerSchema);

export const adminHomeItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  stock: z.number().int(),
  /** Hidden products stay in the list but the storefront leaves them out. */
  hidden: z.boolean(),
  dealPricePaise: z.number().int().nullable(),
  endsAt: isoDate.nullable(),
});
export const adminHomeSchema = z.object({
  banners: z.array(adminBannerSchema),
  sections: z.object({
    featured: z.array(adminHomeItemSchema),
    trending: z.array(adminHomeItemSchema),
    new_arrivals: z.array(adminHomeItemSchema),
    flash_deals: z.array(adminHomeItemSchema),
  }),
});
export type AdminHome = z.infer<typeof adminHomeSchema>;
export const adminHomeResponse = envelopeSchema(adminHomeSchema);
export const homeSectionParams = z.object({ section: z.enum(HOME_SECTION_VALUES, { error: 'Unknown home section' }) });
/** PUT /admin/home/sections/:section: the section's products in order; flash deals with price and end. */
export const homeSectionBody = z.object({
  items: z
    .array(
      z.object({
        productId: idSchema,
        dealPricePaise: paiseField('Deal price').optional(),
        endsAt: z.iso.datetime({ offset: true, error: 'End time must be a date and time' }).optional(),
      }),
    )
    .max(HOME_SECTION_MAX, { error: `A section holds at most ${HOME_SECTION_MAX} products` }),
});
export type HomeSectionInput = z.infer<typeof homeSectionBody>;

/* ---------- customers ---------- */

export const adminCustomerListQuery = adminPageQuery.extend({
  /** Name, e-mail or phone (from saved addresses and orders). */
  q: optionalSearch,
  status: z.enum(['all', 'active', 'blocked'], { error: 'Unknown status' }).default('all'),
});
export const adminCustomerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(['active', 'blocked']),
  createdAt: isoDate,
  /** Orders that were paid for, cancelled ones included; unpaid attempts are not counted. */
  orderCount: z.number().int(),
  /** Sum of paid orders (refunded ones not counted). */
  totalSpentPaise: z.number().int(),
  lastOrderAt: isoDate.nullable(),
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;
export const adminCustomerListResponse = envelopeSchema(pagedSchema(adminCustomerSummarySchema));
export const adminCustomerDetailSchema = adminCustomerSummarySchema.extend({
  signsInWithGoogle: z.boolean(),
  /** Cash on delivery: parcels refused at the door since the last reset, and a staff block. */
  cod: z.object({ refusedDeliveries: z.number().int(), blocked: z.boolean() }),
  addresses: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      phone: z.string(),
      address: z.string(),
      locality: z.string(),
      town: z.string(),
      state: z.string(),
      pinCode: z.string(),
      landmark: z.string(),
      isDefault: z.boolean(),
    }),
  ),
  /** The customer's latest 100 orders, unpaid attempts included. */
  orders: z.array(adminOrderSummarySchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
export const adminCustomerDetailResponse = envelopeSchema(adminCustomerDetailSchema);

/* ---------- audit ---------- */

export const adminAuditQuery = adminPageQuery.extend({
  entity: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/, { error: 'Unknown entity' })
    .optional(),
  entityId: z.string().trim().max(100).optional(),
  actorId: idSchema.optional(),
});
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  /** e.g. product.update, order.ship, customer.block. */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** null for the command-line import and other changes made outside the back office. */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDate,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
export const adminAuditListResponse = envelopeSchema(pagedSchema(adminAuditEntrySchema));

/** The back office: the dashboard and orders. */
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { ORDER_STATUS_VALUES, ORDER_TYPES, PAYMENT_STATUS_VALUES, orderAddressSnapshotSchema } from './orders';
import { SHOP_TIME_ZONE, ORDER_ACTIONS, optionalSearch, isoDate, adminPageQuery, pagedSchema } from './admin-common';

/* ---------- dashboard ---------- */

const salesSchema = z.object({ salesPaise: z.number().int(), orders: z.number().int() });
export const lowStockVariantSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  /** The product or the variant is hidden from the storefront. */
  hidden: z.boolean(),
});
export const dashboardSchema = z.object({
  timeZone: z.literal(SHOP_TIME_ZONE),
  /** Paid orders only, counted on the day they were paid. */
  today: salesSchema,
  month: salesSchema,
  /** Orders in processing: paid, waiting to be shipped. */
  awaitingShipment: z.number().int(),
  lowStockThreshold: z.number().int(),
  /** All variants at or below the threshold; `lowStock` lists the first 50, visible and emptiest first. */
  lowStockCount: z.number().int(),
  lowStock: z.array(lowStockVariantSchema),
  /** The last DASHBOARD_DAYS days, oldest first, every day present (zero when nothing sold). */
  dailySales: z.array(salesSchema.extend({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })),
  /** Go-live checklist items not done yet (the checklist page says which). */
  goLiveOpen: z.number().int(),
  /** Paid orders whose tax invoice waits for the shop's own GSTIN. */
  invoicesWaiting: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponse = envelopeSchema(dashboardSchema);

/* ---------- orders ---------- */

export const adminOrderListQuery = adminPageQuery.extend({
  /** Order number, Razorpay order id, customer name, e-mail or phone. */
  q: optionalSearch,
  status: z.enum([...ORDER_STATUS_VALUES, 'all'], { error: 'Unknown order status' }).default('all'),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuery>;

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: isoDate,
  paidAt: isoDate.nullable(),
  status: z.enum(ORDER_STATUS_VALUES),
  paymentStatus: z.enum(PAYMENT_STATUS_VALUES),
  totalPaise: z.number().int(),
  itemCount: z.number().int(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  shipTo: z.object({ name: z.string(), phone: z.string(), town: z.string(), state: z.string(), pinCode: z.string() }),
  razorpayOrderId: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;
export const adminOrderListResponse = envelopeSchema(pagedSchema(adminOrderSummarySchema));

export const adminOrderEventSchema = z.object({
  id: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  note: z.string().nullable(),
  /** Who made the move (the shopper for checkout, staff for the rest); null for payments and timeouts. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: isoDate,
});
export const adminOrderDetailSchema = adminOrderSummarySchema.extend({
  type: z.enum(ORDER_TYPES),
  mrpTotalPaise: z.number().int(),
  /** The discount code the order was placed with and what it took off (docs/decisions/078). */
  discount: z.object({ code: z.string(), amount: z.number().int() }).nullish(),
  address: orderAddressSnapshotSchema,
  failureReason: z.string().nullable(),
  shippedAt: isoDate.nullable(),
  deliveredAt: isoDate.nullable(),
  cancelledAt: isoDate.nullable(),
  estimatedDelivery: isoDate.nullable(),
  /** A business buyer's particulars for its invoice; null for a consumer. */
  business: z
    .object({ gstin: z.string(), name: z.string(), billingAddress: orderAddressSnapshotSchema.nullable() })
    .nullable(),
  /** The tax invoice and any credit note, for GET /admin/orders/:id/invoice?kind=. */
  documents: z.array(
    z.object({
      kind: z.enum(['invoice', 'credit_note']),
      number: z.string(),
      issuedAt: isoDate,
      totalPaise: z.number().int(),
    }),
  ),
  lines: z.array(
    z.object({
      productId: z.string().nullable(),
      variantId: z.string().nullable(),
      name: z.string(),
      variantName: z.string(),
      sku: z.string(),
      image: z.string(),
      unitPricePaise: z.number().int(),
      mrpPaise: z.number().int(),
      quantity: z.number().int(),
      lineTotalPaise: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      provider: z.enum(['razorpay', 'test']),
      providerOrderId: z.string(),
      providerPaymentId: z.string(),
      amountPaise: z.number().int(),
      status: z.enum(['captured', 'failed', 'refunded']),
      method: z.string().nullable(),
      createdAt: isoDate,
    }),
  ),
  events: z.array(adminOrderEventSchema),
  /** The moves the transition table allows from the current status. */
  allowedActions: z.array(z.enum(ORDER_ACTIONS)),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderDetailResponse = envelopeSchema(adminOrderDetailSchema);

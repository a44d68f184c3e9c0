/** The back office: the dashboard and orders. */
import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { PAYMENT_METHODS } from './charges';
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
  /** Online, or cash on delivery (its cash collected when paymentStatus is paid). */
  paymentMethod: z.enum(PAYMENT_METHODS),
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
  /** Shipping and the cash on delivery fee, both inside totalPaise (docs/decisions/111). */
  shippingPaise: z.number().int(),
  codFeePaise: z.number().int(),
  /** A cash order's cash as recorded: when, and the courier's remittance reference. */
  cash: z.object({ collectedAt: isoDate, remittance: z.string().nullable() }).nullable(),
  /** The buyer's cash on delivery standing, for a cash order: refusals counted and a staff block. */
  buyerCod: z.object({ refusedDeliveries: z.number().int(), blocked: z.boolean() }),
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
      provider: z.enum(['razorpay', 'test', 'cash']),
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
  /** A cash order shipped or delivered and not yet paid: staff may record its cash collected. */
  canCollectCash: z.boolean(),
  /** A cash order shipped: staff may record that the buyer refused it at the door. */
  canRecordRefusal: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
export const adminOrderDetailResponse = envelopeSchema(adminOrderDetailSchema);

/* ---------- cash on delivery ---------- */

export const CASH_MESSAGES = {
  ordersRequired: 'Give at least one order number',
  tooMany: 'A remittance can list at most 200 orders',
  notFound: (numbers: string[]) => `No such order: ${numbers.join(', ')}`,
  notCash: (number: string) => `${number} was paid online, not in cash`,
  notOut: (number: string) => `${number} has not shipped yet: cash is collected on delivery`,
  already: (number: string) => `${number}'s cash is already recorded`,
  closed: (number: string) => `${number} is cancelled: there is no cash to collect`,
  amountWrong: (expected: string, given: string) =>
    `The orders come to ${expected}, not ${given}: check the remittance against its orders`,
  collected: (n: number) => `Cash recorded for ${n} ${n === 1 ? 'order' : 'orders'}`,
  refusalNotCash: 'Only a cash on delivery order can be refused at the door',
  refusalNotShipped: 'Only a shipped order can come back refused',
  refused: 'Delivery refused: stock returned and the refusal counted on the buyer',
  reset: 'Refused deliveries reset',
  blocked: 'Cash on delivery blocked for this customer',
  unblocked: 'Cash on delivery allowed again for this customer',
} as const;

/**
 * POST /admin/cash_collections: the cash of one order, or a courier's remittance of many, as
 * order numbers; with the remittance's total where staff give it, checked against the orders.
 */
export const collectCashBody = z.object({
  orders: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2,5}\d{1,12}$/, 'Order numbers look like KMH100001'),
      {
        error: CASH_MESSAGES.ordersRequired,
      },
    )
    .min(1, CASH_MESSAGES.ordersRequired)
    .max(200, CASH_MESSAGES.tooMany)
    .transform((numbers) => [...new Set(numbers)]),
  /** The courier's remittance reference (a UTR or its own number); none for cash taken at the counter. */
  remittance: z
    .string()
    .trim()
    .max(60)
    .nullish()
    .transform((v) => v || null),
  /** The remittance's amount in paise, checked against the orders' totals; left out to skip the check. */
  amount_paise: z
    .number()
    .int()
    .positive()
    .max(10_000_000_000)
    .nullish()
    .transform((v) => v ?? null),
});
export type CollectCash = z.infer<typeof collectCashBody>;
export const collectCashResponse = envelopeSchema(
  z.object({ orders: z.array(z.string()), total_paise: z.number().int() }),
);

/** POST /admin/orders/:id/refused: the buyer refused the parcel at the door. */
export const refusedDeliveryBody = z.object({ note: z.string().trim().max(300).default('') });

/** PATCH /admin/customers/:id/cod: reset a customer's refused deliveries, and block or allow cash on delivery. */
export const customerCodBody = z
  .object({ reset_refusals: z.boolean().optional(), blocked: z.boolean().optional() })
  .refine((b) => b.reset_refusals !== undefined || b.blocked !== undefined, 'Nothing to change');
export const customerCodResponse = envelopeSchema(
  z.object({ refusedDeliveries: z.number().int(), blocked: z.boolean() }),
);

/** Returns of delivered orders (docs/decisions/080): the buyer's request, staff's steps, the views. */
import { z } from 'zod';
import { adminPageQuery, isoDate, pagedSchema } from './admin-common';
import { envelopeSchema } from './envelope';
import { idSchema } from './ids';
import { MAX_ORDER_LINES } from './orders';
import { MAX_REVIEW_IMAGES, UPLOAD_URL_PATTERN } from './reviews';

/** Days after delivery a buyer may ask to return something. */
export const RETURN_WINDOW_DAYS = 30;
export const RETURN_REASON_MAX = 500;
export const RETURN_NOTE_MAX = 500;

export const RETURN_STATUS_VALUES = ['requested', 'approved', 'rejected', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUS_VALUES)[number];
/** Returns still waiting for staff: the back office's list shows these first. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received'];

/** The return's own status machine, beside the order's (which stays delivered). */
export const RETURN_MOVES: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  received: ['refunded'],
  rejected: [],
  refunded: [],
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Parcel received',
  refunded: 'Refunded',
};

export const RETURN_MESSAGES = {
  notDelivered: 'Only a delivered order can be returned',
  windowClosed: `Returns can be asked for within ${RETURN_WINDOW_DAYS} days of delivery`,
  notReturnable: (name: string) => `${name} is custom-made or not returnable`,
  lineNotInOrder: 'This item is not in the order',
  tooMany: (name: string, left: number) =>
    left === 0 ? `${name} has already been returned` : `You can return at most ${left} of ${name}`,
  linesRequired: 'Choose at least one item to return',
  duplicateLine: 'Each item may appear only once',
  quantityWhole: 'Quantity must be a whole number of at least 1',
  reasonRequired: 'Tell us why you are returning it',
  reasonTooLong: `The reason must be at most ${RETURN_REASON_MAX} characters`,
  noteRequired: 'Write a note for the buyer',
  noteTooLong: `The note must be at most ${RETURN_NOTE_MAX} characters`,
  tooManyImages: `You can add up to ${MAX_REVIEW_IMAGES} photos`,
  imageInvalid: 'This photo was not uploaded here',
  imageDuplicate: 'Each photo can be added only once',
  imageNotYours: 'Photos must be ones you uploaded',
  returnNotFound: 'Return not found',
  illegalMove: (from: ReturnStatus, to: ReturnStatus) =>
    `A return that is ${RETURN_STATUS_LABELS[from].toLowerCase()} cannot be ${RETURN_STATUS_LABELS[to].toLowerCase()}`,
  amountWhole: 'The refund must be a whole number of paise',
  amountPositive: 'The refund must be more than zero',
  amountTooMuch: (most: string) => `The refund can be at most ${most}`,
  notPaid: 'This order has no payment to refund',
  cashNotCollected: "Record this order's cash as collected before refunding its return",
  noCreditNote: 'This return has no credit note',
  requested: 'Return requested',
  fetched: 'Returns fetched',
  moved: 'Return updated',
} as const;

/** One line the buyer sends back. */
export const returnLineInput = z.object({
  line: idSchema,
  quantity: z.coerce
    .number({ error: RETURN_MESSAGES.quantityWhole })
    .int({ error: RETURN_MESSAGES.quantityWhole })
    .min(1, { error: RETURN_MESSAGES.quantityWhole })
    .max(10_000, { error: RETURN_MESSAGES.quantityWhole }),
});

export const REFUND_TO_MESSAGES = {
  required: 'This order was paid in cash: give a UPI ID or a bank account for the refund',
  upi: 'Enter a UPI ID such as name@okbank',
  accountName: 'Enter the name on the bank account',
  accountNumber: 'A bank account number is 9 to 18 digits',
  ifsc: 'An IFSC is 11 characters: 4 letters, 0, then 6 letters or digits (e.g. SBIN0070112)',
  referenceRequired: 'Give the bank reference (UTR) of the refund you paid',
  notCash: 'This order was paid online: its refund goes back through Razorpay',
} as const;

/**
 * Where a cash on delivery order's refund is paid (docs/decisions/111): the buyer's UPI ID, or a
 * bank account with its IFSC. A prepaid order's refund goes back the way it was paid.
 */
export const refundDestinationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('upi'),
    upi_id: z
      .string({ error: REFUND_TO_MESSAGES.upi })
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/, REFUND_TO_MESSAGES.upi),
  }),
  z.object({
    kind: z.literal('bank'),
    account_name: z
      .string({ error: REFUND_TO_MESSAGES.accountName })
      .trim()
      .min(1, REFUND_TO_MESSAGES.accountName)
      .max(100, REFUND_TO_MESSAGES.accountName),
    account_number: z
      .string({ error: REFUND_TO_MESSAGES.accountNumber })
      .trim()
      .regex(/^\d{9,18}$/, REFUND_TO_MESSAGES.accountNumber),
    ifsc: z
      .string({ error: REFUND_TO_MESSAGES.ifsc })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, REFUND_TO_MESSAGES.ifsc),
  }),
]);
export type RefundDestination = z.infer<typeof refundDestinationSchema>;

/**
 * A destination as staff see it, whole, to pay it (the UPI ID, or the account's name, number and
 * IFSC); `masked` as the buyer and the order's history see it, the account's last four digits.
 */
export function describeRefundDestination(to: RefundDestination, masked = false): string {
  if (to.kind === 'upi') return `UPI ${to.upi_id}`;
  const number = masked ? `••••${to.account_number.slice(-4)}` : `account ${to.account_number}`;
  return `Bank account ${to.account_name}, ${number}, IFSC ${to.ifsc}`;
}

/** POST /request_return. */
export const requestReturnBody = z.object({
  order_id: idSchema,
  /** Required for an order paid in cash on delivery; refused for one paid online. */
  refund_to: refundDestinationSchema.nullish().transform((v) => v ?? null),
  lines: z
    .array(returnLineInput, { error: RETURN_MESSAGES.linesRequired })
    .min(1, { error: RETURN_MESSAGES.linesRequired })
    .max(MAX_ORDER_LINES, { error: RETURN_MESSAGES.linesRequired })
    .refine((lines) => new Set(lines.map((l) => l.line)).size === lines.length, {
      error: RETURN_MESSAGES.duplicateLine,
    }),
  reason: z
    .string({ error: RETURN_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: RETURN_MESSAGES.reasonRequired })
    .max(RETURN_REASON_MAX, { error: RETURN_MESSAGES.reasonTooLong }),
  images: z
    .array(z.string().regex(UPLOAD_URL_PATTERN, { error: RETURN_MESSAGES.imageInvalid }), {
      error: RETURN_MESSAGES.imageInvalid,
    })
    .max(MAX_REVIEW_IMAGES, { error: RETURN_MESSAGES.tooManyImages })
    .refine((urls) => new Set(urls).size === urls.length, { error: RETURN_MESSAGES.imageDuplicate })
    .default([]),
});
export type RequestReturn = z.infer<typeof requestReturnBody>;

const noteField = z.string().trim().max(RETURN_NOTE_MAX, { error: RETURN_MESSAGES.noteTooLong });
/** POST /admin/returns/:id/approve: an optional note for the buyer (where to send the parcel). */
export const approveReturnBody = z.object({ note: noteField.default('') });
/** POST /admin/returns/:id/reject: the buyer is told why. */
export const rejectReturnBody = z.object({ note: noteField.min(1, { error: RETURN_MESSAGES.noteRequired }) });
/** POST /admin/returns/:id/refund: what to give back; at most what the units cost. */
export const refundReturnBody = z.object({
  amount_paise: z
    .number({ error: RETURN_MESSAGES.amountWhole })
    .int({ error: RETURN_MESSAGES.amountWhole })
    .min(1, { error: RETURN_MESSAGES.amountPositive })
    .max(100_000_000, { error: RETURN_MESSAGES.amountWhole }),
  /** A cash order's refund, paid by staff to the buyer's UPI ID or account: the bank's reference. */
  reference: z.string().trim().min(1).max(60).optional(),
});

export const returnEventSchema = z.object({
  fromStatus: z.enum(RETURN_STATUS_VALUES).nullable(),
  toStatus: z.enum(RETURN_STATUS_VALUES),
  note: z.string().nullable(),
  /** Staff who took the step (the back office only; the buyer sees null). */
  actor: z.string().nullable(),
  at: isoDate,
});

/** A return as the buyer and staff see it; money in paise. */
export const returnSchema = z.object({
  id: z.string(),
  number: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(RETURN_STATUS_VALUES),
  reason: z.string(),
  images: z.array(z.string()),
  staffNote: z.string().nullable(),
  /** What the returned units cost (their share of the line totals), the refund's default and its most. */
  valuePaise: z.number().int(),
  /** The most a refund may be now: the value, or less where the order has little left to refund. */
  refundablePaise: z.number().int(),
  refundPaise: z.number().int().nullable(),
  /** A cash order's refund: where it is paid (the account masked for the buyer) and the bank's reference once paid. */
  refundTo: z.string().nullable(),
  refundReference: z.string().nullable(),
  creditNote: z.object({ number: z.string(), totalPaise: z.number().int() }).nullable(),
  lines: z.array(
    z.object({
      orderLineId: z.string(),
      name: z.string(),
      variantName: z.string(),
      sku: z.string(),
      image: z.string(),
      quantity: z.number().int(),
    }),
  ),
  events: z.array(returnEventSchema),
  /**
   * The courier booked to collect it from the buyer (docs/couriers.md), null when none: its waybill,
   * tracking page, the day it comes and where the parcel is. Staff also see a booking still under
   * way or cut off (`booked` false) with what stopped it; the buyer sees only a booked one.
   */
  pickup: z
    .object({
      booked: z.boolean(),
      /** The courier's id at Shiprocket: the one chosen, before its waybill. */
      courierId: z.number().int().nullable(),
      courier: z.string().nullable(),
      awb: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      scheduledFor: z.string().nullable(),
      status: z.string().nullable(),
      statusAt: isoDate.nullable(),
      problem: z.string().nullable(),
    })
    .nullable(),
  createdAt: isoDate,
});
export type Return = z.infer<typeof returnSchema>;
export type ReturnPickup = NonNullable<Return['pickup']>;

/** What of one order line can still be returned. */
export const returnableLineSchema = z.object({
  orderLineId: z.string(),
  name: z.string(),
  variantName: z.string(),
  image: z.string(),
  bought: z.number().int(),
  /** Units not claimed by another return still open or refunded. */
  left: z.number().int(),
  /** False for a custom-made or non-returnable product. */
  returnable: z.boolean(),
});

/** GET /order_returns?id=: the order's returns and what may still be returned, and until when. */
export const orderReturnsSchema = z.object({
  /** Delivered and within the window. */
  open: z.boolean(),
  /** The last moment a return may be asked for; null before delivery. */
  closesAt: isoDate.nullable(),
  lines: z.array(returnableLineSchema),
  returns: z.array(returnSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;
export const orderReturnsResponse = envelopeSchema(orderReturnsSchema);
export const returnResponse = envelopeSchema(returnSchema);
export const returnListResponse = envelopeSchema(z.array(returnSchema));

/** GET /admin/returns: open returns (oldest first) or any status. */
export const adminReturnListQuery = adminPageQuery.extend({
  status: z.enum([...RETURN_STATUS_VALUES, 'open', 'all'], { error: 'Unknown return status' }).default('open'),
});
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuery>;
export const adminReturnSummarySchema = returnSchema
  .pick({ id: true, number: true, orderId: true, orderNumber: true, status: true, reason: true, createdAt: true })
  .extend({
    customer: z.object({ name: z.string(), email: z.string() }),
    units: z.number().int(),
    valuePaise: z.number().int(),
  });
export type AdminReturnSummary = z.infer<typeof adminReturnSummarySchema>;
export const adminReturnListResponse = envelopeSchema(pagedSchema(adminReturnSummarySchema));

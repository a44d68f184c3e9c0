import { z } from 'zod';
import { adminPageQuery, pagedSchema } from './admin-common';
import { emailField, otpField } from './auth';
import { envelopeSchema } from './envelope';
import { idSchema } from './ids';

/*
 * Back-in-stock alerts (docs/decisions/079): 'Notify me' on a sold-out product or variant. A
 * signed-in shopper subscribes at once; a visitor confirms the e-mail with a 4-digit code. When
 * the stock comes back, each subscriber gets one mail and the alert ends.
 */

export const STOCK_ALERT_MESSAGES = {
  subscribed: "We'll e-mail you when it's back",
  codeSent: 'We sent a 4-digit code to your e-mail. Enter it to turn on the alert',
  stopped: 'Alert turned off',
  alreadyEnded: 'This alert has already ended',
  fetched: 'Alerts fetched',
  inStock: 'This is in stock now: you can buy it',
  productNotFound: 'Product not found',
  variantNotFound: 'This option is not sold any more',
  linkInvalid: 'This link is not valid. Open it again from the e-mail',
  changed: 'Your alert changed just as you asked. Please try again',
} as const;

/** What an alert waits for: the product (any option back), or one of its variants. */
const alertTarget = {
  product_id: idSchema,
  /** One option; null or absent for the product as a whole. */
  variant_id: idSchema.nullish().transform((v) => v ?? null),
};

/** POST /stock_alert and /stock_alert_cancel: the signed-in shopper's alert for this product or option. */
export const stockAlertBody = z.object(alertTarget);
export type StockAlertInput = z.input<typeof stockAlertBody>;

/** POST /stock_alert_code: a visitor's e-mail and what to watch; a code goes to the e-mail. */
export const stockAlertCodeBody = z.object({ email: emailField(), ...alertTarget });
export type StockAlertCodeInput = z.input<typeof stockAlertCodeBody>;

/** POST /stock_alert_verify: the code mailed to the e-mail turns the alert on. */
export const stockAlertVerifyBody = z.object({ email: emailField(), otp: otpField });
export type StockAlertVerifyInput = z.input<typeof stockAlertVerifyBody>;

/** A stop token (the alert's id and its signature): what a mail's 'Stop this alert' link and a visitor's button carry. */
export const stopTokenField = z
  .string({ error: STOCK_ALERT_MESSAGES.linkInvalid })
  .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, { error: STOCK_ALERT_MESSAGES.linkInvalid });

/** POST /stock_alert_stop: ends the alert its token names. */
export const stockAlertStopBody = z.object({ token: stopTokenField });

/** GET /stock_alerts?product_id=: the signed-in shopper's waiting alerts on this product. */
export const stockAlertsQuery = z.object({ product_id: idSchema });

/** One waiting alert, as the product page shows it. */
export const stockAlertSchema = z.object({
  product_id: z.string(),
  variant_id: z.string().nullable(),
  email: z.string(),
  /** Only for the visitor who just confirmed the code: the button's way to stop it again. */
  stop_token: z.string().optional(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

export const stockAlertResponse = envelopeSchema(stockAlertSchema);
export type StockAlertResponse = z.infer<typeof stockAlertResponse>;
export const stockAlertsResponse = envelopeSchema(z.array(stockAlertSchema));
export type StockAlertsResponse = z.infer<typeof stockAlertsResponse>;
export const stockAlertStoppedResponse = envelopeSchema(z.object({ stopped: z.boolean() }));
export type StockAlertStoppedResponse = z.infer<typeof stockAlertStoppedResponse>;

/* ---------- back office ---------- */

/** GET /api/admin/stock_alerts: demand per product and option, the most wanted first. */
export const adminStockAlertsQuery = adminPageQuery;
export type AdminStockAlertsQuery = z.input<typeof adminStockAlertsQuery>;

export const adminStockDemandSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  /** Null when the shoppers wait for any option of the product. */
  variantId: z.string().nullable(),
  variantName: z.string().nullable(),
  /** Shoppers waiting for it now. */
  waiting: z.number().int(),
  /** When the longest-waiting of them asked. */
  oldestAt: z.string(),
  /** The stock now: the option's, or the product's visible options together. */
  stock: z.number().int(),
  /** Hidden products (or options) send no alert until shown again. */
  hidden: z.boolean(),
});
export type AdminStockDemand = z.infer<typeof adminStockDemandSchema>;

export const adminStockAlertsResponse = envelopeSchema(
  pagedSchema(adminStockDemandSchema).extend({ waitingTotal: z.number().int() }),
);
export type AdminStockAlertsPage = z.infer<typeof adminStockAlertsResponse>['data'];

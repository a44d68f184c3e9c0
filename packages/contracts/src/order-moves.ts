/** The back office's moves of an order: ship with a carrier's tracking, cancel with a reason. */
import { z } from 'zod';
import { CARRIERS } from './carriers';
import { idSchema } from './ids';
import { ORDER_MESSAGES } from './orders';

/**
 * POST /admin/orders/:id/ship. A carrier from the list has its own tracking page; any other
 * carrier needs the address of its tracking page (https, `{number}` where the number goes).
 */
export const shipOrderBody = z
  .object({
    tracking_number: z.string().trim().min(1, { error: ORDER_MESSAGES.trackingRequired }).max(100),
    carrier: z.string().trim().min(1, { error: ORDER_MESSAGES.carrierRequired }).max(80),
    tracking_url: z
      .string()
      .trim()
      .max(300)
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((body, ctx) => {
    if (body.tracking_url && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(body.tracking_url)) {
      ctx.addIssue({ code: 'custom', path: ['tracking_url'], message: ORDER_MESSAGES.trackingUrlInvalid });
    } else if (!body.tracking_url && !CARRIERS.some((c) => c.name === body.carrier)) {
      ctx.addIssue({ code: 'custom', path: ['tracking_url'], message: ORDER_MESSAGES.trackingUrlRequired });
    }
  })
  // A listed carrier's own page is used; a page given beside it is not kept.
  .transform((body) => (CARRIERS.some((c) => c.name === body.carrier) ? { ...body, tracking_url: null } : body));

/** POST /admin/orders/:id/cancel. */
export const cancelOrderBody = z.object({
  reason: z.string().trim().min(1, { error: ORDER_MESSAGES.reasonRequired }).max(300),
});
export const orderIdParams = z.object({ id: idSchema });

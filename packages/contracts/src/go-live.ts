/** The back office's go-live checklist: what a shop must set before it takes real orders. */
import { z } from 'zod';
import { envelopeSchema } from './envelope';

export const GO_LIVE_ITEMS = ['seller', 'details', 'payments', 'mail', 'public_url', 'mail_from'] as const;
export type GoLiveItemId = (typeof GO_LIVE_ITEMS)[number];

export const goLiveItemSchema = z.object({
  id: z.enum(GO_LIVE_ITEMS),
  done: z.boolean(),
  /** What must be true, as the checklist's line says it. */
  title: z.string(),
  /** Why it is not done and how to do it, or what it is set to. */
  detail: z.string(),
  /** Where it is set: the back office's Shop and tax or Shop details page, or the server's settings (.env). */
  where: z.enum(['settings', 'shop_details', 'server']),
});
export type GoLiveItem = z.infer<typeof goLiveItemSchema>;

export const goLiveSchema = z.object({
  items: z.array(goLiveItemSchema),
  /** Paid orders whose tax invoice waits for the shop's own GSTIN (0 unless invoices are held). */
  invoicesWaiting: z.number().int(),
});
export type GoLive = z.infer<typeof goLiveSchema>;
export const goLiveResponse = envelopeSchema(goLiveSchema);

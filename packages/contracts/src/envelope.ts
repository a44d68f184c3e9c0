import { z } from 'zod';

/** One field error of a 400 answer: where it is and the contract's message. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The body every failed call answers with. */
export const errorEnvelopeSchema = z.object({
  error: z.literal(true),
  status: z.number().int(),
  message: z.string(),
  data: z.null(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** The body of a successful call: `data` plus any named siblings the call lists (docs/product.md, API calls). */
export function envelopeSchema<D extends z.ZodType, S extends z.ZodRawShape = Record<never, never>>(
  data: D,
  siblings?: S,
) {
  return z.object({
    error: z.literal(false),
    status: z.number().int(),
    message: z.string(),
    data,
    ...(siblings ?? ({} as S)),
  });
}

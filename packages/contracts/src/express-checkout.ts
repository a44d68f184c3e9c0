import { z } from 'zod';
import { emailField, NAME_MAX, otpField, sessionSchema } from './auth';
import { discountCodeInput } from './discounts';
import { envelopeSchema } from './envelope';
import { MAX_ORDER_LINES, ORDER_MESSAGES, orderProductInput, summaryPinField } from './orders';

/*
 * Express checkout (docs/decisions/074): a visitor checks out on /purchase, confirms the e-mail
 * with a 4-digit code on the same page, and is signed into the account of that e-mail, made then
 * without a password when there is none.
 */

export const EXPRESS_MESSAGES = {
  codeSent: 'We sent a 4-digit code to your e-mail. Enter it to place your order',
  staffAccount: 'This is a staff account. Please sign in with your password',
} as const;

/** POST /express_code: mails a code to the buyer's e-mail, whether or not it has an account. */
export const expressCodeBody = z.object({ email: emailField() });

/**
 * POST /express_verify: the code for this e-mail, and the name on the delivery address, which a
 * new account takes (kept to the name rules' letters and spaces).
 */
export const expressVerifyBody = z.object({
  email: emailField(),
  otp: otpField,
  name: z.string().trim().max(NAME_MAX).default(''),
});
export type ExpressVerify = z.infer<typeof expressVerifyBody>;

/** The session, and whether the account was made just now (it has no password yet). */
export const expressSessionSchema = sessionSchema.extend({ new_account: z.boolean() });
export const expressSessionResponse = envelopeSchema(expressSessionSchema);
export type ExpressSessionResponse = z.infer<typeof expressSessionResponse>;

/**
 * POST /checkout_quote: a visitor's Buy Now or browser cart priced as the checkout prices it,
 * before anyone is signed in.
 */
export const checkoutQuoteBody = z.object({
  /** The delivery PIN, for shipping and cash on delivery; left out until one is typed. */
  pin: summaryPinField,
  products: z
    .array(orderProductInput, { error: ORDER_MESSAGES.noProducts })
    .min(1, { error: ORDER_MESSAGES.noProducts })
    .max(MAX_ORDER_LINES, { error: ORDER_MESSAGES.tooManyLines }),
  /** The buyer's own uses of it are counted at create_order, signed in. */
  discount_code: discountCodeInput,
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteBody>;

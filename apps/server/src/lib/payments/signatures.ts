import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 hex, the way Razorpay signs payments and webhooks. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const received = Buffer.from(receivedHex, 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** The checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

/** True when `signature` is Razorpay's (or test mode's) signature of this order and payment. */
export function verifyPaymentSignature(keySecret: string, orderId: string, paymentId: string, signature: string) {
  return signatureMatches(paymentSignature(keySecret, orderId, paymentId), signature);
}

/** True when `signature` is the webhook secret's HMAC of exactly these raw bytes. */
export function verifyWebhookSignature(webhookSecret: string, rawBody: Buffer, signature: string): boolean {
  return signatureMatches(hmacHex(webhookSecret, rawBody), signature);
}

import { DISCOUNT_MESSAGES, DISCOUNT_TRIES_PER_QUARTER_HOUR } from '@store/contracts/discounts';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limit';

/**
 * Counts one code typed from `clientAddress` (the quote is public, so it is the address that is
 * counted): past DISCOUNT_TRIES_PER_QUARTER_HOUR, 429, so codes cannot be found by trying many.
 */
export async function limitCodeTries(limiter: RateLimiter, clientAddress: string): Promise<void> {
  const hit = await limiter.hit(`discount-code:${clientAddress}`, DISCOUNT_TRIES_PER_QUARTER_HOUR, 15 * 60_000);
  if (!hit.allowed) throw new AppError('RATE_LIMITED', DISCOUNT_MESSAGES.tooManyTries);
}

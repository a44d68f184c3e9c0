import { AUTH_MESSAGES, RESEND_COOLDOWN_SECONDS } from '@store/contracts/auth';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Codes mailed: one a minute and five an hour per e-mail, and a ceiling per IP address. */
export async function limitCodeMails(limiter: RateLimiter, email: string, ip: string): Promise<void> {
  const perMinute = await limiter.hit(`mail-minute:${email}`, 1, RESEND_COOLDOWN_SECONDS * 1000);
  if (!perMinute.allowed) {
    throw new AppError('RATE_LIMITED', AUTH_MESSAGES.resendTooSoon(Math.ceil(perMinute.retryAfterMs / 1000)));
  }
  const perHour = await limiter.hit(`mail-hour:${email}`, 5, HOUR);
  if (!perHour.allowed) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyCodes);
  const perIp = await limiter.hit(`mail-ip:${ip}`, 30, HOUR);
  if (!perIp.allowed) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
}

/** Code checks: besides five tries per code, ten a quarter hour per e-mail and fifty per IP. */
export async function limitCodeChecks(limiter: RateLimiter, email: string, ip: string): Promise<void> {
  await limitPair(limiter, 'code', email, ip, 10, 50, 15 * MINUTE);
}

/** Log-in attempts: ten a quarter hour per e-mail and fifty per IP address. */
export async function limitLogIns(limiter: RateLimiter, email: string, ip: string): Promise<void> {
  await limitPair(limiter, 'login', email, ip, 10, 50, 15 * MINUTE);
}

async function limitPair(
  limiter: RateLimiter,
  name: string,
  email: string,
  ip: string,
  perEmail: number,
  perIp: number,
  windowMs: number,
): Promise<void> {
  const byIp = await limiter.hit(`${name}-ip:${ip}`, perIp, windowMs);
  const byEmail = await limiter.hit(`${name}:${email}`, perEmail, windowMs);
  if (!byIp.allowed || !byEmail.allowed) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
}

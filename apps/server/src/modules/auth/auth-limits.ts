import { AUTH_MESSAGES, RESEND_COOLDOWN_SECONDS } from '@store/contracts/auth';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Codes mailed: one a minute and five an hour per e-mail, and a ceiling per IP address. */
export async function limitCodeMails(limiter: RateLimiter, email: string, ip: string): Promise<void> {
  const waitMs = await paceCodeMails(limiter, email, ip);
  if (waitMs > 0) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.resendTooSoon(Math.ceil(waitMs / 1000)));
}

/**
 * limitCodeMails for a mail that may simply not go when one went out within the minute (that
 * code still works): the milliseconds to wait then, 0 when it may go; past the hourly or per-address
 * ceilings it refuses as limitCodeMails does.
 */
export async function paceCodeMails(limiter: RateLimiter, email: string, ip: string): Promise<number> {
  const perMinute = await limiter.hit(`mail-minute:${email}`, 1, RESEND_COOLDOWN_SECONDS * 1000);
  if (!perMinute.allowed) return Math.max(1, perMinute.retryAfterMs);
  const perHour = await limiter.hit(`mail-hour:${email}`, 5, HOUR);
  if (!perHour.allowed) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyCodes);
  const perIp = await limiter.hit(`mail-ip:${ip}`, 30, HOUR);
  if (!perIp.allowed) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
  return 0;
}

/**
 * Express checkout's codes sign in to an account, so besides the per-code tries and the quarter
 * hour's checks, an e-mail gets 15 checks a day across all its codes: a 4-digit code cannot be
 * worn down over days by someone who keeps asking for new ones.
 */
export async function limitExpressChecks(limiter: RateLimiter, email: string, ip: string): Promise<void> {
  await limitCodeChecks(limiter, email, ip);
  const perDay = await limiter.hit(`express-day:${email}`, 15, 24 * HOUR);
  if (!perDay.allowed) throw new AppError('RATE_LIMITED', AUTH_MESSAGES.tooManyAttempts);
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

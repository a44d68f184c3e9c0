import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseStorageUrl } from './lib/storage/storage-url';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

/** An IP address, or a CIDR range with a prefix that fits it (`10.0.1.0/24`, `fd00::/8`). */
function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, extra] = text.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** Every setting of docs/architecture.md, Services and their defaults, parsed once at start. */
const settingsSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'must be a port number from 0 to 65535' })
      .int({ error: 'must be a port number from 0 to 65535' })
      .min(0, { error: 'must be a port number from 0 to 65535' })
      .max(65535, { error: 'must be a port number from 0 to 65535' })
      .default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    UPLOAD_DIR: optionalText,
    /** Pictures in an S3-compatible bucket instead of UPLOAD_DIR, shared by every server (docs/decisions/061). */
    STORAGE_URL: optionalText.refine((v) => v === undefined || parseStorageUrl(v) !== null, {
      message:
        'must be s3://bucket or s3://bucket/prefix (a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens)',
    }),
    S3_ENDPOINT: optionalUrl(['http://', 'https://']),
    S3_REGION: optionalText
      .refine((v) => v === undefined || /^[a-z0-9-]+$/.test(v), { message: 'must be a region name such as ap-south-1' })
      .transform((v) => v ?? 'us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    /** Where browsers are sent for /media pictures instead of this server reading them: a CDN or the bucket. */
    MEDIA_PUBLIC_URL: optionalUrl(['http://', 'https://'])
      .refine((v) => v === undefined || (URL.canParse(v) && !/[?#]/.test(v)), {
        message: 'must be an address such as https://cdn.example.com/media, without ? or #',
      })
      .transform((v) => v?.replace(/\/+$/, '')),
    JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    PUBLIC_URL: optionalUrl(['http://', 'https://']),
    ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
    SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
    MAIL_FROM: optionalText,
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    RAZORPAY_API_URL: optionalUrl(['http://', 'https://']),
    /** Shiprocket's API user (docs/couriers.md): staff book couriers from the back office; unset, shipping stays manual. */
    SHIPROCKET_EMAIL: optionalText,
    SHIPROCKET_PASSWORD: optionalText,
    SHIPROCKET_API_URL: optionalUrl(['http://', 'https://']),
    /** The name of the Shiprocket pickup location parcels leave from; unset, the account's primary one. */
    SHIPROCKET_PICKUP_LOCATION: optionalText,
    /** The token set on Shiprocket's tracking webhook, sent as `x-api-key`; unset, the webhook answers 404. */
    SHIPROCKET_WEBHOOK_TOKEN: optionalText.refine((token) => token === undefined || token.length >= 16, {
      message: 'must be at least 16 characters: it is all that stands between the webhook and a forged delivery',
    }),
    GOOGLE_CLIENT_ID: optionalText,
    REDIS_URL: optionalUrl(['redis://', 'rediss://']),
    /** Put before every key the store writes to Redis, so stores (or test runs) sharing one Redis stay apart. */
    REDIS_KEY_PREFIX: z
      .string()
      .trim()
      .max(100)
      .regex(/^[A-Za-z0-9:_.-]*$/, { message: 'may hold only letters, digits and : _ . -' })
      .default(''),
    /** How often each server's outbox worker looks for due jobs besides being woken by a commit. */
    JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
    /** The first retry of a failed job (a mail server down); each later one waits twice as long. */
    JOB_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    /**
     * Which proxies' X-Forwarded-For to believe for the client's address (per-address limits):
     * off by default, so no client can pick its own address. A hop count, or the proxies'
     * addresses and CIDR ranges separated by commas (docs/decisions/066).
     */
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((v, ctx) => {
        const value = v.toLowerCase();
        if (value === '' || value === 'false') return false;
        if (value === 'true') return true;
        if (/^\d{1,2}$/.test(value)) return Number(value);
        const addresses = value.split(',').map((a) => a.trim());
        if (addresses.every(isAddressOrRange)) return addresses;
        ctx.addIssue({
          code: 'custom',
          message: 'must be false, true, a hop count such as 1, or proxy addresses such as 10.0.0.1,10.0.1.0/24',
        });
        return z.NEVER;
      }),
    /**
     * The store's own payment window, which marks orders paid without money. On by itself only
     * outside production; in production without Razorpay keys the store refuses to start unless
     * this is true (docs/decisions/067).
     */
    TEST_PAYMENTS: z.enum(['true', 'false', '']).optional(),
    /**
     * Searches, PIN look-ups, cart prices, checkout quotes and rendered pages each client address
     * may ask one server for in a minute; past it, 429 with Retry-After (0: no limit; decision 105).
     */
    PUBLIC_REQUESTS_PER_MINUTE: z.coerce
      .number({ error: 'must be a whole number from 0 to 100000' })
      .int({ error: 'must be a whole number from 0 to 100000' })
      .min(0, { error: 'must be a whole number from 0 to 100000' })
      .max(100_000, { error: 'must be a whole number from 0 to 100000' })
      .default(600),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Load the demo catalog into an empty database at start: `npm start` (--demo) says so, a shop does not. */
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  })
  .refine((s) => Boolean(s.RAZORPAY_KEY_ID) === Boolean(s.RAZORPAY_KEY_SECRET), {
    message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    path: ['RAZORPAY_KEY_SECRET'],
  })
  .refine((s) => !(s.RAZORPAY_KEY_ID && s.TEST_PAYMENTS === 'true'), {
    message: 'cannot be true while RAZORPAY_KEY_ID is set: payments go to Razorpay',
    path: ['TEST_PAYMENTS'],
  })
  .refine((s) => s.RAZORPAY_KEY_ID || s.TEST_PAYMENTS !== 'false', {
    message: 'is false, so RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are needed to take payments',
    path: ['TEST_PAYMENTS'],
  })
  .refine((s) => Boolean(s.SHIPROCKET_EMAIL) === Boolean(s.SHIPROCKET_PASSWORD), {
    message: 'SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD must be set together',
    path: ['SHIPROCKET_PASSWORD'],
  })
  .refine((s) => Boolean(s.S3_ACCESS_KEY_ID) === Boolean(s.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine((s) => s.STORAGE_URL !== undefined || !(s.S3_ENDPOINT || s.S3_ACCESS_KEY_ID || s.S3_SECRET_ACCESS_KEY), {
    message: 'is needed with S3_ENDPOINT or S3 keys: set it to s3://bucket, or pictures stay in UPLOAD_DIR',
    path: ['STORAGE_URL'],
  });

export type Settings = z.infer<typeof settingsSchema>;

/** The name of every setting the server reads (deploy files and `.env.example` are held to it). */
export const SETTING_NAMES: readonly string[] = Object.keys(settingsSchema.shape);

export interface Config extends Omit<Settings, 'UPLOAD_DIR' | 'JWT_SECRET' | 'DATA_DIR'> {
  DATA_DIR: string;
  UPLOAD_DIR: string;
  JWT_SECRET: string;
}

/** Thrown at start when a setting is wrong; its message names the setting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Why a server must not start with these payment settings, or null: in production, payments need
 * Razorpay's keys unless TEST_PAYMENTS=true says test payments are wanted (docs/decisions/067).
 * Checked when a server starts, not by the command-line tools, which take no payments.
 */
export function paymentSettingsProblem(settings: Settings): string | null {
  if (settings.RAZORPAY_KEY_ID || settings.NODE_ENV !== 'production' || settings.TEST_PAYMENTS === 'true') return null;
  return (
    'Invalid settings:\n  RAZORPAY_KEY_ID: needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET in production, ' +
    'or TEST_PAYMENTS=true to take test payments that move no money (npm start sets it for the demo)'
  );
}

/** Parses the environment; throws a ConfigError naming every bad setting. */
export function parseSettings(env: NodeJS.ProcessEnv): Settings {
  const result = settingsSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'settings'}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Settings plus the derived paths and the JWT secret (generated and kept in DATA_DIR when unset). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const settings = parseSettings(env);
  const dataDir = path.resolve(settings.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...settings,
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.resolve(settings.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    JWT_SECRET: settings.JWT_SECRET ?? persistedSecret(dataDir),
  };
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: no secret yet
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

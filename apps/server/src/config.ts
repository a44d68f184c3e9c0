import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

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
    GOOGLE_CLIENT_ID: optionalText,
    REDIS_URL: optionalUrl(['redis://', 'rediss://']),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .refine((s) => Boolean(s.RAZORPAY_KEY_ID) === Boolean(s.RAZORPAY_KEY_SECRET), {
    message: 'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    path: ['RAZORPAY_KEY_SECRET'],
  });

export type Settings = z.infer<typeof settingsSchema>;

export interface Config extends Omit<Settings, 'UPLOAD_DIR' | 'JWT_SECRET' | 'DATA_DIR'> {
  DATA_DIR: string;
  UPLOAD_DIR: string;
  JWT_SECRET: string;
}

/** Thrown at start when a setting is wrong; its message names the setting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
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

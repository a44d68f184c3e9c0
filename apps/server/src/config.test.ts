import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseSettings } from './config';

describe('settings', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: true });
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ REDIS_URL: 'http://localhost' }, 'REDIS_URL'],
    [{ RAZORPAY_KEY_ID: 'rzp_test_x' }, 'RAZORPAY_KEY_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops on a bad setting and names it: %o', (env, name) => {
    expect(() => parseSettings(env)).toThrow(ConfigError);
    expect(() => parseSettings(env)).toThrow(new RegExp(`^Invalid settings:\\n.*${name}`, 's'));
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'store-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first.JWT_SECRET);
    expect(first.UPLOAD_DIR).toBe(path.join(dir, 'uploads'));
  });
});

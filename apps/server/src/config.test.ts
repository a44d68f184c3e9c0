import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentSettingsProblem, parseSettings } from './config';

describe('settings', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const settings = parseSettings({});
    expect(settings).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: false });
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
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,example.com' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'dead' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1/99' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1/8/8' }, 'TRUST_PROXY'],
    [{ TEST_PAYMENTS: 'yes' }, 'TEST_PAYMENTS'],
    [{ TEST_PAYMENTS: 'true', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }, 'TEST_PAYMENTS'],
    [{ TEST_PAYMENTS: 'false' }, 'TEST_PAYMENTS'],
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

  it('trusts no proxy unless TRUST_PROXY says which', () => {
    expect(parseSettings({}).TRUST_PROXY).toBe(false);
    expect(parseSettings({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseSettings({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseSettings({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseSettings({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
      '::1',
      'fd00::/8',
    ]);
  });

  it('refuses a production server without Razorpay keys unless test payments are asked for', () => {
    const production = parseSettings({ NODE_ENV: 'production' });
    expect(paymentSettingsProblem(production)).toMatch(/RAZORPAY_KEY_ID.*TEST_PAYMENTS=true/);
    expect(paymentSettingsProblem(parseSettings({ NODE_ENV: 'production', TEST_PAYMENTS: 'true' }))).toBeNull();
    expect(paymentSettingsProblem(parseSettings({ NODE_ENV: 'development' }))).toBeNull();
    const keyed = parseSettings({ NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' });
    expect(paymentSettingsProblem(keyed)).toBeNull();
  });
});

import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fingerprint, withLock } from './build-if-stale.mjs';

function tree() {
  const base = mkdtempSync(path.join(tmpdir(), 'fingerprint-'));
  mkdirSync(path.join(base, 'src/deep'), { recursive: true });
  writeFileSync(path.join(base, 'src/a.ts'), 'a');
  writeFileSync(path.join(base, 'src/deep/b.ts'), 'b');
  writeFileSync(path.join(base, 'package.json'), '{}');
  return base;
}

describe('the build fingerprint', () => {
  it('stays the same while nothing changes', () => {
    const base = tree();
    expect(fingerprint(base, ['src', 'package.json'])).toBe(fingerprint(base, ['src', 'package.json']));
  });

  it('changes when a file deep in an input is edited, added or touched', () => {
    const base = tree();
    const entries = ['src', 'package.json'];
    const first = fingerprint(base, entries);
    utimesSync(path.join(base, 'src/deep/b.ts'), new Date(), new Date(Date.now() + 5_000));
    const touched = fingerprint(base, entries);
    expect(touched).not.toBe(first);
    writeFileSync(path.join(base, 'src/deep/c.ts'), 'c');
    expect(fingerprint(base, entries)).not.toBe(touched);
  });

  it('ignores inputs that do not exist and files outside the inputs', () => {
    const base = tree();
    const first = fingerprint(base, ['src', 'missing']);
    writeFileSync(path.join(base, 'elsewhere.txt'), 'x');
    expect(fingerprint(base, ['src', 'missing'])).toBe(first);
  });
});

describe('the build lock', () => {
  it('runs the work under the lock and lets it go after, even when the work throws', () => {
    const lock = path.join(tree(), '.build-lock');
    expect(withLock(lock, () => existsSync(lock))).toBe(true);
    expect(existsSync(lock)).toBe(false);
    expect(() =>
      withLock(lock, () => {
        throw new Error('build failed');
      }),
    ).toThrow('build failed');
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock whose process is gone, and waits for one that is alive', () => {
    const lock = path.join(tree(), '.build-lock');
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), '999999999');
    expect(withLock(lock, () => 'built')).toBe('built');

    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    expect(() => withLock(lock, () => 'never', { waitMs: 300, pollMs: 50 })).toThrow(/held/);
  });
});

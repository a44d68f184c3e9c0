import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar, TarWriter } from './tar';

const folder = mkdtempSync(path.join(tmpdir(), 'store-tar-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function archive(entries: Array<[string, Buffer]>): Promise<Buffer> {
  const out = new PassThrough();
  const bytes = buffer(out);
  const tar = new TarWriter(out);
  for (const [name, body] of entries) await tar.add(name, body);
  await tar.finish();
  return bytes;
}

const long = `pictures/${'a'.repeat(60)}/${'b'.repeat(60)}/${'c'.repeat(80)}.webp`;
const entries: Array<[string, Buffer]> = [
  ['manifest.json', Buffer.from('{"a":1}')],
  ['empty.ndjson', Buffer.alloc(0)],
  ['block.bin', Buffer.alloc(512, 7)],
  [long, Buffer.from('ünïcode body')],
];

describe('tar archives', () => {
  it('read back what was written, in order, with long names and bodies of any length', async () => {
    const read: Array<[string, Buffer]> = [];
    for await (const entry of readTar(Readable.from([await archive(entries)]))) read.push([entry.name, entry.body]);
    expect(read).toEqual(entries);
  });

  it('are what the system tar lists and unpacks', async () => {
    const file = path.join(folder, 'a.tar');
    writeFileSync(file, await archive(entries));
    expect(execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(
      entries.map(([n]) => n),
    );
    execFileSync('tar', ['-xf', file, '-C', folder]);
    expect(readFileSync(path.join(folder, long), 'utf8')).toBe('ünïcode body');
  });

  it('read what the system tar writes', async () => {
    writeFileSync(path.join(folder, 'note.txt'), 'written by tar');
    const file = path.join(folder, 'b.tar');
    execFileSync('tar', ['--format=ustar', '-cf', file, '-C', folder, 'note.txt']);
    const read = [];
    for await (const entry of readTar(Readable.from([readFileSync(file)]))) read.push(entry);
    expect(read.map((e) => [e.name, e.body.toString()])).toEqual([['note.txt', 'written by tar']]);
  });

  it('refuse one cut short or damaged', async () => {
    const whole = await archive(entries);
    const drain = async (bytes: Buffer) => {
      for await (const _ of readTar(Readable.from([bytes])));
    };
    await expect(drain(whole.subarray(0, 1000))).rejects.toThrow(/incomplete/);
    const damaged = Buffer.from(whole);
    damaged[10] = 0x41;
    await expect(drain(damaged)).rejects.toThrow(/damaged/);
  });
});

// The POSIX tar format (ustar), enough for the store's backups: regular files written and read
// whole, so `tar tzf backup.tar.gz` lists a backup and `tar xzf` unpacks it with the system's tools.
// Each entry is held in memory while it is written or read, so a writer keeps entries small (a
// backup puts a table's rows in parts of a few thousand).
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

const BLOCK = 512;
/** No entry of a backup comes near this (its writer cuts parts at 16 MB); a larger size means a damaged or foreign archive. */
export const MAX_ENTRY_BYTES = 256 * 1024 * 1024;

const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0';

/** Splits a path over ustar's 155-byte prefix and 100-byte name, at a slash. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const base = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`a path too long for a tar entry: ${name}`);
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0' + '00', 257, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 'ascii');
  return block;
}

/** Writes entries to `out` (a gzip stream, say), waiting whenever `out` asks it to. */
export class TarWriter {
  constructor(private readonly out: Writable) {
    // An error is read from `errored` at the next write (or rejects the wait for 'drain'), not
    // left to crash the process as an 'error' event nobody listens to.
    out.on('error', () => undefined);
  }

  private async write(bytes: Buffer): Promise<void> {
    if (this.out.errored) throw this.out.errored;
    // once() rejects when the stream errors while we wait (a full disk), rather than waiting for ever.
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  async add(name: string, body: Buffer, mtime = new Date()): Promise<void> {
    if (body.length > MAX_ENTRY_BYTES) throw new Error(`a tar entry larger than a reader takes: ${name}`);
    await this.write(header(name, body.length, mtime));
    await this.write(body);
    const padding = (BLOCK - (body.length % BLOCK)) % BLOCK;
    if (padding) await this.write(Buffer.alloc(padding));
  }

  /** The two empty blocks that end an archive; `out` is ended too. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
    await once(this.out, 'finish');
  }
}

export interface TarEntry {
  name: string;
  body: Buffer;
}

const field = (block: Buffer, start: number, length: number) => {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
};

/** Reads bytes from a stream in the amounts asked for. */
class ByteReader {
  private chunks: Buffer[] = [];
  private held = 0;
  private readonly source: AsyncIterator<Buffer>;
  constructor(input: Readable) {
    this.source = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  /** Exactly `n` bytes, or null when the stream ends first. */
  async take(n: number): Promise<Buffer | null> {
    while (this.held < n) {
      const next = await this.source.next();
      if (next.done) return null;
      this.chunks.push(next.value);
      this.held += next.value.length;
    }
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    this.chunks = all.length > n ? [all.subarray(n)] : [];
    this.held -= n;
    return all.subarray(0, n);
  }
}

/** The regular files of a tar archive, in order; anything else in it (folders, links) is passed over. */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(input);
  for (;;) {
    const block = await reader.take(BLOCK);
    if (!block) throw new Error('the archive ends in the middle: it is incomplete');
    if (block.every((b) => b === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (parseInt(field(block, 148, 8).trim(), 8) !== sum) throw new Error('not a tar archive, or a damaged one');
    const size = parseInt(field(block, 124, 12).trim() || '0', 8);
    if (!Number.isSafeInteger(size) || size > MAX_ENTRY_BYTES)
      throw new Error('a tar entry larger than any backup makes');
    const body = await reader.take(Math.ceil(size / BLOCK) * BLOCK);
    if (!body) throw new Error('the archive ends in the middle: it is incomplete');
    const type = field(block, 156, 1);
    if (type !== '0' && type !== '') continue;
    const prefix = field(block, 345, 155);
    const base = field(block, 0, 100);
    yield { name: prefix ? `${prefix}/${base}` : base, body: Buffer.from(body.subarray(0, size)) };
  }
}

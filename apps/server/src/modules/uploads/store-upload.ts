import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type sharpFn from 'sharp';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  REVIEW_MESSAGES,
  UPLOAD_WIDTHS,
  UPLOADS_PER_HOUR,
  type Upload,
} from '@store/contracts/reviews';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limit';
import { sniffImageKind } from './image-kind';

const HOUR = 60 * 60_000;
const WEBP_QUALITY = 80;

export interface UploadDeps {
  db: Db;
  limiter: RateLimiter;
  /** UPLOAD_DIR, served under /media. */
  uploadDir: string;
}

/** `/media/reviews/ab/abcd….webp` + 320 → `/media/reviews/ab/abcd…-w320.webp`: the web's imageAtWidth. */
export function uploadWidthPath(url: string, width: number): string {
  return `${url.slice(0, -'.webp'.length)}-w${width}.webp`;
}

/** Counts one upload attempt of this shopper; failed attempts count too, as each costs a decode. */
export async function limitUploads(limiter: RateLimiter, userId: string): Promise<void> {
  const hit = await limiter.hit(`upload:${userId}`, UPLOADS_PER_HOUR, HOUR);
  if (!hit.allowed) throw new AppError('RATE_LIMITED', REVIEW_MESSAGES.tooManyUploads);
}

type Sharp = typeof sharpFn;
let sharpModule: Promise<Sharp> | undefined;
// Loaded on first upload: a server nobody uploads to should not carry libvips in memory.
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

/**
 * Checks a photo and stores it re-encoded: JPEG, PNG or WebP by its own bytes, at most 5 MB and
 * 40 megapixels (read from the header before anything is decoded), then decoded once under a
 * pixel limit and written as WebP at each width. Re-encoding keeps only the pixels, so EXIF, GPS and
 * anything smuggled after the image data are gone. Files get random names and are recorded with
 * their owner, so only the shopper who uploaded a photo can attach it to a review.
 */
export async function storeUpload(deps: UploadDeps, userId: string, bytes: Buffer): Promise<Upload> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.uploadRequired);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', REVIEW_MESSAGES.uploadTooLarge);
  const kind = sniffImageKind(bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA', REVIEW_MESSAGES.uploadType);

  const sharp = await loadSharp();
  // The header only: nothing is decoded yet, so the pixel count can be judged before any memory is spent.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.uploadUnreadable);
    });
  if (meta.format !== kind) throw new AppError('UNSUPPORTED_MEDIA', REVIEW_MESSAGES.uploadType);
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!meta.width || !height) throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.uploadUnreadable);
  if (meta.width * height > MAX_UPLOAD_PIXELS) {
    throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.uploadTooManyPixels);
  }

  const encoded = await encodeWidths(sharp, bytes).catch(() => {
    throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.uploadUnreadable);
  });

  const name = randomBytes(16).toString('hex');
  const stem = `reviews/${name.slice(0, 2)}/${name}`;
  const url = `/media/${stem}.webp`;
  const largest = UPLOAD_WIDTHS.length - 1;
  const files = encoded.map((out, i) => ({
    file: path.join(deps.uploadDir, i === largest ? `${stem}.webp` : `${stem}-w${UPLOAD_WIDTHS[i]}.webp`),
    data: out.data,
  }));
  await writeAll(files);
  try {
    await deps.db
      .insert(uploads)
      .values({ userId, path: url, bytes: files.reduce((sum, f) => sum + f.data.length, 0) });
  } catch (err) {
    await Promise.all(files.map((f) => rm(f.file, { force: true })));
    throw err;
  }
  const stored = encoded[largest]!.info;
  return { url, width: stored.width, height: stored.height };
}

/**
 * Decodes once (under the pixel limit, turned upright, in sRGB) down to the largest width, then
 * makes every width from those pixels: a third of the decoding work and memory of one pipeline
 * per width.
 */
async function encodeWidths(sharp: Sharp, bytes: Buffer) {
  const largest = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]!;
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, autoOrient: true })
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(
    UPLOAD_WIDTHS.map((width) =>
      sharp(data, raw)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
    ),
  );
}

/** Each file goes to a temporary name first and is renamed into place: no half-written photo is served. */
async function writeAll(files: Array<{ file: string; data: Buffer }>): Promise<void> {
  await mkdir(path.dirname(files[0]!.file), { recursive: true });
  const written: string[] = [];
  try {
    for (const { file, data } of files) {
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await writeFile(tmp, data, { flag: 'wx' });
        await rename(tmp, file);
      } finally {
        await rm(tmp, { force: true });
      }
      written.push(file);
    }
  } catch (err) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    throw err;
  }
}

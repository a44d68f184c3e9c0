import { randomBytes } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  REVIEW_MESSAGES,
  UPLOAD_WIDTHS,
  UPLOADS_PER_HOUR,
  type Upload,
} from '@store/contracts/reviews';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { RateLimiter } from '../../lib/rate-limit';
import { putAll, type Storage } from '../../lib/storage/storage';
import { checkImage, type Sharp } from './check-image';
import { recordUpload } from './uploads.repo';

const HOUR = 60 * 60_000;
const WEBP_QUALITY = 80;

export interface UploadDeps {
  db: Db;
  limiter: RateLimiter;
  /** Where the photos go, served under /media. */
  storage: Storage;
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

/**
 * Checks a photo and stores it re-encoded: JPEG, PNG or WebP by its own bytes, at most 5 MB and
 * 40 megapixels (read from the header before anything is decoded), then decoded once under a
 * pixel limit and written as WebP at each width. Re-encoding keeps only the pixels, so EXIF, GPS and
 * anything smuggled after the image data are gone. Files get random names and are recorded with
 * their owner, so only the shopper who uploaded a photo can attach it to a review.
 */
export async function storeUpload(deps: UploadDeps, userId: string, bytes: Buffer): Promise<Upload> {
  const sharp = await checkImage(
    bytes,
    { maxBytes: MAX_UPLOAD_BYTES, maxPixels: MAX_UPLOAD_PIXELS },
    {
      required: REVIEW_MESSAGES.uploadRequired,
      tooLarge: REVIEW_MESSAGES.uploadTooLarge,
      type: REVIEW_MESSAGES.uploadType,
      unreadable: REVIEW_MESSAGES.uploadUnreadable,
      tooManyPixels: REVIEW_MESSAGES.uploadTooManyPixels,
    },
  );

  const encoded = await encodeWidths(sharp, bytes).catch(() => {
    throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.uploadUnreadable);
  });

  const name = randomBytes(16).toString('hex');
  const stem = `reviews/${name.slice(0, 2)}/${name}`;
  const url = `/media/${stem}.webp`;
  const largest = UPLOAD_WIDTHS.length - 1;
  const files = encoded.map((out, i) => ({
    key: i === largest ? `${stem}.webp` : `${stem}-w${UPLOAD_WIDTHS[i]}.webp`,
    bytes: out.data,
  }));
  await putAll(deps.storage, files, 'image/webp');
  try {
    await recordUpload(deps.db, { userId, path: url, bytes: files.reduce((sum, f) => sum + f.bytes.length, 0) });
  } catch (err) {
    // The files go again; a failure to remove one must not hide why the upload failed.
    await Promise.allSettled(files.map((f) => deps.storage.remove(f.key)));
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

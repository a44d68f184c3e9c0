import type sharpType from 'sharp';
import { AppError } from '../../lib/app-error';
import { sniffImageKind } from './image-kind';

export type Sharp = typeof sharpType;
let sharpModule: Promise<Sharp> | undefined;
/** Loaded on first use: a server nobody uploads to should not carry libvips in memory. */
export const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

/** What the shopper or the staff member is told for each way a picture can be refused. */
export interface ImageRefusals {
  required: string;
  tooLarge: string;
  type: string;
  unreadable: string;
  tooManyPixels: string;
}

/**
 * Judges a picture before anything is decoded: JPEG, PNG or WebP by its own first bytes (never
 * its name or declared type) and agreeing with its header, within the byte and pixel limits.
 * Answers sharp, ready to re-encode the bytes.
 */
export async function checkImage(
  bytes: Buffer,
  limits: { maxBytes: number; maxPixels: number },
  refusals: ImageRefusals,
): Promise<Sharp> {
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', refusals.required);
  if (bytes.length > limits.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', refusals.tooLarge);
  const kind = sniffImageKind(bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA', refusals.type);

  const sharp = await loadSharp();
  // The header only: nothing is decoded yet, so the pixel count can be judged before any memory is spent.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError('BAD_REQUEST', refusals.unreadable);
    });
  if (meta.format !== kind) throw new AppError('UNSUPPORTED_MEDIA', refusals.type);
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!meta.width || !height) throw new AppError('BAD_REQUEST', refusals.unreadable);
  if (meta.width * height > limits.maxPixels) throw new AppError('BAD_REQUEST', refusals.tooManyPixels);
  return sharp;
}

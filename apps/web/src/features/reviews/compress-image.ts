import { REVIEW_IMAGE_QUALITY, REVIEW_IMAGE_TARGET_BYTES } from '@store/contracts/reviews';

/** Longest side a photo is drawn at before the first encode: plenty for the 1600 px the store keeps. */
export const MAX_COMPRESSED_SIDE = 2048;
/** "About 500 KB": an encode this close over the target is good enough. */
const TOLERANCE = 1.1;
const MAX_ATTEMPTS = 4;
const UPLOADABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type Size = { width: number; height: number };

/** The size to draw a photo at: its own, or scaled down so the longer side is at most `maxSide`. */
export function fitWithin(size: Size, maxSide = MAX_COMPRESSED_SIDE): Size {
  const longer = Math.max(size.width, size.height);
  if (longer <= maxSide) return { width: size.width, height: size.height };
  const scale = maxSide / longer;
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/**
 * How much to shrink each side after an encode came out `bytes` big: a JPEG's size follows its
 * pixel count, so the sides shrink by the square root of the overshoot, and a little more to land under.
 */
export function nextScale(bytes: number, target = REVIEW_IMAGE_TARGET_BYTES): number {
  return Math.min(0.95, Math.max(0.25, Math.sqrt(target / bytes) * 0.95));
}

/** A photo already small enough, in a format the server takes, goes up as it is. */
export function needsCompression(file: { size: number; type: string }, target = REVIEW_IMAGE_TARGET_BYTES): boolean {
  return file.size > target || !UPLOADABLE_TYPES.includes(file.type);
}

/**
 * Encodes at the fitted size, then smaller until the result is about `target` bytes (at most four
 * tries; the last one is kept even if still over, the server takes up to 5 MB).
 */
export async function shrinkToTarget(
  source: Size,
  encode: (size: Size) => Promise<Blob>,
  target = REVIEW_IMAGE_TARGET_BYTES,
): Promise<Blob> {
  let size = fitWithin(source);
  let blob = await encode(size);
  for (let attempt = 1; attempt < MAX_ATTEMPTS && blob.size > target * TOLERANCE; attempt++) {
    const scale = nextScale(blob.size, target);
    size = { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
    blob = await encode(size);
  }
  return blob;
}

function canvasToJpeg(bitmap: ImageBitmap, size: Size): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot prepare photos'));
  // JPEG has no transparency: a see-through PNG goes on white rather than black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('This photo could not be prepared'))),
      'image/jpeg',
      REVIEW_IMAGE_QUALITY,
    ),
  );
}

/**
 * The browser-side compression of docs/product.md, Validation rules: a photo over about 500 KB (or in a format the server does
 * not take) is redrawn upright and re-encoded as JPEG at quality 0.8 until it is about 500 KB.
 * Redrawing also leaves the camera's EXIF and GPS data behind.
 */
export async function compressImage(file: File): Promise<Blob> {
  if (!needsCompression(file)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error('This photo could not be read. Please choose a JPEG, PNG or WebP photo');
  }
  try {
    return await shrinkToTarget({ width: bitmap.width, height: bitmap.height }, (size) => canvasToJpeg(bitmap, size));
  } finally {
    bitmap.close();
  }
}

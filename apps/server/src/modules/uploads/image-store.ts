import { randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES, IMAGE_MAX_BYTES, type UploadKind } from '@store/contracts/admin';
import { AppError } from '../../lib/app-error';
import { putAll, type Storage } from '../../lib/storage/storage';
import { checkImage } from './check-image';

export type StoredImageKind = UploadKind | 'product';

/**
 * The widths each kind of picture is stored at, the same as the demo catalog's: the first is the
 * file the URL names, the others sit beside it as `name-w<width>.webp` (what the web's
 * imageAtWidth asks for).
 */
export const IMAGE_WIDTHS: Readonly<Record<StoredImageKind, readonly number[]>> = {
  product: [800, 400],
  brand: [400],
  category: [600, 300],
  collection: [600, 300],
  banner: [1600, 800],
  // Printed some 4 cm wide on an invoice: 600 pixels is 380 dpi there.
  logo: [600],
};

/** 40 megapixels: a phone photo passes, a decompression bomb does not. */
const MAX_PIXELS = 40_000_000;
/** Where back-office pictures live in the storage (and /media); nothing else is ever deleted. */
const ADMIN_DIR = 'catalog';

/**
 * Checks an uploaded picture and stores it re-encoded as WebP at the kind's widths: JPEG, PNG or
 * WebP by its own first bytes (never its name or declared type), at most 8 MB and 40 megapixels
 * (read from the header before anything is decoded). Re-encoding keeps only the pixels, so
 * metadata and anything hidden after the image data are gone. Answers the URL under /media.
 */
export async function storeImage(storage: Storage, kind: StoredImageKind, bytes: Buffer): Promise<string> {
  const sharp = await checkImage(
    bytes,
    { maxBytes: IMAGE_MAX_BYTES, maxPixels: MAX_PIXELS },
    {
      required: ADMIN_MESSAGES.imageRequired,
      tooLarge: ADMIN_MESSAGES.imageTooLarge,
      type: ADMIN_MESSAGES.imageType,
      unreadable: ADMIN_MESSAGES.imageUnreadable,
      tooManyPixels: ADMIN_MESSAGES.imageUnreadable,
    },
  );

  const widths = IMAGE_WIDTHS[kind];
  const encoded = await Promise.all(
    widths.map((width) =>
      sharp(bytes, { limitInputPixels: MAX_PIXELS, autoOrient: true })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    ),
  ).catch(() => {
    throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.imageUnreadable);
  });

  const name = randomBytes(16).toString('hex');
  const url = `/media/${ADMIN_DIR}/${kind}/${name.slice(0, 2)}/${name}.webp`;
  const keys = storedKeys(url, kind);
  await putAll(
    storage,
    keys.map((key, i) => ({ key, bytes: encoded[i]! })),
    'image/webp',
  );
  return url;
}

/** Every storage key behind a URL this module stored; none for any other URL (demo pictures, outside paths). */
function storedKeys(url: string, kind: StoredImageKind): string[] {
  const match = new RegExp(`^/media/${ADMIN_DIR}/${kind}/[0-9a-f]{2}/([0-9a-f]{32})\\.webp$`).exec(url);
  if (!match) return [];
  const base = url.slice('/media/'.length, -'.webp'.length);
  return IMAGE_WIDTHS[kind].map((width, i) => (i === 0 ? `${base}.webp` : `${base}-w${width}.webp`));
}

/** Deletes the files of a picture this module stored; leaves every other URL alone. */
export async function removeStoredImage(storage: Storage, url: string, kind: StoredImageKind): Promise<void> {
  await Promise.all(storedKeys(url, kind).map((key) => storage.remove(key)));
}

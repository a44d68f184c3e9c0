import { REVIEW_IMAGE_TARGET_BYTES } from '@store/contracts/reviews';
import { describe, expect, it } from 'vitest';
import {
  fitWithin,
  MAX_COMPRESSED_SIDE,
  needsCompression,
  nextScale,
  shrinkToTarget,
  type Size,
} from './compress-image';

describe('fitWithin', () => {
  it('keeps a photo that already fits', () => {
    expect(fitWithin({ width: 1200, height: 900 })).toEqual({ width: 1200, height: 900 });
  });

  it('scales the longer side down to the limit and keeps the shape', () => {
    expect(fitWithin({ width: 4032, height: 3024 })).toEqual({ width: MAX_COMPRESSED_SIDE, height: 1536 });
    expect(fitWithin({ width: 3024, height: 4032 })).toEqual({ width: 1536, height: MAX_COMPRESSED_SIDE });
    expect(fitWithin({ width: 10000, height: 10 })).toEqual({ width: MAX_COMPRESSED_SIDE, height: 2 });
  });
});

describe('nextScale', () => {
  it('shrinks each side by about the square root of the overshoot', () => {
    expect(nextScale(REVIEW_IMAGE_TARGET_BYTES * 4)).toBeCloseTo(0.475, 3);
  });

  it('always shrinks, but never below a quarter at once', () => {
    expect(nextScale(REVIEW_IMAGE_TARGET_BYTES * 1.05)).toBeLessThan(1);
    expect(nextScale(REVIEW_IMAGE_TARGET_BYTES * 1000)).toBe(0.25);
  });
});

describe('needsCompression', () => {
  it('leaves small JPEG, PNG and WebP photos alone', () => {
    expect(needsCompression({ size: 300_000, type: 'image/jpeg' })).toBe(false);
    expect(needsCompression({ size: 300_000, type: 'image/webp' })).toBe(false);
  });

  it('compresses big photos and formats the server does not take', () => {
    expect(needsCompression({ size: REVIEW_IMAGE_TARGET_BYTES + 1, type: 'image/jpeg' })).toBe(true);
    expect(needsCompression({ size: 200_000, type: 'image/heic' })).toBe(true);
  });
});

describe('shrinkToTarget', () => {
  /** A pretend encoder whose output grows with the pixel count, like JPEG does. */
  const encoderAt = (bytesPerPixel: number) => {
    const sizes: Size[] = [];
    const encode = async (size: Size) => {
      sizes.push(size);
      // Only the size is read; no bytes need to exist.
      return { size: Math.round(size.width * size.height * bytesPerPixel) } as Blob;
    };
    return { sizes, encode };
  };

  it('encodes once when the fitted photo is already about 500 KB', async () => {
    const { sizes, encode } = encoderAt(0.1);
    const blob = await shrinkToTarget({ width: 4032, height: 3024 }, encode);
    expect(sizes).toEqual([{ width: 2048, height: 1536 }]);
    expect(blob.size).toBeLessThanOrEqual(REVIEW_IMAGE_TARGET_BYTES * 1.1);
  });

  it('shrinks a detailed photo until it lands at about 500 KB, keeping its shape', async () => {
    const { sizes, encode } = encoderAt(1.2);
    const blob = await shrinkToTarget({ width: 4032, height: 3024 }, encode);
    expect(blob.size).toBeLessThanOrEqual(REVIEW_IMAGE_TARGET_BYTES * 1.1);
    expect(blob.size).toBeGreaterThan(REVIEW_IMAGE_TARGET_BYTES * 0.5);
    expect(sizes.length).toBeGreaterThan(1);
    const last = sizes.at(-1)!;
    expect(last.width / last.height).toBeCloseTo(4 / 3, 2);
  });

  it('stops after four tries even if the photo is still over', async () => {
    const { sizes, encode } = encoderAt(1000);
    await shrinkToTarget({ width: 2000, height: 2000 }, encode);
    expect(sizes).toHaveLength(4);
  });
});

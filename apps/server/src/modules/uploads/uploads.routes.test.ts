import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, REVIEW_MESSAGES, uploadResponse, UPLOADS_PER_HOUR } from '@store/contracts/reviews';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { shopper, type Shopper } from '../../test/shop';
import { createTestApp, type TestApp } from '../../test/test-app';
import { photo, upload } from '../../test/uploads';
import { uploadWidthPath } from './store-upload';

let t: TestApp;
let asha: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  asha = await shopper(t.app, t.db, 'asha@example.com');
});
afterAll(() => t?.close());

/** The stored file behind a /media URL. */
const stored = (url: string) => readFileSync(path.join(t.app.config.UPLOAD_DIR, url.replace(/^\/media\//, '')));

async function accepted(data: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const res = await upload(t.app, asha, { data, filename, type });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return uploadResponse.parse(res.body).data;
}

describe('POST /api/image_upload accepts real photos', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'stores a %s as WebP at three widths, recorded with its owner',
    async (format) => {
      const { url, width, height } = await accepted(
        await photo(format, 2000, 1000),
        `ride.${format}`,
        `image/${format}`,
      );
      expect(url).toMatch(/^\/media\/reviews\/[0-9a-f]{2}\/[0-9a-f]{32}\.webp$/);
      expect({ width, height }).toEqual({ width: 1600, height: 800 });
      for (const [file, w] of [
        [url, 1600],
        [uploadWidthPath(url, 800), 800],
        [uploadWidthPath(url, 320), 320],
      ] as const) {
        const meta = await sharp(stored(file)).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: w });
      }
      const [row] = await queryRows(
        t.db,
        z.object({ user_id: z.string() }),
        sql`SELECT user_id FROM uploads WHERE path = ${url}`,
      );
      expect(row?.user_id).toBe(asha.id);
    },
  );

  it('never enlarges a small photo', async () => {
    const { url, width } = await accepted(await photo('png', 500, 300), 'small.png', 'image/png');
    expect(width).toBe(500);
    expect((await sharp(stored(uploadWidthPath(url, 800))).metadata()).width).toBe(500);
    expect((await sharp(stored(uploadWidthPath(url, 320))).metadata()).width).toBe(320);
  });

  it('keeps the transparency of a PNG and takes a greyscale JPEG', async () => {
    const clear = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const png = await accepted(clear, 'sticker.png', 'image/png');
    expect(await sharp(stored(png.url)).metadata()).toMatchObject({ hasAlpha: true, width: 600 });
    const grey = await sharp(await photo('jpeg', 700, 500))
      .greyscale()
      .jpeg()
      .toBuffer();
    const jpg = await accepted(grey);
    expect(await sharp(stored(jpg.url)).metadata()).toMatchObject({ format: 'webp', width: 700 });
  });

  it('judges by the bytes, not the name or the type the browser claims', async () => {
    const { url } = await accepted(await photo('png'), 'holiday.gif', 'application/octet-stream');
    expect((await sharp(stored(url)).metadata()).format).toBe('webp');
  });

  it('drops EXIF and GPS data, after turning the photo the way the camera held it', async () => {
    const withGps = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#a33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'RiderPhone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '76/1 16/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.length).toBeGreaterThan(0);
    expect(before.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825, little-endian) is in the original.
    expect(withGps.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(withGps.includes(Buffer.from('RiderPhone'))).toBe(true);

    const { url, width, height } = await accepted(withGps);
    expect({ width, height }).toEqual({ width: 200, height: 400 });
    for (const file of [url, uploadWidthPath(url, 800), uploadWidthPath(url, 320)]) {
      const bytes = stored(file);
      const after = await sharp(bytes).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
      expect(bytes.includes(Buffer.from('RiderPhone'))).toBe(false);
    }
  });

  it('re-encodes a real JPEG with a script appended, so the script is not stored', async () => {
    const polyglot = Buffer.concat([await photo('jpeg'), Buffer.from('<html><script>alert(1)</script></html>')]);
    const { url } = await accepted(polyglot, 'pic.html', 'text/html');
    for (const file of [url, uploadWidthPath(url, 800), uploadWidthPath(url, 320)]) {
      expect(stored(file).includes(Buffer.from('<script'))).toBe(false);
    }
  });
});

describe('POST /api/image_upload refuses', () => {
  const refused = async (
    data: Buffer,
    status: number,
    message: string,
    filename = 'photo.jpg',
    type = 'image/jpeg',
  ) => {
    const res = await upload(t.app, asha, { data, filename, type });
    expect(res).toMatchObject({ status, body: { error: true, message } });
  };

  it('an HTML page renamed .jpg', () =>
    refused(Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), 415, REVIEW_MESSAGES.uploadType));

  it('an SVG, even with an image type', () =>
    refused(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="9" height="9"/></svg>',
      ),
      415,
      REVIEW_MESSAGES.uploadType,
      'logo.png',
      'image/png',
    ));

  it('a GIF/HTML polyglot', () =>
    refused(
      Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00;*/=1;<script>alert(1)</script>', 'latin1'),
      415,
      REVIEW_MESSAGES.uploadType,
      'x.jpg',
    ));

  it('a JPEG header followed by HTML', () =>
    refused(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]),
      400,
      REVIEW_MESSAGES.uploadUnreadable,
    ));

  it('a file over 5 MB', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 7);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    await refused(big, 413, REVIEW_MESSAGES.uploadTooLarge);
  });

  it('a PNG over 40 megapixels (10000 × 5000) before decoding it', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#123456' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_UPLOAD_BYTES);
    await refused(huge, 400, REVIEW_MESSAGES.uploadTooManyPixels, 'huge.png', 'image/png');
  });

  it('an empty file, a wrong field name and a body that is not a form', async () => {
    await refused(Buffer.alloc(0), 400, REVIEW_MESSAGES.uploadRequired);
    expect(await upload(t.app, asha, { data: await photo('jpeg'), field: 'photo' })).toMatchObject({
      status: 400,
      body: { message: REVIEW_MESSAGES.uploadRequired },
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/image_upload',
      payload: { file: 'data:image/png;base64,AAAA' },
      headers: { authorization: `Bearer ${asha.token}` },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ message: REVIEW_MESSAGES.uploadNotMultipart });
  });

  it('a visitor without a sign-in, and stores nothing', async () => {
    const before = await queryRows(t.db, z.object({ n: z.number() }), sql`SELECT count(*)::int AS n FROM uploads`);
    const res = await upload(t.app, null, { data: await photo('jpeg') });
    expect(res).toMatchObject({ status: 401, body: { message: 'Please sign in' } });
    expect(await queryRows(t.db, z.object({ n: z.number() }), sql`SELECT count(*)::int AS n FROM uploads`)).toEqual(
      before,
    );
  });

  it(`more than ${UPLOADS_PER_HOUR} attempts an hour from one shopper`, async () => {
    const busy = await shopper(t.app, t.db, 'busy@example.com');
    const junk = { data: Buffer.from('not a photo'), filename: 'a.txt', type: 'text/plain' };
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) expect((await upload(t.app, busy, junk)).status).toBe(415);
    expect(await upload(t.app, busy, { data: await photo('jpeg') })).toMatchObject({
      status: 429,
      body: { message: REVIEW_MESSAGES.tooManyUploads },
    });
    // Someone else is not held back.
    expect((await upload(t.app, asha, { data: await photo('jpeg') })).status).toBe(200);
  });
});

describe('serving uploaded photos', () => {
  it('with long caching, nosniff and the WebP type', async () => {
    const { url } = await accepted(await photo('jpeg'));
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

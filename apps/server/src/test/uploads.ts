import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

export interface FilePart {
  data: Buffer;
  filename?: string;
  type?: string;
  /** The form field; the upload call reads `file`. */
  field?: string;
}

/** A multipart/form-data body with these file parts, as a browser's FormData sends it. */
export function multipart(parts: FilePart[]): { payload: Buffer; contentType: string } {
  const boundary = `----store${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; ` +
          `filename="${part.filename ?? 'photo.jpg'}"\r\nContent-Type: ${part.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /api/image_upload with one file part (or the given parts). */
export async function upload(app: FastifyInstance, who: { token: string } | null, parts: FilePart | FilePart[]) {
  const { payload, contentType } = multipart(Array.isArray(parts) ? parts : [parts]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/image_upload',
    payload,
    headers: { 'content-type': contentType, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed bodies, then parse them with contracts
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

/** A real photo of one colour, encoded by sharp. */
export function photo(format: 'jpeg' | 'png' | 'webp', width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

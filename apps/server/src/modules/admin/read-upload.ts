import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

interface UploadRules {
  maxBytes: number;
  /** Said when the request is not a form with a `file` part. */
  required: string;
  tooLarge: string;
}

/**
 * Reads the one `file` part of a multipart request into memory, answering with the contract's
 * words instead of multipart's codes: 400 when it is missing or the body is not a form, 413 when
 * it is larger than `maxBytes`.
 */
export async function readFilePart(request: FastifyRequest, rules: UploadRules): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', rules.required);
  try {
    const part = await request.file({
      limits: { fileSize: rules.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
    });
    if (!part || part.fieldname !== 'file') throw new AppError('BAD_REQUEST', rules.required);
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLarge);
    throw new AppError('BAD_REQUEST', rules.required);
  }
}

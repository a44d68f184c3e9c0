import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, REVIEW_MESSAGES, uploadResponse } from '@store/contracts/reviews';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { limitUploads, storeUpload } from './store-upload';

/** Reads the one `file` part, failing with the contract's words instead of multipart's codes. */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA', REVIEW_MESSAGES.uploadNotMultipart);
  try {
    const part = await request.file({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
    });
    if (!part || part.fieldname !== 'file') throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.uploadRequired);
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', REVIEW_MESSAGES.uploadTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.uploadRequired);
    }
    throw new AppError('BAD_REQUEST', REVIEW_MESSAGES.uploadNotMultipart);
  }
}

/** POST /image_upload; multipart parsing is registered here only, so no other route accepts it. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  // onRequest, before a byte of the body is read: a visitor gets 401.
  app.addHook('onRequest', app.requireUser);
  const deps = { db: app.db, limiter: app.accounts.limiter, storage: app.storage };

  app.post(
    '/image_upload',
    {
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        summary:
          'Uploads one review photo (multipart field `file`; JPEG, PNG or WebP up to 5 MB and 40 megapixels), ' +
          'stored re-encoded as WebP at 320, 800 and 1600 px without its metadata; answers its URL',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await limitUploads(deps.limiter, user.id);
      const bytes = await readFilePart(request);
      return ok(REVIEW_MESSAGES.uploaded, await storeUpload(deps, user.id, bytes));
    },
  );
};

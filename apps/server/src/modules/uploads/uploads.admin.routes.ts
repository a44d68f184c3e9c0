import { ADMIN_MESSAGES, IMAGE_MAX_BYTES, uploadQuery, uploadResponse } from '@store/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { storeImage } from './image-store';
import { readFilePart } from '../admin/read-upload';

/** POST /admin/uploads?kind=: a picture for a banner, brand, category or collection, stored before the form is saved. */
export const uploadAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/uploads',
    {
      schema: {
        tags: ['admin catalog'],
        security: [{ bearer: [] }],
        summary:
          'Uploads one picture (multipart field `file`; JPEG, PNG or WebP up to 8 MB) re-encoded to WebP at the ' +
          "kind's widths (banner 1600/800, brand 400, category and collection 600/300); answers its URL for the form",
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: { 200: uploadResponse },
      },
    },
    async (request) => {
      const bytes = await readFilePart(request, {
        maxBytes: IMAGE_MAX_BYTES,
        required: ADMIN_MESSAGES.imageRequired,
        tooLarge: ADMIN_MESSAGES.imageTooLarge,
      });
      return ok('Image uploaded', { url: await storeImage(app.storage, request.query.kind, bytes) });
    },
  );
};

import { pageSchema, reviewListResponse } from '@store/contracts/catalog';
import { idSchema } from '@store/contracts/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { listProductReviews } from './review-list.service';

const reviewListQuery = z.object({
  id: idSchema,
  page: pageSchema.default(1),
});

/** Public review calls; writing reviews comes with the reviews feature. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/find_product_review',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's reviews with the rating summary; reviewers appear by name only",
        querystring: reviewListQuery,
        response: { 200: reviewListResponse },
      },
    },
    async (request) => {
      const reviews = await listProductReviews(app.db, request.query.id, request.query.page);
      return ok('Reviews fetched', reviews.data, { summary: reviews.summary });
    },
  );
};

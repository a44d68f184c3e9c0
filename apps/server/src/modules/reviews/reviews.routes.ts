import { pageSchema, reviewListResponse } from '@store/contracts/catalog';
import { idQuery, idSchema } from '@store/contracts/ids';
import { createReviewBody, createReviewResponse, myReviewResponse, REVIEW_MESSAGES } from '@store/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { listProductReviews } from './review-list.service';
import { findOwnReview, writeReview } from './write-review.service';

const reviewListQuery = z.object({
  id: idSchema,
  page: pageSchema.default(1),
});

const tags = ['reviews'];
const security = [{ bearer: [] }];

/** Public review list, and the signed-in shopper's own review calls. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/find_product_review',
    {
      schema: {
        tags,
        summary: "A product's reviews with the rating summary; reviewers appear by name only",
        querystring: reviewListQuery,
        response: { 200: reviewListResponse },
      },
    },
    async (request) => {
      const reviews = await listProductReviews(app.db, request.query.id, request.query.page);
      return ok(REVIEW_MESSAGES.fetched, reviews.data, { summary: reviews.summary });
    },
  );

  app.post(
    '/create_review_rating',
    {
      // onRequest, before the body is read: a visitor gets 401, not a validation error.
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Reviews a product from one of your delivered orders (rating 1-5, text, up to 5 of your uploaded photos); ' +
          'a second call edits your review',
        body: createReviewBody,
        response: { 200: createReviewResponse },
      },
    },
    async (request) => {
      const deps = { db: app.db, limiter: app.accounts.limiter };
      const written = await writeReview(deps, currentUser(request).id, request.body);
      return ok(written.edited ? REVIEW_MESSAGES.updated : REVIEW_MESSAGES.saved, written.review, {
        edited: written.edited,
        summary: written.summary,
      });
    },
  );

  app.get(
    '/find_my_review',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Your own review of a product, to edit it; null when you have not reviewed it',
        querystring: idQuery,
        response: { 200: myReviewResponse },
      },
    },
    async (request) =>
      ok(REVIEW_MESSAGES.mineFetched, await findOwnReview(app.db, currentUser(request).id, request.query.id)),
  );
};

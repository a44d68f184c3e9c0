import {
  adminReviewListQuery,
  adminReviewListResponse,
  adminReviewParams,
  adminReviewResponse,
  REVIEW_MESSAGES,
  REVIEWS_PAGE_SIZE,
} from '@store/contracts/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { listReviewsForAdmin, setReviewStatus } from './review-admin.service';

const tags = ['admin reviews'];
const security = [{ bearer: [] }];

/** Back-office review moderation: list, hide and show; the admin plugin guards it. */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags,
        security,
        summary: 'Reviews newest first with product and reviewer; filter by status, rating and a search text',
        querystring: adminReviewListQuery,
        response: { 200: adminReviewListResponse },
      },
    },
    async (request) => {
      const { reviews, total } = await listReviewsForAdmin(app.db, request.query);
      return ok(REVIEW_MESSAGES.adminListed, reviews, {
        total,
        page: request.query.page,
        page_size: REVIEWS_PAGE_SIZE,
      });
    },
  );

  for (const [action, status] of [
    ['hide', 'hidden'],
    ['show', 'visible'],
  ] as const) {
    app.post(
      `/reviews/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary:
            action === 'hide'
              ? 'Hides a review from the product page and its rating'
              : 'Shows a hidden review again and counts it in the rating',
          params: adminReviewParams,
          response: { 200: adminReviewResponse },
        },
      },
      async (request) => {
        const { review, summary } = await setReviewStatus(app.db, request.params.id, status, currentUser(request).id);
        return ok(action === 'hide' ? REVIEW_MESSAGES.hidden : REVIEW_MESSAGES.shown, review, { summary });
      },
    );
  }
};

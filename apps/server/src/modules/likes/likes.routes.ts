import { LIKE_MESSAGES, likeBody, likedProductsResponse, likeToggleResponse } from '@store/contracts/likes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { listLikedProducts, toggleLike } from './likes.service';

const tags = ['likes'];
const security = [{ bearer: [] }];

/** The signed-in shopper's liked products; every call needs a token. */
export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest, before the body is read: a visitor gets 401, not a validation error.
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/liked_product',
    {
      schema: {
        tags,
        security,
        summary: 'Likes the product, or unlikes it when already liked; answers like_count and liked_products',
        body: likeBody,
        response: { 200: likeToggleResponse },
      },
    },
    async (request) => {
      const result = await toggleLike(app.db, currentUser(request).id, request.body.id);
      return ok(result.liked ? LIKE_MESSAGES.liked : LIKE_MESSAGES.unliked, result);
    },
  );

  app.get(
    '/find_liked_products',
    {
      schema: {
        tags,
        security,
        summary: 'Cards of your liked products still on sale, latest like first',
        response: { 200: likedProductsResponse },
      },
    },
    async (request) =>
      ok(LIKE_MESSAGES.fetched, await listLikedProducts(app.db, await app.catalog.refs.get(), currentUser(request).id)),
  );
};

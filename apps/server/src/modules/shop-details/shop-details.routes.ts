import { policyQuery, policyResponse, shopDetailsResponse } from '@store/contracts/shop-details';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendBody } from '../../lib/cached-body';
import { shopAnswers } from './shop-answers';

const tags = ['shop'];

/**
 * The shop's contact details and policy pages for the storefront (docs/decisions/106), from the
 * catalog's cache like the pages that show them: saving them in the back office empties it.
 */
export const shopDetailsRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const answers = shopAnswers(app, now);
  app.get(
    '/shop_details',
    {
      compress: false,
      schema: { tags, summary: 'The shop’s contact details and hours', response: { 200: shopDetailsResponse } },
    },
    async (request, reply) => sendBody(request, reply, await answers.details()),
  );
  app.get(
    '/policy',
    {
      compress: false,
      schema: {
        tags,
        summary: 'A policy page’s text, as Markdown',
        querystring: policyQuery,
        response: { 200: policyResponse },
      },
    },
    async (request, reply) => sendBody(request, reply, await answers.policy(request.query.id)),
  );
};

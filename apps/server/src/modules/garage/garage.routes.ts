import {
  bikeModelsResponse,
  GARAGE_MAX_BIKES,
  GARAGE_MESSAGES,
  garageAddBody,
  garageChooseBody,
  garageMergeBody,
  garageRemoveBody,
  garageResponse,
} from '@store/contracts/garage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendBody } from '../../lib/cached-body';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { cachedAnswer } from '../catalog/catalog-cache';
import { listBikeModels } from './bike-models.service';
import { addBike, chooseBike, listGarage, removeBike } from './garage.service';
import { mergeGarage } from './merge-garage.service';

const tags = ['garage'];
const security = [{ bearer: [] }];

/**
 * The rider's garage (docs/decisions/082): the bikes a shopper can pick, for anyone, and the
 * signed-in shopper's own bikes. Every garage call answers with the whole garage. `now` is the
 * app's clock: the model years offered follow the year in India.
 */
export const garageRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const refs = () => app.catalog.refs.get();

  app.get(
    '/bike_models',
    {
      compress: false,
      schema: {
        tags,
        summary: 'Every make under Shop by Bike with its models and the model years a garage offers',
        response: { 200: bikeModelsResponse },
      },
    },
    async (request, reply) => {
      // Catalog data: kept with the catalog's answers, so every catalog change empties it (decision 008).
      const body = await cachedAnswer(
        app.catalog.responses,
        'bike_models',
        async () => ({ body: ok(GARAGE_MESSAGES.bikesFetched, await listBikeModels(app.db, await refs(), now())) }),
        now,
      );
      return sendBody(request, reply, body);
    },
  );

  app.get(
    '/garage',
    {
      onRequest: app.requireUser,
      schema: { tags, security, summary: 'Your bikes, newest first', response: { 200: garageResponse } },
    },
    async (request) => ok(GARAGE_MESSAGES.fetched, await listGarage(app.db, await refs(), currentUser(request).id)),
  );

  app.post(
    '/garage_add',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: `Adds a bike (or finds it already there) and makes it current; at most ${GARAGE_MAX_BIKES} bikes`,
        body: garageAddBody,
        response: { 200: garageResponse },
      },
    },
    async (request) =>
      ok(GARAGE_MESSAGES.added, await addBike(app.db, await refs(), currentUser(request).id, request.body, now())),
  );

  app.post(
    '/garage_remove',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Takes one of your bikes out; when it was current, no bike is current',
        body: garageRemoveBody,
        response: { 200: garageResponse },
      },
    },
    async (request) =>
      ok(
        GARAGE_MESSAGES.removed,
        await removeBike(app.db, await refs(), currentUser(request).id, request.body.bike_id),
      ),
  );

  app.post(
    '/garage_choose',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Makes one of your bikes current, or none (bike_id null)',
        body: garageChooseBody,
        response: { 200: garageResponse },
      },
    },
    async (request) =>
      ok(GARAGE_MESSAGES.chosen, await chooseBike(app.db, await refs(), currentUser(request).id, request.body.bike_id)),
  );

  app.post(
    '/garage_merge',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Joins a visitor's garage to your account at sign-in; bikes the store no longer offers are skipped",
        body: garageMergeBody,
        response: { 200: garageResponse },
      },
    },
    async (request) =>
      ok(GARAGE_MESSAGES.merged, await mergeGarage(app.db, await refs(), currentUser(request).id, request.body, now())),
  );
};

import {
  adminBrandListResponse,
  adminBrandResponse,
  adminCollectionListResponse,
  adminCollectionResponse,
  adminIdParams,
  brandInputBody,
  collectionInputBody,
  emptyAdminResponse,
} from '@store/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import { createBrand, deleteBrand, listBrands, updateBrand } from './brands.service';
import { createCollection, deleteCollection, listCollections, updateCollection } from './collections.service';

const tags = ['admin catalog'];
const security = [{ bearer: [] }];

/** Brands and collection cards: list, add, replace, delete. */
export const brandAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/brands',
    {
      schema: {
        tags,
        security,
        summary: 'Every brand with its product count',
        response: { 200: adminBrandListResponse },
      },
    },
    async () => ok('Brands fetched', await listBrands(app.db)),
  );
  app.post(
    '/brands',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a brand (logo from POST /admin/uploads?kind=brand)',
        body: brandInputBody,
        response: { 200: adminBrandResponse },
      },
    },
    async (request) => ok('Brand added', await createBrand(app.db, currentUser(request).id, request.body)),
  );
  app.put(
    '/brands/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces a brand',
        params: adminIdParams,
        body: brandInputBody,
        response: { 200: adminBrandResponse },
      },
    },
    async (request) =>
      ok('Brand saved', await updateBrand(app.db, currentUser(request).id, request.params.id, request.body)),
  );
  app.delete(
    '/brands/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a brand no product uses',
        params: adminIdParams,
        response: { 200: emptyAdminResponse },
      },
    },
    async (request) => {
      await deleteBrand(app.db, currentUser(request).id, request.params.id);
      return ok('Brand deleted', null);
    },
  );

  app.get(
    '/collections',
    {
      schema: {
        tags,
        security,
        summary: 'Every collection card, hidden ones too',
        response: { 200: adminCollectionListResponse },
      },
    },
    async () => ok('Collections fetched', await listCollections(app.db)),
  );
  app.post(
    '/collections',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a collection card pointing at a category (image from POST /admin/uploads?kind=collection)',
        body: collectionInputBody,
        response: { 200: adminCollectionResponse },
      },
    },
    async (request) => ok('Collection added', await createCollection(app.db, currentUser(request).id, request.body)),
  );
  app.put(
    '/collections/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replaces a collection card',
        params: adminIdParams,
        body: collectionInputBody,
        response: { 200: adminCollectionResponse },
      },
    },
    async (request) =>
      ok('Collection saved', await updateCollection(app.db, currentUser(request).id, request.params.id, request.body)),
  );
  app.delete(
    '/collections/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a collection card',
        params: adminIdParams,
        response: { 200: emptyAdminResponse },
      },
    },
    async (request) => {
      await deleteCollection(app.db, currentUser(request).id, request.params.id);
      return ok('Collection deleted', null);
    },
  );
};

import {
  adminCategoryListResponse,
  adminCategoryResponse,
  adminIdParams,
  categoryCreateBody,
  categoryMoveBody,
  categoryOrderBody,
  categoryUpdateBody,
  emptyAdminResponse,
} from '@store/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  reorderCategories,
  updateCategory,
} from './categories.service';

const tags = ['admin catalog'];
const security = [{ bearer: [] }];

/** The category tree: list, add, rename, move, reorder, delete. */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary: "The whole tree, flat (parents first, siblings in order) with depth, path, counts and models' years",
        response: { 200: adminCategoryListResponse },
      },
    },
    async () => ok('Categories fetched', await listAdminCategories(app.db)),
  );
  app.post(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a category under a parent (null parent: a top-level group of kind root), placed last',
        body: categoryCreateBody,
        response: { 200: adminCategoryResponse },
      },
    },
    async (request) => ok('Category added', await createCategory(app.db, currentUser(request).id, request.body)),
  );
  app.put(
    '/categories/order',
    {
      schema: {
        tags,
        security,
        summary: 'Puts the children of a parent (null: the top level) in this order',
        body: categoryOrderBody,
        response: { 200: adminCategoryListResponse },
      },
    },
    async (request) => {
      await reorderCategories(app.db, currentUser(request).id, request.body.parentId, request.body.ids);
      return ok('Categories reordered', await listAdminCategories(app.db));
    },
  );
  app.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary:
          "Renames a category or changes its slug, kind, image (from POST /admin/uploads?kind=category), visibility or a model's years",
        params: adminIdParams,
        body: categoryUpdateBody,
        response: { 200: adminCategoryResponse },
      },
    },
    async (request) =>
      ok('Category saved', await updateCategory(app.db, currentUser(request).id, request.params.id, request.body)),
  );
  app.post(
    '/categories/:id/move',
    {
      schema: {
        tags,
        security,
        summary: 'Moves a category with its branch under another parent (never under itself), last or at a position',
        params: adminIdParams,
        body: categoryMoveBody,
        response: { 200: adminCategoryResponse },
      },
    },
    async (request) =>
      ok('Category moved', await moveCategory(app.db, currentUser(request).id, request.params.id, request.body)),
  );
  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a category with no sub-categories, products or collections',
        params: adminIdParams,
        response: { 200: emptyAdminResponse },
      },
    },
    async (request) => {
      await deleteCategory(app.db, currentUser(request).id, request.params.id);
      return ok('Category deleted', null);
    },
  );
};

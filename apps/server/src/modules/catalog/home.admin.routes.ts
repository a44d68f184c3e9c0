import {
  adminBannerResponse,
  adminHomeResponse,
  adminIdParams,
  bannerInputBody,
  bannerOrderBody,
  emptyAdminResponse,
  homeSectionBody,
  homeSectionParams,
} from '@store/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../auth/auth.plugin';
import type { OrderDeps } from '../orders/order-deps';
import {
  createBanner,
  deleteBanner,
  getAdminHome,
  reorderBanners,
  setHomeSection,
  updateBanner,
} from './home-admin.service';

const tags = ['admin home'];
const security = [{ bearer: [] }];

/** The home page: banners and the four product sections. */
export const homeAdminRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  app.get(
    '/home',
    {
      schema: {
        tags,
        security,
        summary: 'Banners (inactive too) and the four home sections',
        response: { 200: adminHomeResponse },
      },
    },
    async () => ok('Home fetched', await getAdminHome(app.db)),
  );

  app.post(
    '/banners',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a banner (image from POST /admin/uploads?kind=banner), last unless a position is given',
        body: bannerInputBody,
        response: { 200: adminBannerResponse },
      },
    },
    async (request) => ok('Banner added', await createBanner(app.db, currentUser(request).id, request.body)),
  );

  app.put(
    '/banners/order',
    {
      schema: {
        tags,
        security,
        summary: 'Puts every banner in this order',
        body: bannerOrderBody,
        response: { 200: adminHomeResponse },
      },
    },
    async (request) => {
      await reorderBanners(app.db, currentUser(request).id, request.body.ids);
      return ok('Banners reordered', await getAdminHome(app.db));
    },
  );

  app.put(
    '/banners/:id',
    {
      schema: {
        tags,
        security,
        summary: "Replaces a banner's image, heading, description, position and on/off",
        params: adminIdParams,
        body: bannerInputBody,
        response: { 200: adminBannerResponse },
      },
    },
    async (request) =>
      ok('Banner saved', await updateBanner(app.db, currentUser(request).id, request.params.id, request.body)),
  );

  app.delete(
    '/banners/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Removes a banner',
        params: adminIdParams,
        response: { 200: emptyAdminResponse },
      },
    },
    async (request) => {
      await deleteBanner(app.db, currentUser(request).id, request.params.id);
      return ok('Banner removed', null);
    },
  );

  app.put(
    '/home/sections/:section',
    {
      schema: {
        tags,
        security,
        summary: "Sets a home section's products in order; flash deals each with a deal price and an end time",
        params: homeSectionParams,
        body: homeSectionBody,
        response: { 200: adminHomeResponse },
      },
    },
    async (request) => {
      await setHomeSection(app.db, currentUser(request).id, request.params.section, request.body, deps.now());
      return ok('Section saved', await getAdminHome(app.db));
    },
  );
};

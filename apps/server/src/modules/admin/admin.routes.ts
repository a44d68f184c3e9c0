import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrderDeps } from '../orders/order-deps';
import { auditRoutes } from './audit.routes';
import { brandAndCollectionRoutes } from './catalog/brands.routes';
import { categoryAdminRoutes } from './catalog/categories.routes';
import { productAdminRoutes } from './catalog/products.routes';
import { customerAdminRoutes } from './customers/customers.routes';
import { homeAdminRoutes } from './home/home.routes';
import { imageUploadRoutes } from './images/uploads.routes';
import { importRoutes } from './import/import.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { adminOrderRoutes } from './orders/orders.routes';

/**
 * The back office's REST API, mounted at /api/admin. One guard for all of it: every call is
 * refused before its body is read, 401 without a live token and 403 for anyone but an admin.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (request, reply, payload) => {
    // Staff data must never sit in a shared cache.
    reply.header('Cache-Control', 'no-store');
    // A change made here shows on this server's storefront at once; other servers hear of it
    // through the database's catalog_changed notification (docs/decisions/008).
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) app.catalog.changed();
    return payload;
  });
  // Uploads (images, the import CSV) are read with per-call limits; another module may have
  // registered the parser for the whole app already.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  await app.register(dashboardRoutes, { deps });
  await app.register(adminOrderRoutes);
  await app.register(productAdminRoutes);
  await app.register(categoryAdminRoutes);
  await app.register(brandAndCollectionRoutes);
  await app.register(imageUploadRoutes);
  await app.register(homeAdminRoutes, { deps });
  await app.register(customerAdminRoutes);
  await app.register(importRoutes);
  await app.register(auditRoutes);
};

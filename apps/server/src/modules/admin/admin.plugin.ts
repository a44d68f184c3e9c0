import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAdminRoutes } from '../audit/audit.admin.routes';
import { customerAdminRoutes } from '../auth/customers.admin.routes';
import { dashboardAdminRoutes } from '../dashboard/dashboard.admin.routes';
import { discountAdminRoutes } from '../discounts/discounts.admin.routes';
import { goLiveAdminRoutes } from '../go-live/go-live.admin.routes';
import { brandAdminRoutes } from '../catalog/brands.admin.routes';
import { categoryAdminRoutes } from '../catalog/categories.admin.routes';
import { homeAdminRoutes } from '../catalog/home.admin.routes';
import { importAdminRoutes } from '../catalog/import/import.admin.routes';
import { shopSettingsAdminRoutes } from '../india/shop-settings.admin.routes';
import { jobAdminRoutes } from '../jobs/jobs.admin.routes';
import { productAdminRoutes } from '../catalog/products.admin.routes';
import type { OrderDeps } from '../orders/order-deps';
import { orderAdminRoutes } from '../orders/orders.admin.routes';
import type { CourierDeps } from '../couriers/book-shipment.service';
import { courierAdminRoutes } from '../couriers/couriers.admin.routes';
import { returnAdminRoutes } from '../returns/returns.admin.routes';
import { reviewAdminRoutes } from '../reviews/reviews.admin.routes';
import { shopDetailsAdminRoutes } from '../shop-details/shop-details.admin.routes';
import { staffNoticeAdminRoutes } from '../staff-notices/staff-notices.admin.routes';
import { stockAlertAdminRoutes } from '../stock-alerts/stock-alerts.admin.routes';
import { taxReportAdminRoutes } from '../invoices/tax-reports.admin.routes';
import { uploadAdminRoutes } from '../uploads/uploads.admin.routes';
import { constraintConflict } from './constraint-conflict';

/**
 * The back office's REST API, mounted at /api/admin: every admin route of every module is
 * registered here and nowhere else (docs/decisions/022). One guard for all of it, so every call
 * is refused before its body is read, 401 without a live token and 403 for anyone but an admin;
 * one cache policy; one multipart parser; one mapping of constraint errors to the contracts' words.
 */
export const adminPlugin: FastifyPluginAsyncZod<{ deps: OrderDeps; couriers: CourierDeps }> = async (
  app,
  { deps, couriers },
) => {
  app.addHook('onRequest', app.requireAdmin);
  app.addHook('onSend', async (request, reply, payload) => {
    // Staff data must never sit in a shared cache.
    reply.header('Cache-Control', 'no-store');
    // A change made here shows on this server's storefront once the write answers: it waits until
    // the server has heard the database's catalog_changed notices of it, which drop what the
    // change touched, here as on every other server (docs/decisions/099).
    const write = request.method !== 'GET' && request.method !== 'HEAD';
    if (write && reply.statusCode < 400 && !request.routeOptions.config.catalogUnchanged) await app.catalog.settle();
    return payload;
  });
  // A write that lost a race on a unique index or a foreign key answers 409 in the contracts'
  // words; everything else goes on to the app's error handler, which a throw here reaches.
  app.setErrorHandler((err) => {
    throw constraintConflict(err) ?? err;
  });
  // Uploads (images, the import CSV) are read with per-call limits; another module may have
  // registered the parser for the whole app already.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  await app.register(dashboardAdminRoutes, { deps });
  await app.register(goLiveAdminRoutes, { deps });
  await app.register(orderAdminRoutes, { deps });
  await app.register(courierAdminRoutes, { deps: couriers });
  await app.register(returnAdminRoutes, { deps });
  await app.register(productAdminRoutes);
  await app.register(categoryAdminRoutes);
  await app.register(brandAdminRoutes);
  await app.register(uploadAdminRoutes);
  await app.register(homeAdminRoutes, { deps });
  await app.register(customerAdminRoutes);
  await app.register(reviewAdminRoutes);
  await app.register(importAdminRoutes);
  await app.register(auditAdminRoutes);
  await app.register(jobAdminRoutes, { now: deps.now });
  await app.register(shopSettingsAdminRoutes, { deps });
  await app.register(shopDetailsAdminRoutes, { now: deps.now });
  await app.register(staffNoticeAdminRoutes);
  await app.register(discountAdminRoutes);
  await app.register(stockAlertAdminRoutes);
  await app.register(taxReportAdminRoutes, { now: deps.now });
};

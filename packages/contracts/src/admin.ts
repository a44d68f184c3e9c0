/**
 * The back office's REST API under /api/admin (docs/decisions/013): every request and response
 * schema, the limits and the messages, written once for the server's routes and the admin screens'
 * forms. Money is integer paise; `mrpPaise` is the original price, `pricePaise` what the shopper pays.
 */
export * from './admin-common';
export * from './admin-orders';
export * from './admin-catalog';
export * from './admin-site';
export * from './admin-import';
export * from './admin-jobs';

import type { Config } from '../../config';

/**
 * How crawlers should treat each page of the web app's route table (apps/web/src/app/router.tsx,
 * static-routes.tsx and lib/paths.ts): listed in the sitemap, open but unlisted and `noindex`, or
 * kept out by robots.txt. The web app's routes live in its own build, so they are named again
 * here; storefront-pages.test.ts reads the web app's route files and fails when a route is in none
 * of the lists, or in more than one.
 */

/**
 * Pages built from the whole catalog, dated by its newest change: the home page (banners,
 * sections, brands), Shop (the category tree), Collections, and the list of all products.
 */
export const CATALOG_PAGES = ['/', '/shop', '/products', '/products/all'] as const;

/**
 * Pages whose words are in the web app's build, or staff's policy text (docs/decisions/106): the
 * sitemap knows no date for them.
 */
export const STATIC_PAGES = [
  '/about',
  '/contact',
  '/help',
  '/warranty',
  '/returns',
  '/shipping',
  '/privacy',
  '/terms',
] as const;

/**
 * Pages crawlers may read that the sitemap does not list and that ask not to be indexed
 * (`noindex, follow`): the search results page, a page for each text anyone types. Open rather
 * than kept out: a crawler kept out by robots.txt never reads the noindex and may still list the
 * address from links to it; reading it, it follows its links to the products, which are listed.
 */
export const UNLISTED_PAGES = ['/search'] as const;

/**
 * The shop's public origin, which every address crawlers are given starts with: PUBLIC_URL's, or
 * this server's own as the pages' Open Graph tags read it (plugins/web-pages.ts).
 */
export const publicOrigin = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) =>
  new URL(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).origin;

/** A category's product list and a product's page, by id: `/products/{id}` and `/product/{id}`. */
export const categoryPage = (id: string) => `/products/${encodeURIComponent(id)}`;
export const productPage = (id: string) => `/product/${encodeURIComponent(id)}`;

/**
 * Path prefixes crawlers are kept out of: the back office, the account's pages, checkout and its
 * outcome, the sign-in screens (and the old /login that redirects to them), the page a stock
 * alert's mail links to for stopping it (its address carries the alert's token), and the API, whose
 * answers are data rather than pages. Each is a prefix, as robots.txt reads it: `/success` covers
 * `/success/{id}`, `/orderDetails` covers `/orderDetails/{id}`.
 */
export const KEPT_OUT = [
  '/admin',
  '/profile',
  '/liked',
  '/orders',
  '/orderDetails',
  '/success',
  '/purchase',
  '/cart',
  '/signin',
  '/signup',
  '/otp-verification',
  '/forgot-password',
  '/login',
  '/stock-alert',
  '/api/',
] as const;

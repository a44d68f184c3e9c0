/**
 * The breadcrumb trail of a product list or a product page, written once for the trail on screen
 * (apps/web/src/components/breadcrumbs.tsx) and the BreadcrumbList in the page's structured data
 * (structured-data.ts), so the two cannot disagree (docs/decisions/077). Built from the API's
 * answers alone: it renders on the server and in the browser with no further request.
 */
import type { Ref } from './catalog';
import { productListCanonicalPath, productListPath, productPath } from './store-paths';

/**
 * One step of a trail: what it is called, the path the store links it by on screen, and the
 * page's canonical address, which structured data names (the path when absent).
 */
export type Crumb = { name: string; path: string; canonical?: string };

export const HOME_CRUMB: Crumb = { name: 'Home', path: '/', canonical: '/' };

/** The everything list's name, as `productListHeading` (pages.ts) names it. */
const ALL_PRODUCTS = 'All Products';

/** A category trail from the root down (the API's `trail`), each step leading to its product list. */
function categoryCrumbs(trail: readonly Ref[]): Crumb[] {
  return trail.map((category) => ({
    name: category.name,
    path: productListPath(category._id),
    canonical: productListCanonicalPath(category._id),
  }));
}

/**
 * Home › the product's categories from the root down › the product: `trail` is the product
 * answer's (empty for a product in no category), `product` its `data`.
 */
export function productCrumbs(product: Pick<Ref, '_id' | 'name'>, trail: readonly Ref[]): Crumb[] {
  const path = productPath(product._id);
  return [HOME_CRUMB, ...categoryCrumbs(trail), { name: product.name, path, canonical: path }];
}

/**
 * Home › the list's categories from the root down (`trail` of fetch_filter_category_by_id), or
 * 'All Products' for 'all'; a chosen brand narrows the list one step further, so it is the last
 * crumb and the unfiltered list stays one click away. Search, sort, the chip and the page are not
 * places of their own and add nothing.
 */
export function productListCrumbs(collectionId: string, trail: readonly Ref[], brand = 'all'): Crumb[] {
  const crumbs =
    collectionId === 'all'
      ? [HOME_CRUMB, { name: ALL_PRODUCTS, path: productListPath('all'), canonical: productListCanonicalPath('all') }]
      : [HOME_CRUMB, ...categoryCrumbs(trail)];
  if (brand !== 'all') {
    crumbs.push({
      name: brand,
      path: productListPath(collectionId, { brand }),
      canonical: productListCanonicalPath(collectionId, brand),
    });
  }
  return crumbs;
}

import type { HomeResponse, ProductResponse, ReviewListResponse } from '@store/contracts/catalog';
import { BANNER_IMAGE_SIZES, bannerSrcSet, cardSrcSet, GALLERY_IMAGE_SIZES } from '@store/contracts/images';
import { idSchema } from '@store/contracts/ids';
import { descriptionPreview } from '@store/contracts/pages';
import { POLICY_IDS, type PolicyId } from '@store/contracts/shop-details';
import { homePageStructuredData, jsonLdText, productPageStructuredData } from '@store/contracts/structured-data';
import { apiUrl, cachedJson, jsonOf, refused, type PagePlan } from './page-plan-calls';
import { movedListSearch, productListPlan, searchPlan } from './page-plans-lists';

export type { Answers, PagePlan, Site } from './page-plan-calls';

/**
 * What each storefront page the server completes needs (docs/decisions/019): the route module the
 * app loads for it, the API calls it starts with, and its head tags, worked out from their answers.
 */

/** The paths of the pages planned here, given routes of their own; every other page comes through the not-found handler. */
export const PLANNED_PAGES = ['/', '/shop', '/products', '/products/:id', '/product/:id', '/search'];

/**
 * A path as the web app's router matches it: React Router ignores trailing slashes (and the case
 * of letters, which `planFor` matches with /i). A page the router renders must be planned under
 * every spelling it answers to, or it would be rendered without its answers: a skeleton answered
 * 200, even for a product that does not exist.
 */
const routePath = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** A page with no answers of its own (the static pages): its address is its path. */
export function plainPlan(pathname: string): PagePlan {
  const canonical = routePath(pathname);
  return { calls: [], head: () => ({ canonical }) };
}

/** The base a request's path is read against, as plugins/web-pages.ts reads it. */
const LOCAL_HOST = 'store.invalid';

/** A path segment as the router reads it; undefined for a malformed escape. */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Where a storefront address has moved, for a 301 sent before anything is rendered
 * (plugins/web-app.ts): a search of every product, `/products/all?search=`, is the search page's
 * (`/search?q=`, `movedListSearch`). A category's list searches itself and stays where it is, as
 * the search page has no category to narrow to. Undefined for every other address.
 */
export function movedPagePath(url: string): string | undefined {
  const base = `http://${LOCAL_HOST}`;
  if (!URL.canParse(url, base)) return undefined;
  const { host, pathname, searchParams } = new URL(url, base);
  // `//other.host/...` reads as another site's address: the renderer answers it with the 404 page.
  if (host !== LOCAL_HOST) return undefined;
  const list = /^\/products\/([^/]+)$/i.exec(routePath(pathname));
  return list && decodedSegment(list[1] ?? '') === 'all' ? movedListSearch(searchParams) : undefined;
}

export function planFor(requested: string, search: URLSearchParams): PagePlan | undefined {
  const pathname = routePath(requested);
  if (pathname === '/') {
    return {
      // The product sections' chunk: rendered in the HTML, it is hydrated as soon as it arrives.
      module: 'src/app/home-sections.tsx',
      calls: [{ url: '/api/home', load: (answers) => cachedJson(answers.home()) }],
      head: ([home], site) => {
        const banner = (home as HomeResponse | undefined)?.data.banners[0]?.BannerId;
        const structuredData = [jsonLdText(homePageStructuredData(site.url))];
        return banner
          ? {
              canonical: '/',
              image: banner.image,
              images: [{ src: banner.image, srcset: bannerSrcSet(banner.image), sizes: BANNER_IMAGE_SIZES }],
              structuredData,
            }
          : { canonical: '/', structuredData };
      },
    };
  }
  const product = /^\/product\/([^/]+)$/i.exec(pathname);
  if (product) {
    const id = decodeURIComponent(product[1] ?? '');
    return {
      module: 'src/app/routes/product.tsx',
      calls: [
        {
          url: apiUrl('/api/fetch_product', { id }),
          load: (answers) => {
            if (!idSchema.safeParse(id).success) throw refused();
            return cachedJson(answers.product(id));
          },
        },
        // The review list's first page, as the page asks for it: in the HTML, and in the structured data.
        { url: apiUrl('/api/find_product_review', { id, page: 1 }), load: (answers) => answers.reviews(id) },
      ],
      head: ([answer, reviews], site) => {
        const product = answer as ProductResponse | undefined;
        const data = product?.data;
        if (!product || !data) return { title: 'Product not found' };
        const picture = data.images[0] ?? data.front_image;
        const description = descriptionPreview(data.description) ?? data.description.trim();
        return {
          title: data.name,
          description,
          canonical: `/product/${encodeURIComponent(data._id)}`,
          type: 'product',
          image: picture,
          images: [{ src: picture, srcset: cardSrcSet(picture), sizes: GALLERY_IMAGE_SIZES }],
          structuredData: [
            jsonLdText(
              productPageStructuredData(product, {
                siteUrl: site.url,
                now: site.now,
                reviews: (reviews as ReviewListResponse | undefined)?.data,
              }),
            ),
          ],
        };
      },
    };
  }
  const list = /^\/products\/([^/]+)$/i.exec(pathname);
  if (list) return productListPlan(decodeURIComponent(list[1] ?? ''), search);
  if (/^\/search$/i.test(pathname)) return searchPlan(search);
  if (/^\/products$/i.test(pathname)) {
    return {
      module: 'src/app/routes/collections.tsx',
      calls: [{ url: '/api/collections', load: (answers) => cachedJson(answers.collections()) }],
      head: () => ({ canonical: '/products' }),
    };
  }
  if (/^\/shop$/i.test(pathname)) return shopPlan(search.get('category'));
  const policy = pathname.slice(1).toLowerCase();
  if ((POLICY_IDS as readonly string[]).includes(policy)) return policyPlan(policy as PolicyId);
  return undefined;
}

/** A policy page: its text, the shop's own or the store's default (docs/decisions/106). */
function policyPlan(id: PolicyId): PagePlan {
  return {
    module: 'src/app/routes/static/policy.tsx',
    calls: [{ url: apiUrl('/api/policy', { id }), load: (answers) => cachedJson(answers.shop.policy(id)) }],
    head: () => ({ canonical: `/${id}` }),
  };
}

/** The shop's drill-down: the top level, or one category's children and sub-groups (`?category=`). */
function shopPlan(category: string | null): PagePlan {
  const module = 'src/app/routes/shop.tsx';
  if (category === null) {
    return {
      module,
      calls: [{ url: '/api/fetch_all_collections', load: async (answers) => jsonOf(answers.rootCategories()) }],
      head: () => ({ canonical: '/shop' }),
    };
  }
  const known = (load: () => Promise<unknown>) => {
    if (!idSchema.safeParse(category).success) throw refused();
    return jsonOf(load());
  };
  return {
    module,
    calls: [
      {
        url: apiUrl('/api/fetch_filter_category_by_id', { id: category }),
        load: (answers) => known(() => answers.categoryLevel(category)),
      },
      {
        url: apiUrl('/api/fetch_collections_by_id', { id: category }),
        load: (answers) => known(() => answers.shopGroups(category)),
      },
    ],
    head: () => ({ canonical: apiUrl('/shop', { category }) }),
  };
}

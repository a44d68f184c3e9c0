import {
  productListQuery,
  type CategoryLevelResponse,
  type HomeResponse,
  type ProductListResponse,
  type ProductResponse,
} from '@store/contracts/catalog';
import { SHOP_NAME } from '@store/contracts/constants';
import {
  BANNER_IMAGE_SIZES,
  bannerSrcSet,
  CARD_IMAGE_SIZES,
  cardSrcSet,
  GALLERY_IMAGE_SIZES,
} from '@store/contracts/images';
import { idSchema } from '@store/contracts/ids';
import type { ReviewListResponse } from '@store/contracts/catalog';
import { productListCanonicalPath } from '@store/contracts/store-paths';
import {
  homePageStructuredData,
  jsonLdText,
  productListPageStructuredData,
  productPageStructuredData,
} from '@store/contracts/structured-data';
import {
  descriptionPreview,
  productListApiQuery,
  productListRequest,
  readProductListPage,
} from '@store/contracts/pages';
import { AppError } from '../lib/app-error';
import type { CachedBody } from '../lib/cached-body';
import type { catalogAnswers } from '../modules/catalog/catalog.routes';
import type { PageHead } from './page-head';

/**
 * What each storefront page the server completes needs (docs/decisions/019): the route module the
 * app loads for it, the API calls it starts with, and its head tags, worked out from their answers.
 */

/** The paths of the pages planned here, given routes of their own; every other page comes through the not-found handler. */
export const PLANNED_PAGES = ['/', '/shop', '/products', '/products/:id', '/product/:id'];

/** The catalog's answers, and the first page of a product's reviews (plugins/web-pages.ts). */
export type Answers = ReturnType<typeof catalogAnswers> & {
  reviews(productId: string): Promise<{ json: string }>;
};

/** What a page's head is worked out with besides its answers. */
export interface Site {
  /** The shop's public address, e.g. https://keralamotohub.in */
  url: string;
  now: Date;
}

/** An answer a page starts with: the URL the app will ask for it by, and its JSON. */
interface PageCall {
  url: string;
  load(answers: Answers): Promise<{ json: string; expiresAt?: number }>;
}

/** What one page needs: the route module it loads and the API calls it starts with, first the main one. */
export interface PagePlan {
  module?: string;
  calls: PageCall[];
  head(answers: (unknown | undefined)[], site: Site): PageHead;
}

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

/** An API call's URL as the web app's `apiRequest` writes it (URLSearchParams, undefined left out). */
function apiUrl(pathname: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

const jsonOf = async (answer: Promise<unknown>) => ({ json: JSON.stringify(await answer) });

const cachedJson = async (body: Promise<CachedBody>) => {
  // A page keeps its own safety net: it ends with the deals its answers quote, not with their
  // time in the cache, or every page would be rendered again when the answers it used expire.
  const { json, validUntil } = await body;
  return { json: json.toString(), expiresAt: validUntil };
};

/** A value the API would refuse with a 400 gets the app's not-found page, as an unknown one does. */
const refused = () => new AppError('NOT_FOUND', 'Not found');

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
  if (list) {
    const id = decodeURIComponent(list[1] ?? '');
    const page = readProductListPage(search);
    const query = productListApiQuery(productListRequest(id, page));
    const calls: PageCall[] = [
      {
        url: apiUrl('/api/fetch_products_by_collection', query),
        load: (answers) => {
          const parsed = productListQuery.safeParse(query);
          if (!parsed.success) throw refused();
          return cachedJson(answers.productList(parsed.data));
        },
      },
    ];
    if (id !== 'all') {
      calls.push({
        url: apiUrl('/api/fetch_filter_category_by_id', { id }),
        load: (answers) => {
          if (!idSchema.safeParse(id).success) throw refused();
          return jsonOf(answers.categoryLevel(id));
        },
      });
    }
    return {
      module: 'src/app/routes/product-list.tsx',
      calls,
      head: ([answer, level], site) => {
        const list = answer as ProductListResponse | undefined;
        const cards = list?.data ?? [];
        const trail = (level as CategoryLevelResponse | undefined)?.trail ?? [];
        const category = trail.at(-1)?.name;
        // As the page names itself (product-list-page.tsx).
        const listName = id === 'all' ? 'All Products' : (category ?? 'Products');
        const heading = page.brand === 'all' ? listName : id === 'all' ? page.brand : `${page.brand} ${listName}`;
        return {
          title: heading,
          description: `Shop ${heading} at ${SHOP_NAME}: genuine motorcycle parts and gear with fast shipping across India.`,
          canonical: productListCanonicalPath(id, page.brand, page.page),
          // Search results are for the shopper who searched, not for search engines.
          noindex: page.search !== '',
          image: cards[0]?.front_image,
          structuredData: list
            ? [
                jsonLdText(
                  productListPageStructuredData(list, { collectionId: id, trail, brand: page.brand }, site.url),
                ),
              ]
            : [],
          // The first row: two cards on a phone, the first two of four on a desktop.
          images: cards.slice(0, 2).map((card) => ({
            src: card.front_image,
            srcset: cardSrcSet(card.front_image),
            sizes: CARD_IMAGE_SIZES,
          })),
        };
      },
    };
  }
  if (/^\/products$/i.test(pathname)) {
    return {
      module: 'src/app/routes/collections.tsx',
      calls: [{ url: '/api/collections', load: (answers) => cachedJson(answers.collections()) }],
      head: () => ({ canonical: '/products' }),
    };
  }
  if (/^\/shop$/i.test(pathname)) return shopPlan(search.get('category'));
  return undefined;
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

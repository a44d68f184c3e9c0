import {
  productListQuery,
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
import {
  descriptionPreview,
  productListApiQuery,
  productListRequest,
  readProductListPage,
} from '@store/contracts/pages';
import { AppError } from '../lib/app-error';
import type { CachedBody } from '../lib/cached-body';
import type { catalogAnswers } from '../modules/catalog/catalog.routes';

/**
 * What each storefront page the server completes needs (docs/decisions/019): the route module the
 * app loads for it, the API calls it starts with, and its head tags, worked out from their answers.
 */

/** The paths of the pages planned here; every other path gets index.html as built. */
export const PLANNED_PAGES = ['/', '/shop', '/products', '/products/:id', '/product/:id'];

export interface Head {
  title?: string;
  description?: string;
  openGraph?: Record<string, string>;
  images?: { src: string; srcset: string; sizes: string }[];
}

type Answers = ReturnType<typeof catalogAnswers>;

/** An answer a page starts with: the URL the app will ask for it by, and its JSON. */
interface PageCall {
  url: string;
  load(answers: Answers): Promise<{ json: string; expiresAt?: number }>;
}

/** What one page needs: the route module it loads and the API calls it starts with, first the main one. */
export interface PagePlan {
  module?: string;
  calls: PageCall[];
  head(answers: (unknown | undefined)[]): Head;
}

const STATIC_PAGES: Record<string, string> = {
  '/shop': 'src/app/routes/shop.tsx',
  '/products': 'src/app/routes/collections.tsx',
};

/** An API call's URL as the web app's `apiRequest` writes it (URLSearchParams, undefined left out). */
function apiUrl(pathname: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

const cachedJson = async (body: Promise<CachedBody>) => {
  const { json, expiresAt } = await body;
  return { json: json.toString(), expiresAt };
};

/** A value the API would refuse with a 400 gets the app's not-found page, as an unknown one does. */
const refused = () => new AppError('NOT_FOUND', 'Not found');

export function planFor(pathname: string, search: URLSearchParams): PagePlan | undefined {
  if (pathname === '/') {
    return {
      calls: [{ url: '/api/home', load: (answers) => cachedJson(answers.home()) }],
      head: ([home]) => {
        const banner = (home as HomeResponse | undefined)?.data.banners[0]?.BannerId;
        return banner
          ? { images: [{ src: banner.image, srcset: bannerSrcSet(banner.image), sizes: BANNER_IMAGE_SIZES }] }
          : {};
      },
    };
  }
  const product = /^\/product\/([^/]+)$/.exec(pathname);
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
      ],
      head: ([answer]) => {
        const data = (answer as ProductResponse | undefined)?.data;
        if (!data) return { title: 'Product not found' };
        const picture = data.images[0] ?? data.front_image;
        const description = descriptionPreview(data.description) ?? data.description.trim();
        return {
          title: data.name,
          description,
          openGraph: { type: 'product', title: data.name, description, image: picture },
          images: [{ src: picture, srcset: cardSrcSet(picture), sizes: GALLERY_IMAGE_SIZES }],
        };
      },
    };
  }
  const list = /^\/products\/([^/]+)$/.exec(pathname);
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
        load: async (answers) => {
          if (!idSchema.safeParse(id).success) throw refused();
          return { json: JSON.stringify(await answers.categoryLevel(id)) };
        },
      });
    }
    return {
      module: 'src/app/routes/product-list.tsx',
      calls,
      head: ([answer, trail]) => {
        const cards = (answer as ProductListResponse | undefined)?.data ?? [];
        const category = (trail as { trail?: { name: string }[] } | undefined)?.trail?.at(-1)?.name;
        // As the page names itself (product-list-page.tsx).
        const listName = id === 'all' ? 'All Products' : (category ?? 'Products');
        const heading = page.brand === 'all' ? listName : id === 'all' ? page.brand : `${page.brand} ${listName}`;
        return {
          title: heading,
          description: `Shop ${heading} at ${SHOP_NAME}: genuine motorcycle parts and gear with fast shipping across India.`,
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
  const module = STATIC_PAGES[pathname];
  return module ? { module, calls: [], head: () => ({}) } : undefined;
}

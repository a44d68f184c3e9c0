import {
  productListQuery,
  type CategoryLevelResponse,
  type ProductCard,
  type ProductListResponse,
} from '@store/contracts/catalog';
import { CARD_IMAGE_SIZES, cardSrcSet } from '@store/contracts/images';
import { idSchema } from '@store/contracts/ids';
import {
  productListApiQuery,
  productListDescription,
  productListHeading,
  productListRequest,
  readProductListPage,
  type ProductListPage,
} from '@store/contracts/pages';
import {
  productListCanonicalPath,
  SEARCH_PATH,
  searchCanonicalPath,
  searchPath,
  searchText,
} from '@store/contracts/store-paths';
import { jsonLdText, productListPageStructuredData } from '@store/contracts/structured-data';
import { apiUrl, cachedJson, jsonOf, refused, type PageCall, type PagePlan } from './page-plan-calls';

/**
 * The plans of the pages that list products (docs/decisions/019 and 075): a category's or every
 * product's list (`/products/{id}`) and the search results page (`/search?q=`). Both start with
 * the list answer for every bike: the 'Fits my bike' filter is the browser's, after hydration
 * (docs/decisions/082), so the HTML is the same for every shopper.
 */

/** The list answer a page starts with, as the web app asks for it (features/product-list/api/list-products.ts). */
function listCall(id: string, page: ProductListPage): PageCall {
  const query = productListApiQuery(productListRequest(id, page));
  return {
    url: apiUrl('/api/fetch_products_by_collection', query),
    load: (answers) => {
      const parsed = productListQuery.safeParse(query);
      if (!parsed.success) throw refused();
      return cachedJson(answers.productList(parsed.data));
    },
  };
}

/**
 * Where the old address of a search of every product (`/products/all?search=`) has moved: the
 * search page for the same text with the brand, chip, page and order (`searchPath`), then the view
 * and the bike filter when they are not the defaults, as the web app's `searchPagePath` writes them
 * (apps/web/src/features/product-list/components/list-params.ts). Undefined without a text, and
 * for a query the list API refuses (a text over SEARCH_MAX_CHARS, a malformed chip or page): such
 * an address answers 404 where it is, as the search page would, and no over-long address is
 * written back into a Location header.
 */
export function movedListSearch(search: URLSearchParams): string | undefined {
  const page = readProductListPage(search);
  if (!page.search) return undefined;
  if (!productListQuery.safeParse(productListApiQuery(productListRequest('all', page))).success) return undefined;
  const kept = new URLSearchParams();
  if (search.get('view') === 'list') kept.set('view', 'list');
  if (search.get('fit') === 'all') kept.set('fit', 'all');
  const rest = kept.toString();
  const path = searchPath(page.search, page);
  return rest ? `${path}&${rest}` : path;
}

/** The first row: two cards on a phone, the first two of four on a desktop. */
const firstCards = (cards: ProductCard[]) =>
  cards
    .slice(0, 2)
    .map((card) => ({ src: card.front_image, srcset: cardSrcSet(card.front_image), sizes: CARD_IMAGE_SIZES }));

/**
 * `/products/{id}`: the list with its trail. A search of every product lives at `/search?q=`: its
 * old address here is answered with a 301 before any plan is made (`movedListSearch`); a
 * category's list searches itself and stays.
 */
export function productListPlan(id: string, search: URLSearchParams): PagePlan {
  const page = readProductListPage(search);
  const calls = [listCall(id, page)];
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
      // As the page names itself (product-list-page.tsx).
      const heading = productListHeading(id, page.brand, trail.at(-1)?.name);
      return {
        title: heading,
        description: productListDescription(heading),
        canonical: productListCanonicalPath(id, page.brand, page.page),
        // Search results are for the shopper who searched, not for search engines.
        noindex: page.search !== '',
        image: cards[0]?.front_image,
        structuredData: list
          ? [jsonLdText(productListPageStructuredData(list, { collectionId: id, trail, brand: page.brand }, site.url))]
          : [],
        images: firstCards(cards),
      };
    },
  };
}

/**
 * `/search?q=`: every product searched for the text, or the page's prompt without one. Kept out of
 * search engines (`noindex, follow`): a page per text anyone types is no page to list, but its
 * links lead to products that are.
 */
export function searchPlan(search: URLSearchParams): PagePlan {
  const module = 'src/app/routes/search.tsx';
  const page = { ...readProductListPage(search), search: searchText(search) };
  if (!page.search) {
    return { module, calls: [], head: () => ({ title: 'Search', canonical: SEARCH_PATH, noindex: true }) };
  }
  return {
    module,
    calls: [listCall('all', page)],
    head: ([answer]) => {
      // As the page names itself (search-page.tsx).
      const heading = `Results for “${page.search}”`;
      return {
        title: page.page > 1 ? `${heading} - Page ${page.page}` : heading,
        description: productListDescription(`“${page.search}”`),
        canonical: searchCanonicalPath(page.search, page.page),
        noindex: true,
        images: firstCards((answer as ProductListResponse | undefined)?.data ?? []),
      };
    },
  };
}

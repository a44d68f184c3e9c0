/**
 * Structured data (schema.org JSON-LD) for the pages the server completes: the shop and its search
 * on the home page, the trail and the listed products on a product list, the product and its trail
 * on a product page (docs/decisions/077-structured-data-and-breadcrumbs.md). Pure functions of the
 * API's answers, the store's public address and the time, typed with schema-dts so a wrong field
 * fails the typecheck; `jsonLdScript` writes them into the page.
 */
import type {
  BreadcrumbList,
  ItemList,
  Organization,
  SearchAction,
  Thing,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { ProductListResponse, ProductResponse, Ref } from './catalog';
import { productCrumbs, productListCrumbs, type Crumb } from './breadcrumbs';
import { SHOP_NAME } from './constants';
import { escapeJsonForScript } from './pages';
import { absoluteUrl, productPath, SEARCH_PATH } from './store-paths';
import { productStructuredData, type ProductStructuredDataOptions } from './structured-data-product';

export { dealPriceValidUntil, productStructuredData, STRUCTURED_DATA_REVIEWS } from './structured-data-product';
export type { ProductStructuredDataOptions } from './structured-data-product';

/** The shop's mark: the only picture of it the web app ships (apps/web/public). */
const LOGO_PATH = '/favicon.svg';

const organizationId = (siteUrl: string) => absoluteUrl(siteUrl, '/#organization');

/**
 * A trail (breadcrumbs.ts) as a BreadcrumbList: positions from 1, each step's canonical address
 * made absolute, the one its page's canonical link and the sitemap name.
 */
export function breadcrumbStructuredData(crumbs: readonly Crumb[], siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.canonical ?? crumb.path),
    })),
  };
}

/** The shop itself: its name, address and mark, named by an id the WebSite points to. */
export function organizationStructuredData(siteUrl: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(siteUrl),
    name: SHOP_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, LOGO_PATH),
  };
}

/**
 * The site with its search: the search results page with the text in `q` (what `searchText`
 * reads). The placeholder is written as is: a URL builder would escape its braces.
 */
export function webSiteStructuredData(siteUrl: string): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${absoluteUrl(siteUrl, SEARCH_PATH)}?q={search_term_string}`,
    },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl(siteUrl, '/#website'),
    name: SHOP_NAME,
    url: absoluteUrl(siteUrl, '/'),
    publisher: { '@id': organizationId(siteUrl) },
    potentialAction: search,
  };
}

/** The products a list page shows, by address, numbered from the first of the page across the whole list. */
export function productListStructuredData(list: ProductListResponse, siteUrl: string): WithContext<ItemList> {
  const first = (Math.max(list.page, 1) - 1) * list.page_size;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: list.data.map((product, index) => ({
      '@type': 'ListItem',
      position: first + index + 1,
      name: product.name,
      url: absoluteUrl(siteUrl, productPath(product._id)),
    })),
  };
}

/* ---------- what each page carries ---------- */

/** The home page: the shop and its search. */
export function homePageStructuredData(siteUrl: string): WithContext<Thing>[] {
  return [organizationStructuredData(siteUrl), webSiteStructuredData(siteUrl)];
}

/** A product page: the product and its trail (the answer's `trail`), as the page shows them. */
export function productPageStructuredData(
  answer: Pick<ProductResponse, 'data' | 'trail'>,
  options: ProductStructuredDataOptions,
): WithContext<Thing>[] {
  return [
    productStructuredData(answer.data, options),
    breadcrumbStructuredData(productCrumbs(answer.data, answer.trail), options.siteUrl),
  ];
}

/**
 * A product list page: its trail (`trail` of fetch_filter_category_by_id, empty for 'all'; `brand`
 * as the page's query has it) and the products it shows.
 */
export function productListPageStructuredData(
  list: ProductListResponse,
  page: { collectionId: string; trail: readonly Ref[]; brand: string },
  siteUrl: string,
): WithContext<Thing>[] {
  return [
    breadcrumbStructuredData(productListCrumbs(page.collectionId, page.trail, page.brand), siteUrl),
    productListStructuredData(list, siteUrl),
  ];
}

/* ---------- into the page ---------- */

/**
 * The text inside a `<script type="application/ld+json">`: one object, or several in an array.
 * `<`, `>` and `&` are escaped as in the page data (decision 019), so no product name or review
 * can close the element or open a comment; JSON-LD reads the escapes back as the same text.
 */
export function jsonLdText(data: Thing | readonly Thing[]): string {
  return escapeJsonForScript(JSON.stringify(data));
}

/** The whole element, ready for the page's head. */
export function jsonLdScript(data: Thing | readonly Thing[]): string {
  return `<script type="application/ld+json">${jsonLdText(data)}</script>`;
}

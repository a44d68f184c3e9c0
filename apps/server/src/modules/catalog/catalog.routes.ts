import {
  categoryLevelResponse,
  collectionsResponse,
  type ProductListQuery,
  homeResponse,
  optionalIdQuery,
  productListQuery,
  productListResponse,
  productResponse,
  searchQuery,
  searchResponse,
  shopGroupsResponse,
} from '@store/contracts/catalog';
import { cardsByIdsQuery, CATALOG_CARDS_MESSAGES, productCardsResponse } from '@store/contracts/catalog-cards';
import { idQuery } from '@store/contracts/ids';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { sendBody, type CachedBody } from '../../lib/cached-body';
import { bikeFitOf } from './bike-fit';
import { listCardsByIds } from './cards-by-ids.service';
import { cachedAnswer, cardTags, COLLECTIONS, HOME, hitTags, productTag, type Computed } from './catalog-cache';
import { getHome } from './home.service';
import { getProductAnswer, productDetailLoader } from './product-detail.service';
import { listProducts } from './product-list.service';
import { listRelatedProducts } from './related-products.service';
import { searchCatalog } from './search.service';
import { listChildCategories, listCollections, listRootCategories, listShopGroups } from './shop.service';

const tags = ['catalog'];

/**
 * The catalog's answers as the API sends them, for its routes and for the pages the server
 * completes with them (plugins/web-pages.ts). The cached ones are kept serialised (decision 008).
 * Unknown ids throw the same 404s the routes answer with.
 */
export function catalogAnswers(app: FastifyInstance, now: () => Date) {
  const refs = () => app.catalog.refs.get();
  const cached = (key: string, compute: () => Promise<Computed>): Promise<CachedBody> =>
    cachedAnswer(app.catalog.responses, key, compute, now);
  const productDetails = productDetailLoader(app.db, now);
  return {
    home: () =>
      cached('home', async () => {
        const home = await getHome(app.db, await refs(), now());
        return {
          body: ok('Home fetched', home.data, { brands: home.brands }),
          validUntil: home.pricesValidUntil,
          // Its cards, and the running flash deals that a price change could show (docs/decisions/099).
          tags: [...cardTags(home.productIds), HOME],
        };
      }),
    productList: (query: ProductListQuery) =>
      cached(`list:${JSON.stringify(query)}`, async () => {
        const { list, pricesValidUntil, sortKeys } = await listProducts(app.db, await refs(), query, now());
        const { data, ...siblings } = list;
        return {
          body: ok('Products fetched', data, siblings),
          validUntil: pricesValidUntil,
          // The page's cards, where it lies in an order prices or ratings decide (docs/decisions/113),
          // and with search text, the searches: a new name can bring a product into it (decision 112).
          tags: cardTags(
            data.map((card) => card._id),
            query.sort,
            Boolean(query.search),
            sortKeys,
          ),
        };
      }),
    product: (id: string) =>
      cached(`product:${id}`, async () => {
        const product = await getProductAnswer(productDetails, await refs(), id);
        // A sale of this product drops this answer alone (docs/decisions/098).
        return { json: product.json, validUntil: product.pricesValidUntil, tags: [productTag(id)] };
      }),
    related: (id: string) =>
      cached(`related:${id}`, async () => {
        const related = await listRelatedProducts(app.db, await refs(), id, now());
        return {
          body: ok(CATALOG_CARDS_MESSAGES.relatedFetched, related.data),
          validUntil: related.pricesValidUntil,
          tags: cardTags(related.data.map((card) => card._id)),
        };
      }),
    /** `ids` as the contract reads them: distinct, in the order asked. */
    cardsByIds: (ids: string[]) =>
      cached(`cards:${ids.join(',')}`, async () => {
        const cards = await listCardsByIds(app.db, await refs(), ids, now());
        return {
          body: ok(CATALOG_CARDS_MESSAGES.cardsFetched, cards.data),
          validUntil: cards.pricesValidUntil,
          tags: cardTags(cards.data.map((card) => card._id)),
        };
      }),
    collections: () =>
      cached('collections', async () => ({
        body: ok('Collections fetched', await listCollections(app.db, await refs())),
        tags: [COLLECTIONS],
      })),
    /** `text` as the route normalises it: trimmed, lower case, single spaces; the bike filter when asked. */
    search: (text: string, bike?: { bike: string; year: number }) =>
      cached(`search:${bike ? `${bike.bike}:${bike.year}:` : ''}${text}`, async () => {
        const catalogRefs = await refs();
        const fit = bikeFitOf(catalogRefs, bike?.bike, bike?.year);
        const result = await searchCatalog(app.db, catalogRefs, text, now(), fit);
        return {
          body: ok('Search results', result.data, { products: result.products }),
          validUntil: result.pricesValidUntil,
          // Its hits show no rating: a review keeps it (docs/decisions/112).
          tags: hitTags(result.products.map((product) => product._id)),
        };
      }),
    /** Children of a category with the trail to it; kept in the catalog's references, not serialised. */
    categoryLevel: async (id?: string) => {
      const level = listChildCategories(await refs(), id);
      return ok('Categories fetched', level.data, { trail: level.trail });
    },
    /** The shop's top level; from the catalog's references. */
    rootCategories: async () => {
      const level = listRootCategories(await refs());
      return ok('Categories fetched', level.data, { trail: level.trail });
    },
    /** A category's sub-groups with their items; from the catalog's references. */
    shopGroups: async (id: string) => {
      const groups = listShopGroups(await refs(), id);
      return ok('Groups fetched', groups.data, { trail: groups.trail });
    },
  };
}

/**
 * The storefront's read-only catalog calls (docs/product.md, API calls). `now` is the app's clock: prices
 * follow running flash deals, and cached answers quoting a deal expire when it ends.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const answers = catalogAnswers(app, now);

  app.get(
    '/home',
    { compress: false, schema: { tags, summary: 'Home page data', response: { 200: homeResponse } } },
    async (request, reply) => sendBody(request, reply, await answers.home()),
  );

  app.get(
    '/collections',
    { compress: false, schema: { tags, summary: 'Collection cards', response: { 200: collectionsResponse } } },
    async (request, reply) => sendBody(request, reply, await answers.collections()),
  );

  app.get(
    '/fetch_all_collections',
    { schema: { tags, summary: 'Top-level shop categories', response: { 200: categoryLevelResponse } } },
    async () => answers.rootCategories(),
  );

  app.get(
    '/fetch_filter_category_by_id',
    {
      schema: {
        tags,
        summary: 'Children of a category (the shop drill-down); no id gives the top level',
        querystring: optionalIdQuery,
        response: { 200: categoryLevelResponse },
      },
    },
    async (request) => answers.categoryLevel(request.query.id),
  );

  app.get(
    '/fetch_collections_by_id',
    {
      schema: {
        tags,
        summary: 'Sub-groups of a category with their items and counts',
        querystring: idQuery,
        response: { 200: shopGroupsResponse },
      },
    },
    async (request) => answers.shopGroups(request.query.id),
  );

  app.get(
    '/fetch_products_by_collection',
    {
      compress: false,
      schema: {
        tags,
        summary: 'A page of products (9 a page) with brand and category chips',
        querystring: productListQuery,
        response: { 200: productListResponse },
      },
    },
    async (request, reply) => sendBody(request, reply, await answers.productList(request.query)),
  );

  app.get(
    '/fetch_product',
    {
      compress: false,
      schema: {
        tags,
        summary: 'One product with variants, gallery and suitable bikes',
        querystring: idQuery,
        response: { 200: productResponse },
      },
    },
    async (request, reply) => sendBody(request, reply, await answers.product(request.query.id)),
  );

  app.get(
    '/fetch_related_products',
    {
      compress: false,
      schema: {
        tags,
        summary: "Up to 8 products from the product's leaf category, those fitting the same bikes first",
        querystring: idQuery,
        response: { 200: productCardsResponse },
      },
    },
    async (request, reply) => sendBody(request, reply, await answers.related(request.query.id)),
  );

  app.get(
    '/fetch_products_by_ids',
    {
      compress: false,
      schema: {
        tags,
        summary: 'Cards of up to 20 products in the order given; hidden and unknown ones are left out',
        querystring: cardsByIdsQuery,
        response: { 200: productCardsResponse },
      },
    },
    async (request, reply) => sendBody(request, reply, await answers.cardsByIds(request.query.ids)),
  );

  app.get(
    '/search',
    {
      compress: false,
      schema: {
        tags,
        summary: 'Search as you type: category suggestions with paths, and products',
        querystring: searchQuery,
        response: { 200: searchResponse },
      },
    },
    async (request, reply) => {
      const { search, bike, year } = request.query;
      const text = search.trim().toLowerCase().replace(/\s+/g, ' ');
      const fit = bike !== undefined && year !== undefined ? { bike, year } : undefined;
      return sendBody(request, reply, await answers.search(text, fit));
    },
  );
};

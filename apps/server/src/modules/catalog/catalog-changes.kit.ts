import { productListQuery, productListResponse, productResponse } from '@store/contracts/catalog';
import { call } from '../../test/accounts';
import type { TestApp } from '../../test/test-app';

// What catalog-changes.test.ts asks each server for, and how it reads what they answer.

/** The lists each server is asked for, as the route reads them (its cache key is the parsed query). */
export const LISTS = {
  newest: { sort: 'newest', page: '1' },
  newestNext: { sort: 'newest', page: '2' },
  cheapest: { sort: 'price_asc', page: '3' },
  rated: { sort: 'rating', page: '3' },
} as const;
export const listUrl = (query: Record<string, string>) =>
  `/api/fetch_products_by_collection?${new URLSearchParams({ collection: 'all', brand: 'all', category: 'all', ...query })}`;
export const listKey = (query: Record<string, string>) =>
  `list:${JSON.stringify(productListQuery.parse({ collection: 'all', brand: 'all', category: 'all', ...query }))}`;

/** A few turns of the event loop: named changes are dropped together on the next, and forgotten once the refs are read. */
export const turns = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** The card a server's newest list shows for a product, if it shows one. */
export const newestCard = async (t: TestApp, id: string) =>
  productListResponse
    .parse((await call(t.app, 'GET', listUrl(LISTS.newest))).body)
    .data.find((card) => card._id === id);

/** The quantity a server's product answer says is left. */
export const quantityOn = async (t: TestApp, id: string) =>
  productResponse.parse((await call(t.app, 'GET', `/api/fetch_product?id=${id}`)).body).data.quantity;

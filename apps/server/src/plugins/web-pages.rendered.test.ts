import { CART_MESSAGES } from '@store/contracts/cart';
import { SHOP_NAME } from '@store/contracts/constants';
import { productListCanonicalPath, productListPath } from '@store/contracts/store-paths';
import { FEW_LEFT_AT_MOST } from '@store/contracts/variants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainProducts } from '../test/shop';
import { getJson, type TestApp } from '../test/test-app';
import {
  breadcrumb,
  cardText,
  h1s,
  INDEX_TITLE,
  ofType,
  page,
  pricedBySize,
  SHOP_URL,
  shownPrice,
  startRenderedStore,
  textOf,
  type RenderedStore,
  type ShownPage,
} from './web-pages.rendered.kit';

// The storefront's pages as the server sends them, rendered by the web app's own server entry:
// what a search engine, a shared link and a shopper whose scripts have not run yet all read.

let store: RenderedStore;
let t: TestApp;
beforeAll(async () => {
  store = await startRenderedStore();
  t = store.t;
});
afterAll(async () => {
  await store?.close();
});

/** A page for search engines: found, one canonical link to `path` on the shop's address, nothing keeping it out. */
function expectIndexable(shown: ShownPage, path: string) {
  expect(shown.status).toBe(200);
  expect(shown.canonicals).toEqual([`${SHOP_URL}${path}`]);
  expect(shown.robots).toBeUndefined();
}

/** Rupees with both paise digits, as structured data quotes a price. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

const listCall = (id: string) =>
  `/api/fetch_products_by_collection?brand=all&category=all&collection=${id}&page=1&sort=relevance`;

describe('the home page', () => {
  it('shows the featured products with their prices, and names the shop and its search in its structured data', async () => {
    const home = await getJson(t.app, '/api/home');
    const shown = await page(t, '/');

    expect(shown.canonicals).toEqual([`${SHOP_URL}/`]);
    expectIndexable(shown, '/');
    // The home page keeps index.html's title: the shop's own name for its front door.
    expect(shown.title).toBe(INDEX_TITLE);
    expect(h1s(shown.root)).toEqual([`${SHOP_NAME}: motorcycle parts, helmets and riding gear`]);
    const text = textOf(shown.root);
    expect(text).toContain(home.body.data.banners[0].BannerId.heading);
    const featured = home.body.data.featuredCategories.map((entry: { productId: unknown }) => entry.productId);
    expect(featured.length).toBeGreaterThan(0);
    for (const product of featured) expect(cardText(text, product.name), product.name).toContain(shownPrice(product));

    expect(shown.jsonLd.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
    expect(ofType(shown, 'Organization')[0]).toMatchObject({ name: SHOP_NAME, url: `${SHOP_URL}/` });
    expect(ofType(shown, 'WebSite')[0]?.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${SHOP_URL}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('a product list', () => {
  it("shows the category's products with their prices, its heading and its breadcrumb", async () => {
    const [category] = (await getJson(t.app, '/api/fetch_all_collections')).body.data;
    const api = await getJson(t.app, listCall(category._id));
    const shown = await page(t, productListPath(category._id));

    expectIndexable(shown, `/products/${category._id}`);
    expect(shown.title).toBe(`${category.name} | ${SHOP_NAME}`);
    expect(h1s(shown.root)).toEqual([category.name]);
    expect(breadcrumb(shown.root)).toEqual([
      { name: 'Home', href: '/' },
      { name: category.name, href: undefined },
    ]);
    const text = textOf(shown.root);
    expect(text).toContain(`${api.body.total_products} product(s) found`);
    const cards: { _id: string; name: string; price: number; discount_price: number }[] = api.body.data;
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) expect(cardText(text, card.name), card.name).toContain(shownPrice(card));

    const [trail] = ofType(shown, 'BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SHOP_URL}/` },
      { '@type': 'ListItem', position: 2, name: category.name, item: `${SHOP_URL}/products/${category._id}` },
    ]);
    const [items] = ofType(shown, 'ItemList');
    expect(items?.itemListElement).toEqual(
      cards.map((card, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: card.name,
        url: `${SHOP_URL}/product/${card._id}`,
      })),
    );
  });

  it('names the list without its order or search in its canonical link, and keeps a search out of search engines', async () => {
    const [category] = (await getJson(t.app, '/api/fetch_all_collections')).body.data;
    const sorted = await page(t, `${productListPath(category._id)}&sort=price_asc`);
    expectIndexable(sorted, productListCanonicalPath(category._id));
    const cheapest = (await getJson(t.app, listCall(category._id).replace('relevance', 'price_asc'))).body.data[0];
    expect(cardText(textOf(sorted.root), cheapest.name)).toContain(shownPrice(cheapest));

    // A category's list searched within itself: the list is its canonical page.
    const searched = await page(t, `/products/${category._id}?search=helmet&sort=newest`);
    expect(searched.status).toBe(200);
    expect(searched.canonicals).toEqual([`${SHOP_URL}/products/${category._id}`]);
    expect(searched.robots).toBe('noindex, follow');
    expect(searched.title).toBe(`Search results for “helmet” | ${SHOP_NAME}`);

    const second = await page(t, `/products/${category._id}?page=2`);
    expectIndexable(second, `/products/${category._id}?page=2`);
    expect(second.title).toBe(`${category.name} - Page 2 | ${SHOP_NAME}`);

    const brand = await page(t, '/products/all?brand=Motul&collection=all&page=1');
    expectIndexable(brand, '/products/all?brand=Motul');
    expect(h1s(brand.root)).toEqual(['Motul']);
    expect(breadcrumb(brand.root).map((crumb) => crumb.name)).toEqual(['Home', 'All Products', 'Motul']);
  });
});

describe('a product page', () => {
  it("shows the product's name, price, stock and breadcrumb, and its structured data says what the API says", async () => {
    const [product] = await plainProducts(t.db, 1);
    const api = (await getJson(t.app, `/api/fetch_product?id=${product!.id}`)).body;
    const { name, quantity, discount_price: price } = api.data;
    const trail: { _id: string; name: string }[] = api.trail;
    const shown = await page(t, `/product/${product!.id}`);

    expectIndexable(shown, `/product/${product!.id}`);
    expect(textOf(shown.title ?? '')).toBe(`${name} | ${SHOP_NAME}`);
    // The page's own description, from the product's: not index.html's.
    const description = /<meta name="description" content="([^"]*)"/.exec(shown.html)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(api.data.description).toContain(textOf(description).replace(/…$/, ''));
    expect(h1s(shown.root)).toEqual([name]);
    const text = textOf(shown.root);
    expect(text).toContain(shownPrice(api.data));
    expect(text).toContain(
      quantity <= FEW_LEFT_AT_MOST ? CART_MESSAGES.onlyLeft(quantity) : `In stock (${quantity} available)`,
    );
    expect(trail.length).toBeGreaterThan(0);
    expect(breadcrumb(shown.root)).toEqual([
      { name: 'Home', href: '/' },
      ...trail.map((step) => ({ name: step.name, href: productListPath(step._id) })),
      { name, href: undefined },
    ]);

    const url = `${SHOP_URL}/product/${product!.id}`;
    const [item] = ofType(shown, 'Product');
    expect(item).toMatchObject({ name, url, brand: { '@type': 'Brand', name: api.data.brand.name } });
    expect(item?.offers).toMatchObject({
      '@type': 'Offer',
      price: rupees(price),
      priceCurrency: 'INR',
      url,
      availability: quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    });
    // Nobody has reviewed it: a rating of nothing is no rating.
    expect(api.data.reviewCount).toBe(0);
    expect(item).not.toHaveProperty('aggregateRating');
    const [crumbs] = ofType(shown, 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SHOP_URL}/` },
      ...trail.map((step, i) => ({
        '@type': 'ListItem',
        position: i + 2,
        name: step.name,
        item: `${SHOP_URL}/products/${step._id}`,
      })),
      { '@type': 'ListItem', position: trail.length + 2, name, item: url },
    ]);
  });

  it("shows the size chosen in its address at that size's price, and keeps its canonical address", async () => {
    const id = await pricedBySize(t);
    const api = (await getJson(t.app, `/api/fetch_product?id=${id}`)).body;
    type Size = { _id: string; price: number; discount_price: number; quantity: number };
    const sizes: Size[] = api.data.variants.filter((size: Size) => size.quantity > 0);
    const first = sizes.find((size) => size._id === api.data.default_variant) ?? sizes[0]!;
    const other = sizes.find((size) => size.discount_price !== first.discount_price)!;

    const shown = await page(t, `/product/${id}?variant=${other._id}`);
    expectIndexable(shown, `/product/${id}`);
    expect(textOf(shown.root)).toContain(shownPrice(other));
    // Sizes at different prices: the offer quotes the range a shopper can buy in.
    const prices = sizes.map((size) => size.discount_price);
    expect(ofType(shown, 'Product')[0]?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: rupees(Math.min(...prices)),
      highPrice: rupees(Math.max(...prices)),
      offerCount: sizes.length,
    });
  });
});

describe('the shop, the collections and the static pages', () => {
  it('the shop shows the top categories, and a category its own with its trail', async () => {
    const roots: { _id: string; name: string }[] = (await getJson(t.app, '/api/fetch_all_collections')).body.data;
    const shop = await page(t, '/shop');
    expectIndexable(shop, '/shop');
    expect(h1s(shop.root)).toEqual(['Shop by Category']);
    for (const root of roots) expect(textOf(shop.root)).toContain(root.name);

    const [helmets] = roots;
    const level = (await getJson(t.app, `/api/fetch_filter_category_by_id?id=${helmets!._id}`)).body;
    const shown = await page(t, `/shop?category=${helmets!._id}`);
    expectIndexable(shown, `/shop?category=${helmets!._id}`);
    expect(shown.title).toBe(`${helmets!.name} - Shop | ${SHOP_NAME}`);
    expect(h1s(shown.root)).toEqual([helmets!.name]);
    expect(breadcrumb(shown.root)).toEqual([
      { name: 'Shop', href: '/shop' },
      { name: helmets!.name, href: undefined },
    ]);
    expect(level.data.length).toBeGreaterThan(0);
    for (const child of level.data) expect(textOf(shown.root)).toContain(child.name);
  });

  it('the collections page shows every collection', async () => {
    const collections = (await getJson(t.app, '/api/collections')).body.data;
    const shown = await page(t, '/products');
    expectIndexable(shown, '/products');
    expect(shown.title).toBe(`Collections | ${SHOP_NAME}`);
    expect(h1s(shown.root)).toEqual(['Choose your Collection']);
    expect(collections.length).toBeGreaterThan(0);
    for (const { collection } of collections) expect(textOf(shown.root)).toContain(collection);
  });

  it('a static page is rendered with its heading and its own title, and places only the shop’s details', async () => {
    const shown = await page(t, '/about');
    expectIndexable(shown, '/about');
    expect(shown.title).toBe(`About Us | ${SHOP_NAME}`);
    expect(h1s(shown.root)).toEqual([`About ${SHOP_NAME}`]);
    expect(shown.jsonLd).toEqual([]);
    expect(Object.keys(shown.data ?? {}).sort()).toEqual(['#page', '/api/shop_details']);
  });

  it('gives every kind of page a title of its own', async () => {
    const [category] = (await getJson(t.app, '/api/fetch_all_collections')).body.data;
    const [product] = await plainProducts(t.db, 1);
    const urls = ['/', productListPath(category._id), `/product/${product!.id}`, '/shop', '/products', '/about'];
    const titles = await Promise.all([...urls, '/no/such/page'].map(async (url) => (await page(t, url)).title));
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('a path spelt another way', () => {
  // The app's router matches letters in either case and ignores a trailing slash: the server must
  // plan the page under each spelling, or it renders a skeleton answered 200, even for no product.
  it('is the same page, with the one canonical address', async () => {
    const [product] = await plainProducts(t.db, 1);
    const name: string = (await getJson(t.app, `/api/fetch_product?id=${product!.id}`)).body.data.name;
    for (const url of [`/product/${product!.id}/`, `/Product/${product!.id}`]) {
      const shown = await page(t, url);
      expectIndexable(shown, `/product/${product!.id}`);
      expect(h1s(shown.root), url).toEqual([name]);
    }
    const missing = await page(t, '/product/00000000-0000-4000-8000-000000000000/');
    expect(missing.status).toBe(404);
    expect(h1s(missing.root)).toEqual(['Oops! Page not found']);
    expectIndexable(await page(t, '/about/'), '/about');
    const collections = await page(t, '/products/');
    expectIndexable(collections, '/products');
    expect(Object.keys(collections.data ?? {}).sort()).toEqual(['#page', '/api/collections', '/api/shop_details']);
  });
});

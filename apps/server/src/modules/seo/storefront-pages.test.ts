import { readFileSync } from 'node:fs';
import { POLICY_IDS } from '@store/contracts/shop-details';
import { describe, expect, it } from 'vitest';
import { CATALOG_PAGES, KEPT_OUT, publicOrigin, STATIC_PAGES, UNLISTED_PAGES } from './storefront-pages';

/** The web app's route files, where its pages are declared. */
const ROUTE_FILES = ['../../../../web/src/app/router.tsx', '../../../../web/src/app/static-routes.tsx'];

/**
 * Every `path: '…'` of the web app's route table, as a path from the root, and the policy pages,
 * which static-routes.tsx makes from POLICY_IDS.
 */
function webRoutePaths(): string[] {
  const text = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
  expect(text(ROUTE_FILES[1]!)).toContain('...POLICY_IDS.map(');
  return [
    ...ROUTE_FILES.flatMap((file) => [...text(file).matchAll(/\bpath: '([^']+)'/g)].map((m) => `/${m[1]}`)),
    ...POLICY_IDS.map((id) => `/${id}`),
  ];
}

const keptOut = (path: string) => KEPT_OUT.some((prefix) => path.startsWith(prefix));
/** Open to crawlers, marked noindex, and not in the sitemap. */
const unlisted = (path: string) => UNLISTED_PAGES.some((page) => page === path);
/** The sitemap lists these pages, and every category list and product page by id. */
const listed = (path: string) =>
  [...CATALOG_PAGES, ...STATIC_PAGES].some((page) => page === path) ||
  path === '/products/:id' ||
  path === '/product/:id';

describe("the web app's pages, as crawlers are told of them", () => {
  it('lists, leaves unlisted or keeps out every page of the route table, each in one way only', () => {
    const paths = webRoutePaths().filter((path) => path !== '/*');
    expect(paths).toEqual(expect.arrayContaining(['/shop', '/product/:id', '/orders', '/about', '/terms', '/search']));
    const ways = (path: string) => [listed(path), unlisted(path), keptOut(path)].filter(Boolean).length;
    expect(paths.filter((path) => ways(path) !== 1)).toEqual([]);
  });

  it('keeps nothing listed or unlisted out, and keeps /products, /product and /search open', () => {
    for (const page of [...CATALOG_PAGES, ...STATIC_PAGES, ...UNLISTED_PAGES, '/products/x', '/product/x']) {
      expect(keptOut(page), page).toBe(false);
    }
    expect(unlisted('/search')).toBe(true);
  });

  it("names them on PUBLIC_URL's origin, or on this server's own address without it", () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://shop.example/store/', PORT: 3000 })).toBe('https://shop.example');
    expect(publicOrigin({ PUBLIC_URL: undefined, PORT: 8080 })).toBe('http://localhost:8080');
  });
});

import { describe, expect, it } from 'vitest';
import { productCrumbs, productListCrumbs } from './breadcrumbs';
import { absoluteUrl, productListCanonicalPath, productListPath, productPath } from './store-paths';

const helmets = { _id: 'c-helmets', name: 'Helmets' };
const fullFace = { _id: 'c-full', name: 'Full Face' };
/** A category's step: linked as the store links lists, named in structured data by its canonical address. */
const helmetsCrumb = {
  name: 'Helmets',
  path: '/products/c-helmets?brand=all&collection=all&page=1',
  canonical: '/products/c-helmets',
};
const fullFaceCrumb = {
  name: 'Full Face',
  path: '/products/c-full?brand=all&collection=all&page=1',
  canonical: '/products/c-full',
};

describe('store paths', () => {
  it('write a list as the store links it: brand, collection and page always there', () => {
    expect(productListPath('c-full')).toBe('/products/c-full?brand=all&collection=all&page=1');
    expect(productListPath('all', { brand: 'Axor', page: 3 })).toBe('/products/all?brand=Axor&collection=all&page=3');
  });

  it('escape a query value exactly as URLSearchParams does', () => {
    // The text URLSearchParams writes for the same value, so the web app's links do not change.
    expect(productListPath('all', { brand: "Royal Enfield's (Bullet)! ~*-._ & é/?" })).toBe(
      '/products/all?brand=Royal+Enfield%27s+%28Bullet%29%21+%7E*-._+%26+%C3%A9%2F%3F&collection=all&page=1',
    );
  });

  it("name a list's canonical address by its category, and brand and page only when chosen", () => {
    expect(productListCanonicalPath('c-full')).toBe('/products/c-full');
    expect(productListCanonicalPath('all', 'Royal Enfield', 2)).toBe('/products/all?brand=Royal+Enfield&page=2');
    expect(productListCanonicalPath('c-full', 'all', 3)).toBe('/products/c-full?page=3');
  });

  it('write a product with and without a chosen variant', () => {
    expect(productPath('p1')).toBe('/product/p1');
    expect(productPath('p1', 'v 2')).toBe('/product/p1?variant=v+2');
    expect(productPath('a/b')).toBe('/product/a%2Fb');
  });

  it('make paths absolute on the public address, keeping absolute ones', () => {
    expect(absoluteUrl('https://shop.example', '/product/p1')).toBe('https://shop.example/product/p1');
    expect(absoluteUrl('https://shop.example/', '/')).toBe('https://shop.example/');
    expect(absoluteUrl('https://shop.example', 'media/x.webp')).toBe('https://shop.example/media/x.webp');
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp');
  });
});

describe('productCrumbs', () => {
  it('runs Home › categories from the root › the product, each category to its list', () => {
    expect(productCrumbs({ _id: 'p1', name: 'Axor Apex' }, [helmets, fullFace])).toEqual([
      { name: 'Home', path: '/', canonical: '/' },
      helmetsCrumb,
      fullFaceCrumb,
      { name: 'Axor Apex', path: '/product/p1', canonical: '/product/p1' },
    ]);
  });

  it('is Home › the product for a product in no category', () => {
    expect(productCrumbs({ _id: 'p1', name: 'Axor Apex' }, []).map((crumb) => crumb.name)).toEqual([
      'Home',
      'Axor Apex',
    ]);
  });
});

describe('productListCrumbs', () => {
  it("ends a category's list with the category itself", () => {
    expect(productListCrumbs('c-full', [helmets, fullFace])).toEqual([
      { name: 'Home', path: '/', canonical: '/' },
      helmetsCrumb,
      fullFaceCrumb,
    ]);
  });

  it("names the everything list 'All Products'", () => {
    expect(productListCrumbs('all', [])).toEqual([
      { name: 'Home', path: '/', canonical: '/' },
      { name: 'All Products', path: '/products/all?brand=all&collection=all&page=1', canonical: '/products/all' },
    ]);
  });

  it('adds a chosen brand as the last step, below the unfiltered list', () => {
    expect(productListCrumbs('c-full', [helmets, fullFace], 'Axor').slice(-2)).toEqual([
      fullFaceCrumb,
      {
        name: 'Axor',
        path: '/products/c-full?brand=Axor&collection=all&page=1',
        canonical: '/products/c-full?brand=Axor',
      },
    ]);
    expect(productListCrumbs('all', [], 'Royal Enfield').at(-1)).toEqual({
      name: 'Royal Enfield',
      path: '/products/all?brand=Royal+Enfield&collection=all&page=1',
      canonical: '/products/all?brand=Royal+Enfield',
    });
  });
});

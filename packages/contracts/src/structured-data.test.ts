import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductListResponse, Review } from './catalog';
import {
  breadcrumbStructuredData,
  dealPriceValidUntil,
  homePageStructuredData,
  jsonLdScript,
  jsonLdText,
  organizationStructuredData,
  productListPageStructuredData,
  productPageStructuredData,
  productStructuredData,
  webSiteStructuredData,
} from './structured-data';

const siteUrl = 'https://shop.example';
const now = new Date('2025-01-10T06:30:00.000Z');

const variant = (id: string, discount_price: number, quantity: number) => ({
  _id: id,
  name: id.toUpperCase(),
  sku: `AX-${id.toUpperCase()}`,
  price: 500_000,
  discount_price,
  quantity,
});

function makeProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    _id: 'p1',
    name: 'Axor Apex Helmet',
    slug: 'axor-apex-helmet',
    price: 200_000,
    discount_price: 149_900,
    front_image: '/media/p/front.webp',
    brand: { _id: 'b1', name: 'Axor' },
    category: [{ _id: 'c-full', name: 'Full Face' }],
    quantity: 4,
    rating: 0,
    reviewCount: 0,
    default_variant: 'v1',
    variant_count: 1,
    fitment: { universal: false, bikes: [] },
    images: ['/media/p/a.webp', 'https://cdn.example/p/b.webp'],
    description: '  A light, well-vented full face helmet.  ',
    features: [],
    option_name: 'Size',
    variants: [variant('v1', 149_900, 4)],
    deal_ends_at: null,
    ...overrides,
  };
}

const review = (n: number, name = `Rider ${n}`): Review => ({
  _id: `r${n}`,
  rating: (n % 5) + 1,
  description: `Review number ${n}`,
  images: [],
  user: { name },
  verified_purchase: true,
  createdAt: `2024-11-0${Math.min(n, 9)}T10:00:00.000Z`,
});

/** The product's offer, whichever kind it is. */
const offerOf = (product: ProductDetail, reviews?: Review[]) =>
  productStructuredData(product, { siteUrl, now, reviews }).offers as Record<string, unknown>;

describe('productStructuredData', () => {
  it('describes the product with absolute addresses, its SKU and brand', () => {
    const data = productStructuredData(makeProduct(), { siteUrl, now });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Axor Apex Helmet',
      description: 'A light, well-vented full face helmet.',
      url: 'https://shop.example/product/p1',
      image: ['https://shop.example/media/p/a.webp', 'https://cdn.example/p/b.webp'],
      sku: 'AX-V1',
      brand: { '@type': 'Brand', name: 'Axor' },
    });
  });

  it('prices the offer in rupees to the paisa, in INR', () => {
    expect(offerOf(makeProduct())).toEqual({
      '@type': 'Offer',
      price: '1499.00',
      priceCurrency: 'INR',
      url: 'https://shop.example/product/p1',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    });
    const odd = makeProduct({ discount_price: 99_950, variants: [variant('v1', 99_950, 1)] });
    expect(offerOf(odd).price).toBe('999.50');
  });

  it('says OutOfStock when no variant has stock', () => {
    const soldOut = makeProduct({ quantity: 0, variants: [variant('v1', 149_900, 0)] });
    expect(offerOf(soldOut).availability).toBe('https://schema.org/OutOfStock');
  });

  it('gives a price range over the variants in stock when their prices differ, and no single SKU', () => {
    const sized = makeProduct({
      quantity: 12,
      variant_count: 3,
      variants: [variant('s', 400_000, 3), variant('m', 450_000, 0), variant('l', 390_000, 9)],
    });
    const data = productStructuredData(sized, { siteUrl, now });
    expect(data).not.toHaveProperty('sku');
    expect(data.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '3900.00',
      highPrice: '4000.00',
      offerCount: 2,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
    });
  });

  it('keeps one Offer when the variants on sale share a price', () => {
    const same = makeProduct({ variants: [variant('s', 149_900, 2), variant('m', 149_900, 2)] });
    expect(offerOf(same)).toMatchObject({ '@type': 'Offer', price: '1499.00' });
  });

  it('quotes the deal price with its last day while a flash deal runs, and no end once it is over', () => {
    // Ends at 18:00 India time on 12 January; the answer's prices already include the deal.
    const deal = makeProduct({ discount_price: 99_900, variants: [variant('v1', 99_900, 4)] });
    const running = { ...deal, deal_ends_at: '2025-01-12T12:30:00.000Z' };
    expect(offerOf(running)).toMatchObject({ price: '999.00', priceValidUntil: '2025-01-12' });
    expect(offerOf({ ...deal, deal_ends_at: '2025-01-10T06:00:00.000Z' })).not.toHaveProperty('priceValidUntil');
    expect(offerOf(makeProduct())).not.toHaveProperty('priceValidUntil');
  });

  it('ends a deal that stops at midnight India time on the day before', () => {
    expect(dealPriceValidUntil('2025-01-11T18:30:00.000Z', now)).toBe('2025-01-11');
    expect(dealPriceValidUntil('2025-01-11T18:29:00.000Z', now)).toBe('2025-01-11');
    expect(dealPriceValidUntil('2025-01-11T18:31:00.000Z', now)).toBe('2025-01-12');
    expect(dealPriceValidUntil('not a date', now)).toBeUndefined();
  });

  it('has no rating or reviews for a product nobody has reviewed', () => {
    const data = productStructuredData(makeProduct(), { siteUrl, now, reviews: [review(1)] });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('rates a reviewed product and quotes up to 5 named reviews, never more', () => {
    const reviewed = makeProduct({ rating: 4.3, reviewCount: 7 });
    const reviews = [review(1, '  '), ...[2, 3, 4, 5, 6, 7].map((n) => review(n))];
    const data = productStructuredData(reviewed, { siteUrl, now, reviews });
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
    const quoted = data.review as unknown as Record<string, unknown>[];
    expect(quoted).toHaveLength(5);
    expect(quoted[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Rider 2' },
      reviewRating: { '@type': 'Rating', ratingValue: 3, bestRating: 5, worstRating: 1 },
      reviewBody: 'Review number 2',
      datePublished: '2024-11-02T10:00:00.000Z',
    });
    // Without the reviews answer, the rating alone.
    expect(productStructuredData(reviewed, { siteUrl, now })).not.toHaveProperty('review');
  });
});

describe('breadcrumbs and the site', () => {
  it('numbers a trail from 1 with absolute canonical addresses', () => {
    const data = breadcrumbStructuredData(
      [
        { name: 'Home', path: '/' },
        { name: 'Helmets', path: '/products/c1?brand=all&collection=all&page=1', canonical: '/products/c1' },
        { name: 'Axor', path: '/products/c1?brand=Axor&collection=all&page=1', canonical: '/products/c1?brand=Axor' },
      ],
      `${siteUrl}/`,
    );
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Helmets', item: 'https://shop.example/products/c1' },
      { '@type': 'ListItem', position: 3, name: 'Axor', item: 'https://shop.example/products/c1?brand=Axor' },
    ]);
  });

  it('gives a product page the product and the trail to it', () => {
    const trail = [{ _id: 'c-helmets', name: 'Helmets' }];
    const [product, crumbs] = productPageStructuredData({ data: makeProduct(), trail }, { siteUrl, now });
    expect(product).toMatchObject({ '@type': 'Product' });
    expect(
      (crumbs as unknown as { itemListElement: { name: string; item: string }[] }).itemListElement.at(-1),
    ).toMatchObject({
      name: 'Axor Apex Helmet',
      item: 'https://shop.example/product/p1',
    });
  });

  it('numbers a list page across the whole list', () => {
    const list = {
      data: [makeProduct({ _id: 'p10' }), makeProduct({ _id: 'p11' })],
      page: 2,
      page_size: 9,
    } as unknown as ProductListResponse;
    const [crumbs, items] = productListPageStructuredData(
      list,
      { collectionId: 'all', trail: [], brand: 'all' },
      siteUrl,
    );
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((items as unknown as { itemListElement: unknown[] }).itemListElement).toEqual([
      { '@type': 'ListItem', position: 10, name: 'Axor Apex Helmet', url: 'https://shop.example/product/p10' },
      { '@type': 'ListItem', position: 11, name: 'Axor Apex Helmet', url: 'https://shop.example/product/p11' },
    ]);
  });

  it('names the shop with its mark, and its search as the search results page', () => {
    expect(organizationStructuredData(siteUrl)).toMatchObject({
      '@type': 'Organization',
      name: 'Kerala Moto Hub',
      url: 'https://shop.example/',
      logo: 'https://shop.example/favicon.svg',
    });
    expect(webSiteStructuredData(siteUrl).potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
    expect(homePageStructuredData(siteUrl).map((thing) => (thing as { '@type': string })['@type'])).toEqual([
      'Organization',
      'WebSite',
    ]);
  });
});

describe('jsonLdScript', () => {
  it('cannot be closed early by a product name, and reads back as the same text', () => {
    const name = '</script><script>alert(1)</script> & <!-- more';
    const data = productStructuredData(makeProduct({ name }), { siteUrl, now });
    const script = jsonLdScript(data);
    const inside = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(inside).not.toMatch(/[<>&]/);
    expect(inside).toBe(jsonLdText(data));
    expect((JSON.parse(inside) as { name: string }).name).toBe(name);
  });

  it('writes several objects as one array', () => {
    expect(JSON.parse(jsonLdText(homePageStructuredData(siteUrl)))).toHaveLength(2);
  });
});

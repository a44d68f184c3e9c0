import { describe, it, expect } from 'vitest';
import { PALETTES, PART_KINDS, type DemoCatalog, type DemoProduct } from '../demo-types';
import { buildDemoCatalog } from './build-demo-catalog';

const catalog: DemoCatalog = buildDemoCatalog();
const { brands, categories, products, banners, collections, home } = catalog;

const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
const productSlugs = new Set(products.map((p) => p.slug));
const kinds = new Set<string>(PART_KINDS);
const palettes = new Set<string>(Object.keys(PALETTES));

const soldOut = (p: DemoProduct): boolean => p.variants.every((v) => v.stock === 0);
const lowestPrice = (p: DemoProduct): number => Math.min(...p.variants.map((v) => v.pricePaise));

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

describe('buildDemoCatalog', () => {
  it('has enough products and brands', () => {
    expect(products.length).toBeGreaterThanOrEqual(200);
    expect(brands.length).toBeGreaterThanOrEqual(15);
  });

  it('is deterministic', () => {
    expect(buildDemoCatalog()).toEqual(catalog);
  });

  it('has the product roots and Shop by Bike', () => {
    const roots = categories.filter((c) => c.kind === 'root').map((c) => c.name);
    expect(roots).toEqual(
      expect.arrayContaining(['Helmets', 'Riding Gear', 'Spares & Service', 'Accessories', 'Shop by Bike']),
    );
    for (const c of categories.filter((x) => x.kind === 'root')) expect(c.parentSlug).toBeNull();
  });

  it('nests makes under Shop by Bike and models under makes', () => {
    const shopByBike = categories.find((c) => c.name === 'Shop by Bike');
    expect(shopByBike).toBeDefined();
    const makes = categories.filter((c) => c.kind === 'make');
    expect(makes.length).toBeGreaterThanOrEqual(8);
    for (const make of makes) expect(make.parentSlug).toBe(shopByBike?.slug);
    const models = categories.filter((c) => c.kind === 'model');
    for (const model of models) {
      expect(categoryBySlug.get(model.parentSlug ?? '')?.kind).toBe('make');
      expect(model.imageKind).toBe('motorcycle');
    }
    const names = models.map((m) => m.name);
    for (const name of ['Royal Enfield Classic 350', 'KTM 390 Duke', 'Bajaj Pulsar NS200', 'TVS Apache RTR 160']) {
      expect(names).toContain(name);
    }
    expect(names.some((n) => n.startsWith('Yamaha R15'))).toBe(true);
  });

  it('builds a consistent category tree', () => {
    expect(duplicates(categories.map((c) => c.slug))).toEqual([]);
    for (const c of categories) {
      if (c.kind === 'root') continue;
      const parent = categoryBySlug.get(c.parentSlug ?? '');
      expect(parent, `${c.slug} parent`).toBeDefined();
      expect(parent?.kind, `${c.slug} parent kind`).not.toBe('category');
      expect(kinds.has(c.imageKind)).toBe(true);
      expect(palettes.has(c.palette)).toBe(true);
    }
  });

  it('resolves every product reference', () => {
    const brandSlugs = new Set(brands.map((b) => b.slug));
    for (const p of products) {
      expect(brandSlugs.has(p.brandSlug), `${p.slug} brand`).toBe(true);
      expect(p.categorySlugs.length).toBeGreaterThan(0);
      for (const slug of p.categorySlugs) {
        expect(categoryBySlug.get(slug)?.kind, `${p.slug} -> ${slug}`).toBe('category');
      }
      for (const fit of p.fits) expect(categoryBySlug.get(fit.slug)?.kind, `${p.slug} fits ${fit.slug}`).toBe('model');
    }
  });

  it('uses unique brand, product and SKU identifiers', () => {
    expect(duplicates(brands.map((b) => b.slug))).toEqual([]);
    expect(duplicates(products.map((p) => p.slug))).toEqual([]);
    expect(duplicates(products.flatMap((p) => p.variants.map((v) => v.sku)))).toEqual([]);
  });

  it('prices in positive integer paise, never above MRP', () => {
    for (const p of products) {
      expect(p.variants.length).toBeGreaterThan(0);
      for (const v of p.variants) {
        expect(Number.isInteger(v.pricePaise) && v.pricePaise > 0, v.sku).toBe(true);
        expect(Number.isInteger(v.mrpPaise), v.sku).toBe(true);
        expect(v.pricePaise, v.sku).toBeLessThanOrEqual(v.mrpPaise);
        expect(v.pricePaise % 100, v.sku).toBe(0);
        expect(Number.isInteger(v.stock) && v.stock >= 0 && v.stock <= 60, v.sku).toBe(true);
      }
    }
  });

  it('has some products entirely out of stock and some with one size sold out', () => {
    const out = products.filter(soldOut);
    expect(out.length).toBeGreaterThanOrEqual(8);
    expect(out.length).toBeLessThanOrEqual(12);
    const partly = products.filter((p) => !soldOut(p) && p.variants.some((v) => v.stock === 0));
    expect(partly.length).toBeGreaterThan(0);
  });

  it('sells helmets in sizes', () => {
    const helmets = products.filter((p) => p.kind.startsWith('helmet-'));
    expect(helmets.length).toBeGreaterThan(20);
    for (const h of helmets) {
      const sizes = h.variants.map((v) => v.name);
      expect(sizes, h.slug).toEqual(expect.arrayContaining(['S', 'M', 'L', 'XL']));
    }
  });

  it('describes every product properly', () => {
    for (const p of products) {
      expect(p.description.length, p.slug).toBeGreaterThan(150);
      expect(p.features.length, p.slug).toBeGreaterThanOrEqual(4);
      expect(p.features.length, p.slug).toBeLessThanOrEqual(6);
      expect(p.imageCount).toBeGreaterThanOrEqual(1);
      expect(p.imageCount).toBeLessThanOrEqual(4);
      expect(p.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.createdDaysAgo).toBeLessThanOrEqual(400);
    }
  });

  it('only uses known part kinds and palettes', () => {
    for (const p of products) {
      expect(kinds.has(p.kind), p.slug).toBe(true);
      expect(palettes.has(p.palette), p.slug).toBe(true);
    }
    for (const x of [...banners, ...collections]) {
      expect(kinds.has(x.kind)).toBe(true);
      expect(palettes.has(x.palette)).toBe(true);
    }
  });

  it('has banners and collections that point at real categories', () => {
    expect(banners.length).toBe(5);
    for (const b of banners) {
      expect(b.heading.length).toBeGreaterThan(0);
      expect(b.description.length).toBeGreaterThan(0);
    }
    expect(collections.length).toBeGreaterThanOrEqual(8);
    for (const c of collections) expect(categoryBySlug.has(c.categorySlug), c.name).toBe(true);
  });

  it('fills the home rails with real, sensible products', () => {
    expect(home.featured).toHaveLength(8);
    expect(home.trending).toHaveLength(8);
    expect(home.newArrivals).toHaveLength(8);
    for (const slug of [...home.featured, ...home.trending, ...home.newArrivals]) {
      expect(productSlugs.has(slug), slug).toBe(true);
    }
    const maxNewAge = Math.max(
      ...home.newArrivals.map((s) => products.find((p) => p.slug === s)?.createdDaysAgo ?? 999),
    );
    expect(maxNewAge).toBeLessThan(60);

    expect(home.flashDeals.length).toBeGreaterThanOrEqual(4);
    expect(home.flashDeals.length).toBeLessThanOrEqual(6);
    for (const deal of home.flashDeals) {
      const product = products.find((p) => p.slug === deal.productSlug);
      expect(product, deal.productSlug).toBeDefined();
      if (!product) continue;
      expect(soldOut(product)).toBe(false);
      expect(Number.isInteger(deal.dealPricePaise) && deal.dealPricePaise > 0).toBe(true);
      expect(deal.dealPricePaise).toBeLessThan(lowestPrice(product));
      expect(deal.endsInHours).toBeGreaterThanOrEqual(6);
      expect(deal.endsInHours).toBeLessThanOrEqual(72);
    }
  });
});

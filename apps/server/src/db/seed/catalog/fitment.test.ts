import { rowFits, type ChosenBike } from '@store/contracts/fitment';
import { describe, expect, it } from 'vitest';
import type { DemoFit, DemoProduct } from '../demo-types';
import { BIKES, bike, type BikeKey } from './bikes';
import { buildDemoCatalog } from './build-demo-catalog';
import { C, ROOT } from './categories';
import { demoFits, fitList, fitName } from './fitment';

const { categories, products } = buildDemoCatalog();
const bySlug = new Map(categories.map((c) => [c.slug, c]));
const models = categories.filter((c) => c.kind === 'model');

/** Whether the product's home category sits under one of the roots. */
function underRoot(p: DemoProduct, ...roots: string[]): boolean {
  let node = bySlug.get(p.categorySlugs[0] ?? '');
  while (node?.parentSlug) node = bySlug.get(node.parentSlug);
  return roots.includes(node?.slug ?? '');
}

/** The bike as the garage holds it, slugs standing in for ids. */
function chosen(key: BikeKey, year: number): ChosenBike {
  const b = bike(key);
  return { model_id: b.slug, make_id: b.make, year };
}

const fitsBike = (p: DemoProduct, b: ChosenBike): boolean =>
  p.fits.some((f) => rowFits({ _id: f.slug, from: f.yearFrom, to: f.yearTo }, b));

const overlap = (a: DemoFit, b: DemoFit): boolean =>
  (a.yearFrom ?? -Infinity) <= (b.yearTo ?? Infinity) && (b.yearFrom ?? -Infinity) <= (a.yearTo ?? Infinity);

/** Products of one leaf category that fit one model in years that do not overlap. */
function generationPairs(): Array<{ model: string; category: string; names: [string, string] }> {
  const pairs: Array<{ model: string; category: string; names: [string, string] }> = [];
  for (const model of models) {
    const fitting = products.flatMap((p) => {
      const link = p.fits.find((f) => f.slug === model.slug);
      return link ? [{ p, link }] : [];
    });
    for (const [i, a] of fitting.entries()) {
      for (const b of fitting.slice(i + 1)) {
        const category = a.p.categorySlugs[0] ?? '';
        if (category !== b.p.categorySlugs[0] || overlap(a.link, b.link)) continue;
        pairs.push({ model: model.slug, category, names: [a.p.name, b.p.name] });
      }
    }
  }
  return pairs;
}

describe('model years', () => {
  it('gives every model the years it was made, and no other node any', () => {
    expect(models.length).toBe(BIKES.length);
    for (const m of models) {
      expect(m.yearFrom, m.slug).toEqual(expect.any(Number));
      expect(m.yearFrom!, m.slug).toBeGreaterThanOrEqual(1950);
      if (m.yearTo !== null) expect(m.yearTo, m.slug).toBeGreaterThanOrEqual(m.yearFrom!);
    }
    for (const c of categories.filter((x) => x.kind !== 'model'))
      expect([c.yearFrom, c.yearTo], c.slug).toEqual([null, null]);
    expect([bike('classic350').yearFrom, bike('classic350').yearTo]).toEqual([2009, null]);
    expect([bike('himalayan411').yearFrom, bike('himalayan411').yearTo]).toEqual([2016, 2023]);
  });
});

describe('fitment links', () => {
  it('link only to makes and models, once each, in years the model was made', () => {
    for (const p of products) {
      const slugs = p.fits.map((f) => f.slug);
      expect(new Set(slugs).size, p.slug).toBe(slugs.length);
      for (const f of p.fits) {
        const node = bySlug.get(f.slug);
        expect(['make', 'model'], `${p.slug} -> ${f.slug}`).toContain(node?.kind);
        if (node?.kind !== 'model') continue;
        const last = node.yearTo ?? Infinity;
        for (const year of [f.yearFrom, f.yearTo]) {
          if (year !== null)
            expect(year >= node.yearFrom! && year <= last, `${p.slug} -> ${f.slug} ${year}`).toBe(true);
        }
        if (f.yearFrom !== null && f.yearTo !== null) expect(f.yearFrom).toBeLessThanOrEqual(f.yearTo);
      }
    }
  });

  it('gives universal products no fitment links', () => {
    const universal = products.filter((p) => p.universal);
    expect(universal.length).toBeGreaterThanOrEqual(20);
    for (const p of universal) expect(p.fits, p.slug).toEqual([]);
    const leaves = new Set(universal.map((p) => p.categorySlugs[0]));
    for (const leaf of [C.chainLube, C.phoneMounts, C.tankBags, C.covers, C.usb]) expect(leaves).toContain(leaf);
  });

  it('treats helmets and riding gear as neither universal nor fitted: they are not bike parts', () => {
    const worn = products.filter((p) => underRoot(p, ROOT.helmets, ROOT.gear));
    expect(worn.length).toBeGreaterThan(50);
    for (const p of worn)
      expect({ universal: p.universal, fits: p.fits }, p.slug).toEqual({ universal: false, fits: [] });
  });

  it('makes every spare and accessory either universal or fitted, except what rides on the helmet', () => {
    const parts = products.filter((p) => underRoot(p, ROOT.spares, ROOT.accessories));
    expect(parts.length).toBeGreaterThan(100);
    for (const p of parts) {
      const fitted = p.fits.length > 0;
      if (p.categorySlugs[0] === C.intercoms)
        expect({ universal: p.universal, fitted }, p.slug).toEqual({ universal: false, fitted: false });
      else expect(p.universal !== fitted, `${p.slug} is universal or fitted`).toBe(true);
    }
  });
});

describe('generations', () => {
  it('sells at least five parts as a pair for two generations of one model, named with their years', () => {
    const pairs = generationPairs();
    const distinct = new Set(pairs.map((x) => `${x.model} ${x.category}`));
    expect(distinct.size, JSON.stringify(pairs, null, 1)).toBeGreaterThanOrEqual(5);
    for (const { names } of pairs) {
      for (const name of names) expect(name).toMatch(/\((\d{4}–\d{4}|\d{4} on|up to \d{4})\)/);
    }
    expect(pairs.map((x) => x.model)).toEqual(expect.arrayContaining([bike('classic350').slug, bike('duke390').slug]));
  });

  it('fits the Classic 350 of 2021 and of 2015 with different chain kits', () => {
    const kitsFor = (year: number) =>
      products.filter((p) => p.categorySlugs[0] === C.chainKits && fitsBike(p, chosen('classic350', year)));
    const j = kitsFor(2021);
    const uce = kitsFor(2015);
    expect(j).toHaveLength(1);
    expect(uce).toHaveLength(1);
    expect(j[0]?.slug).not.toBe(uce[0]?.slug);
    expect(j[0]?.name).toContain('Classic 350 (2021 on)');
    expect(uce[0]?.name).toContain('Classic 350 (2009–2020)');
  });

  it('keeps the UCE Bullet out of J-platform parts and the 2024 Duke out of the earlier ones', () => {
    const silencers = products.filter((p) => p.categorySlugs[0] === C.exhausts);
    const forBike = (key: BikeKey, year: number) =>
      silencers.filter((p) => fitsBike(p, chosen(key, year))).map((p) => p.name);
    expect(forBike('bullet350', 2018)).toEqual([expect.stringContaining('(2009–2020)')]);
    expect(forBike('bullet350', 2024)).toEqual([expect.stringContaining('(2021 on)')]);
    expect(forBike('bullet350', 1985)).toEqual([]);
    expect(forBike('duke390', 2024).filter((n) => n.includes('(2017–2023)'))).toEqual([]);
  });
});

describe('fitment helpers', () => {
  it('writes years only where the part fits some of the model years', () => {
    expect(fitList([['classic350', 2021], ['bullet350', 2023], 'meteor350'])).toBe(
      'Royal Enfield Classic 350 (2021 on), Bullet 350 (2023 on) and Meteor 350',
    );
    expect(fitName(['classic350', 2009])).toBe('Royal Enfield Classic 350');
    expect(fitName(['duke390', 2017, 2023])).toBe('KTM 390 Duke (2017–2023)');
    expect(fitName(['classic350', 2009, 2020], 'royal-enfield')).toBe('Classic 350 (2009–2020)');
    expect(fitName(['himalayan411', null, 2020])).toBe('Royal Enfield Himalayan 411 (up to 2020)');
  });

  it('refuses years outside the model, years that run backwards and a model listed twice', () => {
    expect(() => demoFits([['hunter350', 2019]])).toThrow(/outside/);
    expect(() => demoFits([['himalayan411', 2020, 2025]])).toThrow(/outside/);
    expect(() => demoFits([['duke390', 2024, 2017]])).toThrow(/backwards/);
    expect(() => demoFits(['classic350', ['classic350', 2021]])).toThrow(/twice/);
    expect(demoFits([['classic350', 2021]])).toEqual([{ slug: bike('classic350').slug, yearFrom: 2021, yearTo: null }]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildDemoCatalog } from './build-demo-catalog';
import { demoOptionName } from './option-name';

describe('demoOptionName', () => {
  it('names the choice by what every variant name is, and Size otherwise', () => {
    expect(demoOptionName(['1L', '2.5L', '4L'])).toBe('Volume');
    expect(demoOptionName(['150ml', '400ml'])).toBe('Volume');
    expect(demoOptionName(['110 links', '120 links'])).toBe('Length');
    expect(demoOptionName(['1.2 m', '1.5 m'])).toBe('Length');
    expect(demoOptionName(['Matte Black', 'Red'])).toBe('Colour');
    expect(demoOptionName(['Single', 'Dual Pack'])).toBe('Pack');
    expect(demoOptionName(['UK 7', 'UK 8'])).toBe('Size');
    expect(demoOptionName(['90/90-19 Front', '120/80-18 Rear'])).toBe('Size');
    expect(demoOptionName(['Standard', 'Large (ADV)'])).toBe('Size');
    // A mix is not a volume.
    expect(demoOptionName(['1L', 'Kit'])).toBe('Size');
  });

  it('gives helmets, gear and tyres of the demo catalog sizes and its oils volumes', () => {
    const named = new Map<string, Set<string>>();
    for (const p of buildDemoCatalog().products.filter((x) => x.variants.length > 1)) {
      const option = demoOptionName(p.variants.map((v) => v.name));
      named.set(p.kind, (named.get(p.kind) ?? new Set()).add(option));
    }
    for (const kind of ['helmet-full-face', 'jacket', 'gloves', 'boots', 'tyre']) {
      expect([...(named.get(kind) ?? [])], kind).toEqual(['Size']);
    }
    expect([...(named.get('engine-oil') ?? [])]).toEqual(['Volume']);
  });
});

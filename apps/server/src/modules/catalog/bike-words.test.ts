import { describe, expect, it } from 'vitest';
import { findNamedBike } from './bike-words';
import type { CatalogRefs, CategoryNode } from './catalog-refs';
import { queryWords, typedText } from './search-terms';

/** A Shop by Bike tree as staff name it: each model named in full, make first. */
const TREE: Record<string, string[]> = {
  'Royal Enfield': [
    'Royal Enfield Classic 350',
    'Royal Enfield Meteor 350',
    'Royal Enfield Super Meteor 650',
    'Royal Enfield Himalayan 450',
    'Royal Enfield Himalayan 411',
    'Royal Enfield Interceptor 650',
    'Royal Enfield Continental GT 650',
  ],
  KTM: ['KTM 390 Duke', 'KTM 250 Duke', 'KTM RC 390', 'KTM 390 Adventure'],
  Bajaj: ['Bajaj Pulsar NS200', 'Bajaj Pulsar 220F', 'Bajaj Avenger 220 Cruise'],
  Yamaha: ['Yamaha R15 V4', 'Yamaha MT-15', 'Yamaha R3', 'Yamaha FZ-S FI V4'],
  TVS: ['TVS Apache RTR 160', 'TVS Apache RTR 200 4V'],
  Honda: ['Honda CB350', 'Honda CB350RS', 'Honda Hornet 2.0'],
  Triumph: ['Triumph Speed 400', 'Triumph Scrambler 400 X'],
};

function refsOf(tree: Record<string, string[]>): CatalogRefs {
  const categories = new Map<string, CategoryNode>();
  const add = (id: string, name: string, kind: string, parentId: string | null) =>
    categories.set(id, {
      id,
      parentId,
      name,
      slug: id,
      kind,
      image: null,
      position: 0,
      children: [],
      productCount: 1,
      brandCounts: new Map(),
      trail: [],
    });
  add('bikes', 'Shop by Bike', 'root', null);
  for (const [make, models] of Object.entries(tree)) {
    add(make, make, 'make', 'bikes');
    for (const model of models) add(model, model, 'model', make);
  }
  return {
    roots: [],
    categories,
    brands: [],
    brandsById: new Map(),
    brandsByName: new Map(),
    productCount: 0,
    brandCounts: new Map(),
    remembered: new Map(),
    markBudget: { left: 0 },
    partKeyBudget: { left: 0 },
  };
}

const refs = refsOf(TREE);

/** The models named, and the words left for the text match. */
function read(text: string) {
  const words = queryWords(typedText(text)).map((w) => w.text);
  const found = findNamedBike(refs, words);
  return {
    models: found?.bike.models.map((m) => m.id).sort() ?? [],
    year: found?.bike.year ?? null,
    rest: words.filter((_, i) => !found?.used.has(i)).join(' '),
  };
}

describe('bike words in a search', () => {
  it('recognises a model in any word order, with or without its make, and leaves the rest as text', () => {
    expect(read('classic 350 chain')).toEqual({ models: ['Royal Enfield Classic 350'], year: null, rest: 'chain' });
    expect(read('duke 390 brake pads')).toEqual({ models: ['KTM 390 Duke'], year: null, rest: 'brake pads' });
    expect(read('390 duke pads')).toMatchObject({ models: ['KTM 390 Duke'], rest: 'pads' });
    expect(read('KTM 390 Duke pads')).toMatchObject({ models: ['KTM 390 Duke'], rest: 'pads' });
    expect(read('Royal Enfield Interceptor 650 crash guard')).toMatchObject({
      models: ['Royal Enfield Interceptor 650'],
      rest: 'crash guard',
    });
  });

  it('needs no model names the codes already single out, nor version words', () => {
    expect(read('ns200 chain')).toMatchObject({ models: ['Bajaj Pulsar NS200'], rest: 'chain' });
    expect(read('ns 200 chain')).toMatchObject({ models: ['Bajaj Pulsar NS200'], rest: 'chain' });
    expect(read('r15 brake pads')).toMatchObject({ models: ['Yamaha R15 V4'], rest: 'brake pads' });
    expect(read('r15 v4 brake pads')).toMatchObject({ models: ['Yamaha R15 V4'], rest: 'brake pads' });
    expect(read('mt 15 lever')).toMatchObject({ models: ['Yamaha MT-15'], rest: 'lever' });
    expect(read('apache rtr 200 4v clutch')).toMatchObject({ models: ['TVS Apache RTR 200 4V'], rest: 'clutch' });
    expect(read('rtr 200 clutch')).toMatchObject({ models: ['TVS Apache RTR 200 4V'], rest: 'clutch' });
    expect(read('fz-s fi oil')).toMatchObject({ models: ['Yamaha FZ-S FI V4'], rest: 'oil' });
    expect(read('hornet 2.0 chain')).toMatchObject({ models: ['Honda Hornet 2.0'], rest: 'chain' });
    expect(read('classic350 chain')).toMatchObject({ models: ['Royal Enfield Classic 350'], rest: 'chain' });
  });

  it('requires the numbers to match when the text gives one, and names every model a bare name fits', () => {
    expect(read('duke 250 chain').models).toEqual(['KTM 250 Duke']);
    expect(read('himalayan 450 chain').models).toEqual(['Royal Enfield Himalayan 450']);
    expect(read('himalayan silencer')).toEqual({
      models: ['Royal Enfield Himalayan 411', 'Royal Enfield Himalayan 450'],
      year: null,
      rest: 'silencer',
    });
    expect(read('duke 200 chain').models).toEqual([]);
    expect(read('pulsar 220 plug').models).toEqual(['Bajaj Pulsar 220F']);
    expect(read('cb350 chain').models).toEqual(['Honda CB350']);
    expect(read('cb350rs chain').models).toEqual(['Honda CB350RS']);
  });

  it('prefers the reading that gives more of a model, and takes the make with its number', () => {
    expect(read('super meteor seat').models).toEqual(['Royal Enfield Super Meteor 650']);
    expect(read('meteor seat').models).toEqual(['Royal Enfield Meteor 350']);
    expect(read('gt 650 levers').models).toEqual(['Royal Enfield Continental GT 650']);
    expect(read('meteor 350 seat').models).toEqual(['Royal Enfield Meteor 350']);
    expect(read('royal enfield 350 oil filter')).toMatchObject({
      models: ['Royal Enfield Classic 350', 'Royal Enfield Meteor 350'],
      rest: 'oil filter',
    });
    expect(read('triumph 400 crash guard').models).toEqual(['Triumph Scrambler 400 X', 'Triumph Speed 400']);
  });

  it('reads a four-digit year as the model year, only with a bike', () => {
    expect(read('classic 350 2015 chain')).toEqual({
      models: ['Royal Enfield Classic 350'],
      year: 2015,
      rest: 'chain',
    });
    expect(read('2019 duke 390 chain')).toMatchObject({ models: ['KTM 390 Duke'], year: 2019, rest: 'chain' });
    expect(read('helmet 2015')).toEqual({ models: [], year: null, rest: 'helmet 2015' });
  });

  it('forgives one typo in a long model name, not in a number', () => {
    expect(read('clasic 350 chain').models).toEqual(['Royal Enfield Classic 350']);
    expect(read('himalyan 450 chain').models).toEqual(['Royal Enfield Himalayan 450']);
    expect(read('duke 391 chain').models).toEqual([]);
  });

  it("does not take a make, a bare number, or a model's lesser word alone for a bike", () => {
    const texts = ['royal enfield jacket', '350 chain', 'x ring chain', 'air gt gloves', 'cruise helmet', 'ktm', 'rc'];
    for (const text of texts) {
      expect(read(text).models, text).toEqual([]);
    }
  });
});

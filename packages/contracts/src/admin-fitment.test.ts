import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  bulkFitmentBody,
  bulkFitmentMessage,
  categoryCreateBody,
  fitmentYearsProblem,
  modelYearsProblem,
  productInputBody,
} from './admin';
import { FITMENT_MESSAGES } from './fitment';

const id = (n: number) => `4f0c8f6e-1a2b-4c3d-8e9f-0a1b2c3d4e5${n}`;
const product = {
  name: 'Chain',
  brandId: id(0),
  categoryIds: [id(1)],
  variants: [{ name: 'M', sku: 'kmh-1', pricePaise: 900, mrpPaise: 1000, stock: 2 }],
};
const issues = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);
const classic = { kind: 'model', name: 'Classic 350', yearFrom: 2009, yearTo: 2020 };

describe('suitable bikes on the product form', () => {
  it('take a make alone and a model with either end of its years open', () => {
    const parsed = productInputBody.parse({
      ...product,
      fitment: [{ id: id(2) }, { id: id(3), from: 2017 }, { id: id(4), to: 2020 }],
    });
    expect(parsed.fitment).toEqual([
      { id: id(2), from: null, to: null },
      { id: id(3), from: 2017, to: null },
      { id: id(4), from: null, to: 2020 },
    ]);
    expect(parsed.universal).toBe(false);
  });

  it('refuse years that are not four-digit model years, or run backwards, and a bike twice', () => {
    const result = productInputBody.safeParse({
      ...product,
      fitment: [{ id: id(2), from: 21 }, { id: id(3), from: 2023, to: 2017 }, { id: id(4), to: 2020.5 }, { id: id(2) }],
    });
    expect(issues(result)).toEqual([
      ['fitment.0.from', FITMENT_MESSAGES.year],
      ['fitment.1.to', ADMIN_MESSAGES.yearsOrder],
      ['fitment.2.to', FITMENT_MESSAGES.year],
    ]);
    expect(issues(productInputBody.safeParse({ ...product, fitment: [{ id: id(2) }, { id: id(2) }] }))).toEqual([
      ['fitment.1.id', ADMIN_MESSAGES.fitmentRepeated],
    ]);
  });

  it('refuse a universal product that lists bikes, rather than dropping either', () => {
    const result = productInputBody.safeParse({ ...product, universal: true, fitment: [{ id: id(2) }] });
    expect(issues(result)).toEqual([['universal', ADMIN_MESSAGES.universalWithBikes]]);
    expect(productInputBody.parse({ ...product, universal: true }).universal).toBe(true);
  });
});

describe('the years rules', () => {
  it('keep fitment years on models and within the model’s own years', () => {
    expect(fitmentYearsProblem({ from: null, to: null }, { ...classic, kind: 'make' })).toBeNull();
    expect(fitmentYearsProblem({ from: 2017, to: null }, { ...classic, kind: 'make' })).toBe(
      ADMIN_MESSAGES.yearsOnlyOnModels,
    );
    expect(fitmentYearsProblem({ from: 2012, to: 2020 }, classic)).toBeNull();
    expect(fitmentYearsProblem({ from: null, to: 2015 }, classic)).toBeNull();
    expect(fitmentYearsProblem({ from: 2005, to: null }, classic)).toBe(
      'Classic 350 has model years 2009–2020: choose years within them',
    );
    expect(fitmentYearsProblem({ from: null, to: 2021 }, classic)).not.toBeNull();
    expect(fitmentYearsProblem({ from: 2030, to: null }, { ...classic, yearFrom: 2021, yearTo: null })).toBeNull();
    expect(fitmentYearsProblem({ from: 1990, to: null }, { ...classic, yearFrom: null, yearTo: null })).toBeNull();
  });

  it('give a model a first year before a last, and no other node years', () => {
    expect(modelYearsProblem('model', { yearFrom: 2021, yearTo: null })).toBeNull();
    expect(modelYearsProblem('model', { yearFrom: null, yearTo: 2020 })?.message).toBe(ADMIN_MESSAGES.modelYearsFirst);
    expect(modelYearsProblem('model', { yearFrom: 2021, yearTo: 2020 })).toEqual({
      path: 'yearTo',
      message: ADMIN_MESSAGES.yearsOrder,
    });
    expect(modelYearsProblem('make', { yearFrom: 2021, yearTo: null })?.message).toBe(ADMIN_MESSAGES.yearsOnlyOnModels);
    const made = categoryCreateBody.safeParse({ name: 'Duke', parentId: id(1), kind: 'category', yearFrom: 2017 });
    expect(issues(made)).toEqual([['yearFrom', ADMIN_MESSAGES.yearsOnlyOnModels]]);
  });
});

describe('bulk fitment', () => {
  it('takes up to 500 distinct products, and no years when removing', () => {
    const body = { productIds: [id(1), id(1)], bikeId: id(2), mode: 'add' };
    expect(bulkFitmentBody.parse(body)).toEqual({ ...body, productIds: [id(1)], from: null, to: null });
    const many = Array.from({ length: 501 }, (_, i) => `4f0c8f6e-1a2b-4c3d-8e9f-${String(i).padStart(12, '0')}`);
    expect(issues(bulkFitmentBody.safeParse({ ...body, productIds: many }))).toEqual([
      ['productIds', 'Choose at most 500 products at once'],
    ]);
    expect(issues(bulkFitmentBody.safeParse({ ...body, productIds: [] }))).toEqual([
      ['productIds', ADMIN_MESSAGES.bulkNoProducts],
    ]);
    expect(issues(bulkFitmentBody.safeParse({ ...body, mode: 'remove', from: 2017 }))).toEqual([
      ['from', ADMIN_MESSAGES.bulkYearsOnRemove],
    ]);
    expect(issues(bulkFitmentBody.safeParse({ ...body, from: 2023, to: 2017 }))).toEqual([
      ['to', ADMIN_MESSAGES.yearsOrder],
    ]);
  });

  it('says what it did in one line', () => {
    expect(bulkFitmentMessage({ mode: 'add', changed: 37, unchanged: 0, skippedUniversal: 0 })).toBe(
      'Fitment added to 37 products',
    );
    expect(bulkFitmentMessage({ mode: 'remove', changed: 1, unchanged: 2, skippedUniversal: 1 })).toBe(
      'Fitment removed from 1 product; 2 products did not have it; 1 universal product skipped',
    );
  });
});

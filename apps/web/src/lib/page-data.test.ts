import { PAGE_DATA_ELEMENT_ID } from '@store/contracts/pages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placedAnswer } from './api-client';
import { placeAnswers } from '@/test/fixtures';
import { forgetPageData } from './page-data';

beforeEach(() => forgetPageData());
afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe('answers placed in the page', () => {
  const placed = { error: false, status: 200, message: 'Product fetched', data: { _id: 'p1' } };

  it('are found by the URL of their call, whatever the order of its query', () => {
    placeAnswers(JSON.stringify({ '/api/fetch_products_by_collection?brand=all&page=2': placed }));

    expect(placedAnswer('/fetch_products_by_collection', { page: 2, brand: 'all', search: undefined })).toEqual(placed);
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('are used once: asking again finds nothing, so the query asks the server', () => {
    placeAnswers(JSON.stringify({ '/api/fetch_product?id=p1': placed }));

    expect(placedAnswer('/fetch_product', { id: 'p1' })).toEqual(placed);
    expect(placedAnswer('/fetch_product', { id: 'p1' })).toBeUndefined();
  });

  it('never answer another call', () => {
    placeAnswers(JSON.stringify({ '/api/fetch_product?id=p1': placed }));

    expect(placedAnswer('/fetch_product', { id: 'p2' })).toBeUndefined();
    expect(placedAnswer('/fetch_product')).toBeUndefined();
  });

  it('that cannot be read are ignored', () => {
    placeAnswers('{"/api/home": ');
    expect(placedAnswer('/home')).toBeUndefined();
  });

  it('are not used when the page was opened long ago', () => {
    placeAnswers(JSON.stringify({ '/api/home': placed }));
    vi.spyOn(performance, 'now').mockReturnValue(60_000);

    expect(placedAnswer('/home')).toBeUndefined();
  });

  it('are not used when the page came back from history', () => {
    placeAnswers(JSON.stringify({ '/api/home': placed }));
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as unknown as PerformanceEntry,
    ]);

    expect(placedAnswer('/home')).toBeUndefined();
  });
});

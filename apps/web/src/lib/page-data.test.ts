import { PAGE_DATA_ELEMENT_ID, PAGE_INFO_KEY } from '@store/contracts/pages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { placedAnswer } from './api-client';
import { placeAnswers } from '@/test/fixtures';
import { forgetPageData, pageRenderedAt, pageStatus, takePageAnswer } from './page-data';

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

  it("tell the page's status and render time apart from the answers", () => {
    placeAnswers(
      JSON.stringify({ '/api/home': placed, [PAGE_INFO_KEY]: { status: 404, rendered_at: 1_700_000_000_000 } }),
    );

    expect(pageStatus()).toBe(404);
    expect(pageRenderedAt()).toBe(1_700_000_000_000);
    expect(takePageAnswer(PAGE_INFO_KEY)).toBeUndefined();
    expect(placedAnswer('/home')).toEqual(placed);
  });

  it('say 200 and no render time for a page the server did not render', () => {
    expect(pageStatus()).toBe(200);
    expect(pageRenderedAt()).toBeUndefined();
  });

  it('ignore page facts that are not what the server writes', () => {
    placeAnswers(JSON.stringify({ [PAGE_INFO_KEY]: { status: '404', rendered_at: 'soon' } }));
    expect(pageStatus()).toBe(200);
    expect(pageRenderedAt()).toBeUndefined();
  });
});

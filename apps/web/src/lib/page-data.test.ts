import { PAGE_DATA_ELEMENT_ID } from '@store/contracts/pages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { apiRequest } from './api-client';
import { forgetPageData } from './page-data';

const fetchMock = vi.fn<typeof fetch>();
const fetched = { error: false, status: 200, message: 'from the network', data: null };

function placeAnswers(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

beforeEach(() => {
  forgetPageData();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(fetched)));
});

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
});

describe('answers placed in the page', () => {
  const placed = { error: false, status: 200, message: 'Product fetched', data: { _id: 'p1' } };

  it('answer the first GET of their URL without a request, whatever the order of the query', async () => {
    placeAnswers(JSON.stringify({ '/api/fetch_products_by_collection?brand=all&page=2': placed }));

    await expect(apiRequest('/fetch_products_by_collection', { query: { page: 2, brand: 'all' } })).resolves.toEqual(
      placed,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(PAGE_DATA_ELEMENT_ID)).toBeNull();
  });

  it('are used once: asking again goes to the server', async () => {
    placeAnswers(JSON.stringify({ '/api/fetch_product?id=p1': placed }));

    await apiRequest('/fetch_product', { query: { id: 'p1' } });
    await expect(apiRequest('/fetch_product', { query: { id: 'p1' } })).resolves.toEqual(fetched);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never answer another URL or a call that is not a GET', async () => {
    placeAnswers(JSON.stringify({ '/api/fetch_product?id=p1': placed }));

    await expect(apiRequest('/fetch_product', { query: { id: 'p2' } })).resolves.toEqual(fetched);
    await expect(apiRequest('/fetch_product?id=p1', { method: 'POST', body: {} })).resolves.toEqual(fetched);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('that cannot be read are ignored and the server is asked', async () => {
    placeAnswers('{"/api/home": ');

    await expect(apiRequest('/home')).resolves.toEqual(fetched);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are not used when the page was opened long ago', async () => {
    placeAnswers(JSON.stringify({ '/api/home': placed }));
    vi.spyOn(performance, 'now').mockReturnValue(60_000);

    await expect(apiRequest('/home')).resolves.toEqual(fetched);
    vi.restoreAllMocks();
  });
});

import { describe, expect, it } from 'vitest';
import { isStaticFile, requestLogLevel } from './request-log';

describe('request log levels', () => {
  it('keeps static files that were served out of the info log', () => {
    expect(requestLogLevel('/assets/index-3f9a.js', 200)).toBe('debug');
    expect(requestLogLevel('/media/products/ab/x.webp', 304)).toBe('debug');
    expect(requestLogLevel('/favicon.svg?v=2', 200)).toBe('debug');
  });

  it('logs pages and API calls at info, and a missing file too', () => {
    expect(requestLogLevel('/', 200)).toBe('info');
    expect(requestLogLevel('/productDetails/abc', 200)).toBe('info');
    expect(requestLogLevel('/api/fetch_product?id=x.json', 200)).toBe('info');
    expect(requestLogLevel('/media/products/none.webp', 404)).toBe('info');
  });

  it('logs any server error as an error, static or not', () => {
    expect(requestLogLevel('/assets/index.js', 500)).toBe('error');
    expect(requestLogLevel('/api/home', 503)).toBe('error');
  });

  it('tells files from pages by their path, not their query', () => {
    expect(isStaticFile('/api/export.csv')).toBe(false);
    expect(isStaticFile('/search?q=helmet.png')).toBe(false);
    expect(isStaticFile('/robots.txt')).toBe(true);
  });
});

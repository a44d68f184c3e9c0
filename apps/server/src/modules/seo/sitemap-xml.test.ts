import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndexXml, urlsetXml, w3cDatetime } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes the five characters XML reserves, in addresses and nothing else', () => {
    expect(escapeXml(`a&b<c>d"e'f/g?h=1`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f/g?h=1');
    const xml = urlsetXml([{ loc: 'https://shop.example/products/x?brand=A&B<"\'>' }]);
    expect(xml).toContain('<loc>https://shop.example/products/x?brand=A&amp;B&lt;&quot;&apos;&gt;</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('writes lastmod as a W3C datetime in UTC to the second, and leaves it out when unknown', () => {
    expect(w3cDatetime(new Date('2026-03-04T05:06:07.891+05:30'))).toBe('2026-03-03T23:36:07Z');
    const xml = urlsetXml([
      { loc: 'https://shop.example/', lastmod: new Date('2026-01-02T03:04:05Z') },
      { loc: 'https://shop.example/about', lastmod: null },
      { loc: 'https://shop.example/help' },
    ]);
    expect(xml.split('\n')).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '<url><loc>https://shop.example/</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>',
      '<url><loc>https://shop.example/about</loc></url>',
      '<url><loc>https://shop.example/help</loc></url>',
      '</urlset>',
      '',
    ]);
  });

  it('writes an index of sitemap files', () => {
    const xml = sitemapIndexXml([{ loc: 'https://shop.example/sitemap-1.xml', lastmod: new Date(0) }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://shop.example/sitemap-1.xml</loc><lastmod>1970-01-01T00:00:00Z</lastmod></sitemap>',
    );
    expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
  });
});

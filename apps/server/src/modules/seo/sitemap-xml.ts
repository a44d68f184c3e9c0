/**
 * The sitemaps.org 0.9 documents as text (https://www.sitemaps.org/protocol.html): a `urlset` of
 * pages, or a `sitemapindex` of sitemap files. Written as one string, an element per line: no
 * XML library, and nothing per address but a few concatenations.
 */

/** An address in a sitemap or an index, and when it last changed if anything true is known. */
export interface SitemapLink {
  /** The absolute address, as text (escaped when written). */
  loc: string;
  lastmod?: Date | null | undefined;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe as XML character data or an attribute value, as sitemaps.org asks of every address. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A W3C datetime in UTC to the second (`2026-01-02T03:04:05Z`), the form sitemaps.org names. */
export function w3cDatetime(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entry(tag: 'url' | 'sitemap', link: SitemapLink): string {
  const lastmod = link.lastmod ? `<lastmod>${w3cDatetime(link.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(link.loc)}</loc>${lastmod}</${tag}>`;
}

function document(root: 'urlset' | 'sitemapindex', tag: 'url' | 'sitemap', links: readonly SitemapLink[]): string {
  const lines = [XML_DECLARATION, `<${root} xmlns="${NAMESPACE}">`];
  for (const link of links) lines.push(entry(tag, link));
  lines.push(`</${root}>`, '');
  return lines.join('\n');
}

/** A sitemap: the pages a crawler should know about. */
export function urlsetXml(links: readonly SitemapLink[]): string {
  return document('urlset', 'url', links);
}

/** A sitemap index: the sitemap files that together list every page. */
export function sitemapIndexXml(files: readonly SitemapLink[]): string {
  return document('sitemapindex', 'sitemap', files);
}

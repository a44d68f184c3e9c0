import type { FastifyInstance } from 'fastify';
import { answerBody, offerToCache, type CachedBody } from '../../lib/cached-body';
import { newestAuditEntryAt } from '../audit/audit.repo';
import {
  listSitemapCategories,
  listSitemapProducts,
  newestCatalogRowChange,
  summarizeSitemapProducts,
  type SitemapProductPart,
} from '../catalog/sitemap.repo';
import { sitemapIndexXml, urlsetXml, type SitemapLink } from './sitemap-xml';
import { CATALOG_PAGES, categoryPage, productPage, publicOrigin, STATIC_PAGES } from './storefront-pages';

/**
 * The sitemap, built from the catalog (docs/decisions/076): the catalog's pages, the static pages,
 * every category with a product list and every visible product, each with the newest change the
 * data records. Past `perFile` addresses /sitemap.xml is an index of /sitemap-1.xml, -2… Built
 * bodies are kept in the catalog's response cache, untagged: a change of which products or categories
 * are listed empties them with the catalog's answers, and a change a notice names (a price, a
 * description) leaves their dates up to the cache's 60 s behind (docs/decisions/112).
 */

/** sitemaps.org's most addresses in one sitemap file (and most files in one index). */
export const SITEMAPS_ORG_MAX_URLS = 50_000;

/**
 * The most addresses one sitemap file holds here, a tenth of sitemaps.org's limit: a product's
 * line is some 107 bytes besides PUBLIC_URL, so a file stays under 1 MiB for a PUBLIC_URL of up to
 * 100 characters, and a body of that size is the largest the catalog's response cache keeps (an
 * eighth of its 16 MiB, with room for the compressed copies). A file of 50,000 would be some 6 MB:
 * never kept, so built again (about 90 ms at 12,000 products) on every request.
 */
export const SITEMAP_MAX_URLS = SITEMAPS_ORG_MAX_URLS / 10;

/** The catalog's answers' safety net (decision 008): notifications empty the cache as soon as a change commits. */
const SITEMAP_TTL_MS = 60_000;

/** The audit log's entities whose changes show on the catalog's pages (decision 039). */
const CATALOG_ENTITIES = ['product', 'category', 'brand', 'collection', 'banner', 'home_section'];

/** A storefront path and when it last changed, if known. */
interface Page {
  path: string;
  lastmod?: Date | null;
}

/** Where every address falls: the pages before the products, then the products by file. */
interface Layout {
  lead: Page[];
  products: SitemapProductPart[];
  total: number;
}

export interface Sitemaps {
  /** /sitemap.xml: the sitemap itself, or the index of its files past `perFile` addresses. */
  sitemap(): Promise<CachedBody>;
  /** /sitemap-{part}.xml, from 1; null when there is no such file (the sitemap is not split that far). */
  part(part: number): Promise<CachedBody | null>;
}

const newest = (times: ReadonlyArray<Date | null | undefined>): Date | null =>
  times.reduce<Date | null>((best, at) => (at && (!best || at > best) ? at : best), null);

export function createSitemaps(app: FastifyInstance, opts: { now: () => Date; perFile: number }): Sitemaps {
  const { now, perFile } = opts;
  const db = app.db;
  const cache = app.catalog.responses;
  // Joined as text rather than through `new URL` per address: the paths are already clean.
  const origin = publicOrigin(app.config);

  /** The newest change the catalog records: in its rows, or in the audit log for what rows cannot say. */
  async function newestCatalogChange(): Promise<Date | null> {
    const [rows, audited] = await Promise.all([newestCatalogRowChange(db), newestAuditEntryAt(db, CATALOG_ENTITIES)]);
    return newest([rows, audited]);
  }

  async function readLayout(): Promise<Layout> {
    const [catalogChange, categories] = await Promise.all([newestCatalogChange(), listSitemapCategories(db)]);
    const lead: Page[] = [
      ...CATALOG_PAGES.map((path) => ({ path, lastmod: catalogChange })),
      ...STATIC_PAGES.map((path) => ({ path })),
      ...categories.map((c) => ({ path: categoryPage(c.id), lastmod: c.lastmod })),
    ];
    const products = await summarizeSitemapProducts(db, lead.length, perFile);
    const total = lead.length + products.reduce((sum, p) => sum + p.count, 0);
    return { lead, products, total };
  }

  const fileCount = (layout: Layout) => Math.ceil(layout.total / perFile);

  /** The pages of file `index` (from 0): its share of the lead, then its run of products. */
  async function pagesOf(layout: Layout, index: number): Promise<Page[]> {
    const start = index * perFile;
    const end = Math.min(start + perFile, layout.total);
    const firstProduct = Math.max(start, layout.lead.length);
    const products =
      end > firstProduct ? await listSitemapProducts(db, firstProduct - layout.lead.length, end - firstProduct) : [];
    return [
      ...layout.lead.slice(start, end),
      ...products.map((p) => ({ path: productPage(p.id), lastmod: p.lastmod })),
    ];
  }

  const links = (pages: Page[]): SitemapLink[] =>
    pages.map((page) => ({ loc: `${origin}${page.path}`, lastmod: page.lastmod }));

  /** The index's entry for each file, dated by the newest change among its pages. */
  function indexLinks(layout: Layout): SitemapLink[] {
    return Array.from({ length: fileCount(layout) }, (_, index) => {
      const lead = layout.lead.slice(index * perFile, (index + 1) * perFile);
      const products = layout.products.find((p) => p.part === index);
      return {
        loc: `${origin}/sitemap-${index + 1}.xml`,
        lastmod: newest([...lead.map((page) => page.lastmod), products?.lastmod]),
      };
    });
  }

  /**
   * The body kept under `key`, or built, offered to the cache and sent. Nothing is kept when the
   * build finds nothing (null), and nothing built from data read before a catalog change (the
   * generation), as with the catalog's answers.
   */
  async function cached(key: string, build: () => Promise<string | null>): Promise<CachedBody | null> {
    const kept = cache.get(key, now().getTime());
    if (kept) return kept;
    const generation = cache.generation;
    const text = await build();
    if (text === null) return null;
    const at = now().getTime();
    const body = answerBody(text, at + SITEMAP_TTL_MS);
    offerToCache(cache, key, body, generation, SITEMAP_TTL_MS, at);
    return body;
  }

  return {
    async sitemap() {
      const body = await cached('seo:sitemap', async () => {
        const layout = await readLayout();
        if (layout.total > perFile) return sitemapIndexXml(indexLinks(layout));
        return urlsetXml(links(await pagesOf(layout, 0)));
      });
      // The build always answers a document (the storefront's own pages at least), never null.
      if (!body) throw new Error('The sitemap was built empty');
      return body;
    },
    part(part) {
      return cached(`seo:sitemap-${part}`, async () => {
        const layout = await readLayout();
        const files = fileCount(layout);
        // Not split, or not this far: /sitemap.xml is the whole sitemap, and there is no such file.
        if (files <= 1 || part > files) return null;
        return urlsetXml(links(await pagesOf(layout, part - 1)));
      });
    },
  };
}

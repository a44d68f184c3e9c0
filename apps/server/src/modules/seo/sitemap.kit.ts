// What the sitemap tests share: reading a sitemap or an index back, and the visible products to expect in it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';

/** The shop's address in these tests' settings. */
export const PUBLIC_URL = 'https://motohub.example';

/** A W3C datetime in UTC to the second, as the sitemap writes every lastmod. */
export const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** The `<loc>` and `<lastmod>` of each `<url>` (or `<sitemap>`), in order: lastmod undefined where it is left out. */
export function readLinks(xml: string): Array<{ loc: string; lastmod: string | undefined }> {
  return [
    ...xml.matchAll(/<(?:url|sitemap)><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/(?:url|sitemap)>/g),
  ].map((match) => ({ loc: match[1] ?? '', lastmod: match[2] }));
}

export async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

/** Visible products (not hidden, with a variant on sale) with their last change, newest first. */
export function visibleProducts(db: Db) {
  return queryRows(
    db,
    z.object({ id: z.string(), updated_at: timestamptz }),
    sql`SELECT id, updated_at FROM products WHERE NOT is_hidden AND variant_count > 0 ORDER BY created_at DESC, id`,
  );
}

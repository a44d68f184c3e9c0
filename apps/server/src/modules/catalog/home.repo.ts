import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { timestamptz } from '../../db/row-types';
import { banners } from '../../db/schema/catalog';
import { cardColumns, cardRow } from './product-cards.repo';

/** The banners switched on, in their order. */
export function listActiveBanners(
  db: Db,
): Promise<Array<{ id: string; image: string; heading: string; description: string }>> {
  return db
    .select({ id: banners.id, image: banners.image, heading: banners.heading, description: banners.description })
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(asc(banners.position), asc(banners.createdAt));
}

const sectionCardRow = cardRow.extend({
  section: z.enum(['featured', 'trending', 'new_arrivals', 'flash_deals']),
  deal_price_paise: z.number().int().nullable(),
  ends_at: timestamptz.nullable(),
  /** False for a running flash deal that does not lower its product's price: not shown for now. */
  shown: z.boolean(),
});
export type SectionCardRow = z.output<typeof sectionCardRow>;

/**
 * The home sections' products as card rows priced at `at`, section by section in their order;
 * hidden products and flash deals that ended are left out. A running flash deal that does not
 * lower its product's price comes with `shown` false: not shown, but a price change may show it.
 */
export function listHomeSectionCards(db: Db, at: Date): Promise<SectionCardRow[]> {
  return queryRows(
    db,
    sectionCardRow,
    sql`SELECT h.section, h.deal_price_paise, h.ends_at,
               (h.section <> 'flash_deals' OR h.deal_price_paise < p.price_paise) AS shown, ${cardColumns(at)}
        FROM home_section_items h
        JOIN products p ON p.id = h.product_id
        JOIN brands b ON b.id = p.brand_id
        WHERE NOT p.is_hidden AND p.variant_count > 0
          AND (h.section <> 'flash_deals' OR h.ends_at > ${at.toISOString()}::timestamptz)
        ORDER BY h.section, h.position`,
  );
}

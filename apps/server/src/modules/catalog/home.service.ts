import type { HomeResponse } from '@store/contracts/catalog';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../../db/client';
import type { CatalogRefs } from './catalog-refs';
import { cardColumns, toCard, type CardRow } from './product-cards.repo';
import { firstDealEnd } from './selling-price';

type Home = Pick<HomeResponse, 'data' | 'brands'> & {
  /** The first end of a deal whose price the answer quotes: the answer must not be kept past it. */
  pricesValidUntil: Date | null;
};

interface SectionRow extends CardRow {
  section: 'featured' | 'trending' | 'new_arrivals' | 'flash_deals';
  deal_price_paise: number | null;
  ends_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Everything the home page shows at `now`, in two queries; hidden products and ended deals are
 * left out, and every card is priced as the product page and checkout price it.
 */
export async function getHome(db: Db, refs: CatalogRefs, now: Date): Promise<Home> {
  const [bannerRows, sectionRows] = await Promise.all([
    rows<{ id: string; image: string; heading: string; description: string }>(
      db,
      sql`SELECT id, image, heading, description FROM banners WHERE is_active ORDER BY position, created_at`,
    ),
    rows<SectionRow>(
      db,
      sql`SELECT h.section, h.deal_price_paise, h.ends_at, ${cardColumns(now)}
          FROM home_section_items h
          JOIN products p ON p.id = h.product_id
          JOIN brands b ON b.id = p.brand_id
          WHERE NOT p.is_hidden AND p.variant_count > 0
            AND (h.section <> 'flash_deals' OR (h.ends_at > ${now.toISOString()}::timestamptz
                                                  AND h.deal_price_paise < p.price_paise))
          ORDER BY h.section, h.position`,
    ),
  ]);

  const section = (name: SectionRow['section']) =>
    sectionRows.filter((r) => r.section === name).map((r) => ({ productId: toCard(r, refs) }));
  const deals = sectionRows
    .filter((r) => r.section === 'flash_deals' && r.ends_at && r.deal_price_paise)
    .map((r) => ({ productId: toCard(r, refs), deal_price: r.deal_price_paise!, ends_at: iso(r.ends_at!) }));
  const firstEnd = deals.map((d) => d.ends_at).sort()[0] ?? null;

  return {
    pricesValidUntil: firstDealEnd(sectionRows.map((r) => r.deal_ends_at)),
    brands: refs.brands.map((b) => ({ _id: b.id, name: b.name, slug: b.slug, image: b.image })),
    data: {
      banners: bannerRows.map((b) => ({
        BannerId: { _id: b.id, image: b.image, heading: b.heading, description: b.description },
      })),
      featuredCategories: section('featured'),
      trendingProducts: section('trending'),
      newArrivals: section('new_arrivals'),
      flashDeals: { ends_at: firstEnd, products: deals },
    },
  };
}

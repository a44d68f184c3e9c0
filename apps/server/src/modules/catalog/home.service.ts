import type { HomeResponse } from '@store/contracts/catalog';
import type { Db } from '../../db/client';
import type { CatalogRefs } from './catalog-refs';
import { listActiveBanners, listHomeSectionCards, type SectionCardRow } from './home.repo';
import { toCard } from './product-cards.repo';
import { firstDealEnd } from './selling-price';

type Home = Pick<HomeResponse, 'data' | 'brands'> & {
  /** The first end of a deal whose price the answer quotes: the answer must not be kept past it. */
  pricesValidUntil: Date | null;
  /**
   * The products whose cards it shows, and those of running flash deals it does not show because
   * they do not lower the price: a change to one of their prices may show them.
   */
  productIds: string[];
};

/**
 * Everything the home page shows at `now`, in two queries; hidden products and ended deals are
 * left out, and every card is priced as the product page and checkout price it.
 */
export async function getHome(db: Db, refs: CatalogRefs, now: Date): Promise<Home> {
  const [bannerRows, rows] = await Promise.all([listActiveBanners(db), listHomeSectionCards(db, now)]);
  const sectionRows = rows.filter((r) => r.shown);

  const section = (name: SectionCardRow['section']) =>
    sectionRows.filter((r) => r.section === name).map((r) => ({ productId: toCard(r, refs) }));
  const deals = sectionRows
    .filter((r) => r.section === 'flash_deals' && r.ends_at && r.deal_price_paise)
    .map((r) => ({ productId: toCard(r, refs), deal_price: r.deal_price_paise!, ends_at: r.ends_at!.toISOString() }));
  const firstEnd = deals.map((d) => d.ends_at).sort()[0] ?? null;

  return {
    pricesValidUntil: firstDealEnd(sectionRows.map((r) => r.deal_ends_at)),
    productIds: rows.map((r) => r.id),
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

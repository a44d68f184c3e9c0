import type { HomeResponse } from '@store/contracts/catalog';
import type { RenderCardActions } from '@/components/product-card';
import { BikeSection } from './bike-section';
import { FlashDeals } from './flash-deals';
import { ProductSection } from './product-section';

/**
 * The product sections under the banners and brands. The home route loads this file on its own
 * (app/home-sections.tsx) so the cards, with their cart and like buttons, are not part of the
 * first screen's script.
 */
export function HomeSections({ home, cardActions }: { home: HomeResponse; cardActions: RenderCardActions }) {
  const { featuredCategories, flashDeals, trendingProducts, newArrivals } = home.data;
  return (
    <>
      <ProductSection
        id="featured"
        title="Featured Products"
        subtitle="Hand-picked by our workshop."
        products={featuredCategories.map((entry) => entry.productId)}
        cardActions={cardActions}
      />
      <BikeSection cardActions={cardActions} />
      <FlashDeals flashDeals={flashDeals} cardActions={cardActions} />
      <ProductSection
        id="trending"
        title="Trending Products"
        subtitle="What riders are buying this week."
        products={trendingProducts.map((entry) => entry.productId)}
        cardActions={cardActions}
      />
      <ProductSection
        id="new-arrivals"
        title="New Arrivals"
        subtitle="Fresh in at the Kochi store."
        products={newArrivals.map((entry) => entry.productId)}
        cardActions={cardActions}
      />
    </>
  );
}

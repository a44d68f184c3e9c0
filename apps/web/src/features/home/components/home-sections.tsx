import type { HomeResponse } from '@store/contracts/catalog';
import { FlashDeals } from './flash-deals';
import { ProductSection } from './product-section';

/**
 * The product sections under the banners and brands. home-page.tsx loads this file on its own so
 * the cards, with their cart and like buttons, are not part of the first screen's script.
 */
export function HomeSections({ home }: { home: HomeResponse }) {
  const { featuredCategories, flashDeals, trendingProducts, newArrivals } = home.data;
  return (
    <>
      <ProductSection
        id="featured"
        title="Featured Products"
        subtitle="Hand-picked by our workshop."
        products={featuredCategories.map((entry) => entry.productId)}
      />
      <FlashDeals flashDeals={flashDeals} />
      <ProductSection
        id="trending"
        title="Trending Products"
        subtitle="What riders are buying this week."
        products={trendingProducts.map((entry) => entry.productId)}
      />
      <ProductSection
        id="new-arrivals"
        title="New Arrivals"
        subtitle="Fresh in at the Kochi store."
        products={newArrivals.map((entry) => entry.productId)}
      />
    </>
  );
}

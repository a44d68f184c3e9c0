import type { HomeResponse } from '@store/contracts/catalog';
import { productCardActions } from '@/app/product-card-actions';
import { HomeSections } from '@/features/home/components/home-sections';
import { RecentlyViewedRow } from '@/features/recently-viewed/components/recently-viewed-row';

/**
 * The home page's product sections with each card's heart and Add to Cart, then the shopper's
 * recently viewed products when there are any; the home route loads it lazily.
 */
export function HomeSectionsWithActions({ home }: { home: HomeResponse }) {
  return (
    <>
      <HomeSections home={home} cardActions={productCardActions} />
      <div className="container-page">
        <RecentlyViewedRow cardActions={productCardActions} className="mt-4 mb-8 sm:mb-12" />
      </div>
    </>
  );
}

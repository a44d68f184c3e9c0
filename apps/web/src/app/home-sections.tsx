import type { HomeResponse } from '@store/contracts/catalog';
import { productCardActions } from '@/app/product-card-actions';
import { HomeSections } from '@/features/home/components/home-sections';

/** The home page's product sections with each card's heart and Add to Cart; the home route loads it lazily. */
export function HomeSectionsWithActions({ home }: { home: HomeResponse }) {
  return <HomeSections home={home} cardActions={productCardActions} />;
}

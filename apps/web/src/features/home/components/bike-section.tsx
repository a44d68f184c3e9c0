import { useQuery } from '@tanstack/react-query';
import type { RenderCardActions } from '@/components/product-card';
import { paths } from '@/lib/paths';
import { bikeProductsQueryOptions } from '@/features/garage/api/list-bike-products';
import { bikeName, useCurrentBike, type CurrentBike } from '@/features/garage/use-current-bike';
import { ProductSection } from './product-section';

/** How many of the bike's products the home row shows: one row of the grid on a wide screen. */
export const BIKE_SECTION_SIZE = 4;

function BikeProducts({ bike, cardActions }: { bike: CurrentBike; cardActions: RenderCardActions }) {
  const products = useQuery(bikeProductsQueryOptions(bike));
  const cards = products.data?.data.slice(0, BIKE_SECTION_SIZE) ?? [];
  // Quiet while loading or failing (the section hides itself when empty): the row is a help on
  // top of the home page, never in its way.
  return (
    <ProductSection
      id="for-your-bike"
      title={`For your ${bikeName(bike)}`}
      subtitle={`Parts and accessories that fit your ${bike.year} ${bike.make_name} ${bike.model_name}.`}
      action={{ to: paths.productList(bike.model_id), label: `All ${bike.model_name} parts` }}
      products={cards}
      cardActions={cardActions}
    />
  );
}

/**
 * 'For your Classic 350 (2021)': with a current bike, products linked to its model that fit its
 * year, with a link to the model's list. It fills in after hydration (the bike is the browser's),
 * so the home page puts it below the first section, off the first screen.
 */
export function BikeSection({ cardActions }: { cardActions: RenderCardActions }) {
  const bike = useCurrentBike();
  return bike ? <BikeProducts bike={bike} cardActions={cardActions} /> : null;
}

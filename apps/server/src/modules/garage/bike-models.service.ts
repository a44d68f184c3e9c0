import type { BikeMake } from '@store/contracts/garage';
import type { Db } from '../../db/client';
import type { CatalogRefs } from '../catalog/catalog-refs';
import { findModelYears } from '../catalog/categories.repo';
import { listOfferedMakes } from './bike-catalog';
import { firstYearOffered, indiaYear, NO_YEARS_RECORDED } from './model-years';

/**
 * The bikes a shopper can pick (GET /bike_models): every visible make under Shop by Bike with its
 * visible models, in the tree's order, each with the model years the garage offers. A model with
 * no first year recorded (an imported catalog) is offered from 25 years back; `year_to` stays null
 * while the bike is still made.
 */
export async function listBikeModels(db: Db, refs: CatalogRefs, now: Date): Promise<BikeMake[]> {
  const makes = listOfferedMakes(refs);
  const years = await findModelYears(db);
  const thisYear = indiaYear(now);
  return makes.map(({ make, models }) => ({
    _id: make.id,
    name: make.name,
    models: models.map((model) => {
      const recorded = years.get(model.id) ?? NO_YEARS_RECORDED;
      return {
        _id: model.id,
        name: model.name,
        year_from: firstYearOffered(recorded, thisYear),
        year_to: recorded.yearTo,
      };
    }),
  }));
}

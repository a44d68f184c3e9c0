import { GARAGE_MAX_BIKES, GARAGE_MESSAGES, type BikeChoice, type GarageBike } from '@store/contracts/garage';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CatalogRefs } from '../catalog/catalog-refs';
import { findCategoryNode } from '../catalog/categories.repo';
import { findOfferedModel } from './bike-catalog';
import {
  deleteGarageBike,
  insertGarageBike,
  listGarageRows,
  lockGarage,
  setCurrentBike,
  type GarageRow,
} from './garage.repo';
import { indiaYear, isYearOffered } from './model-years';

const invalid = (path: string, message: string) => new AppError('VALIDATION', message, [{ path, message }]);
const bikeNotFound = () => new AppError('NOT_FOUND', GARAGE_MESSAGES.bikeNotFound);

/**
 * The garage as the shopper sees it, newest first. A bike whose model staff have since hidden is
 * left out until the model is shown again: the store can neither name it nor fit parts to it.
 */
export function garageView(refs: CatalogRefs, rows: GarageRow[]): GarageBike[] {
  return rows.flatMap((row) => {
    const offered = findOfferedModel(refs, row.modelId);
    if (!offered) return [];
    return [
      {
        _id: row.id,
        model_id: row.modelId,
        make_id: offered.make.id,
        make_name: offered.make.name,
        model_name: offered.model.name,
        year: row.year,
        current: row.isCurrent,
      },
    ];
  });
}

/** The signed-in shopper's garage, newest first. */
export async function listGarage(db: Db, refs: CatalogRefs, userId: string): Promise<GarageBike[]> {
  return garageView(refs, await listGarageRows(db, userId));
}

/** Refuses, with the field's message, a model the garage does not offer or a year it was not made in. */
async function checkChoice(db: Db, refs: CatalogRefs, choice: BikeChoice, now: Date): Promise<void> {
  const offered = findOfferedModel(refs, choice.model_id);
  const years = offered && (await findCategoryNode(db, choice.model_id));
  if (!offered || !years) throw invalid('model_id', GARAGE_MESSAGES.unknownModel);
  if (!isYearOffered(years, choice.year, indiaYear(now))) throw invalid('year', GARAGE_MESSAGES.yearOutOfRange);
}

/**
 * Adds the bike and makes it current; a bike already in the garage is made current, not added
 * twice. Past GARAGE_MAX_BIKES it is refused, under the garage's lock so adds at once cannot
 * pass it together.
 */
export async function addBike(
  db: Db,
  refs: CatalogRefs,
  userId: string,
  choice: BikeChoice,
  now: Date,
): Promise<GarageBike[]> {
  await checkChoice(db, refs, choice, now);
  await db.transaction(async (tx) => {
    await lockGarage(tx, userId);
    const rows = await listGarageRows(tx, userId);
    const same = rows.find((r) => r.modelId === choice.model_id && r.year === choice.year);
    if (!same && rows.length >= GARAGE_MAX_BIKES) throw new AppError('BAD_REQUEST', GARAGE_MESSAGES.full);
    await setCurrentBike(tx, userId, same?.id ?? (await insertGarageBike(tx, userId, choice.model_id, choice.year)));
  });
  return listGarage(db, refs, userId);
}

/** Takes one of the shopper's own bikes out; when it was current, no bike is current. */
export async function removeBike(db: Db, refs: CatalogRefs, userId: string, bikeId: string): Promise<GarageBike[]> {
  if (!(await deleteGarageBike(db, userId, bikeId))) throw bikeNotFound();
  return listGarage(db, refs, userId);
}

/**
 * Makes one of the shopper's bikes current, or none (null). Someone else's bike answers as one
 * that does not exist, and so does one the garage no longer shows.
 */
export async function chooseBike(
  db: Db,
  refs: CatalogRefs,
  userId: string,
  bikeId: string | null,
): Promise<GarageBike[]> {
  await db.transaction(async (tx) => {
    await lockGarage(tx, userId);
    if (bikeId !== null) {
      const row = (await listGarageRows(tx, userId)).find((r) => r.id === bikeId);
      if (!row || !findOfferedModel(refs, row.modelId)) throw bikeNotFound();
    }
    await setCurrentBike(tx, userId, bikeId);
  });
  return listGarage(db, refs, userId);
}

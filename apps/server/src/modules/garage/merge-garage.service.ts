import { GARAGE_MAX_BIKES, type BikeChoice, type GarageBike, type GarageMergeInput } from '@store/contracts/garage';
import type { Db } from '../../db/client';
import type { CatalogRefs } from '../catalog/catalog-refs';
import { findModelYears } from '../catalog/categories.repo';
import { findOfferedModel } from './bike-catalog';
import { insertGarageBike, listGarageRows, lockGarage, setCurrentBike } from './garage.repo';
import { listGarage } from './garage.service';
import { indiaYear, isYearOffered, NO_YEARS_RECORDED, type ModelYears } from './model-years';

const keyOf = (bike: { modelId: string; year: number }) => `${bike.modelId}:${bike.year}`;
const choiceKey = (choice: BikeChoice) => keyOf({ modelId: choice.model_id, year: choice.year });

/**
 * The visitor's bikes the garage still offers, each once, in the visitor's order. A browser may
 * have kept a bike for days: a model hidden or a year no longer offered since is skipped, not
 * refused, so signing in never fails over it.
 */
async function stillOffered(db: Db, refs: CatalogRefs, bikes: BikeChoice[], now: Date): Promise<BikeChoice[]> {
  const known = bikes.filter((b) => findOfferedModel(refs, b.model_id));
  const years = known.length > 0 ? await findModelYears(db) : new Map<string, ModelYears>();
  const thisYear = indiaYear(now);
  const seen = new Set<string>();
  return known.filter((b) => {
    const offered = isYearOffered(years.get(b.model_id) ?? NO_YEARS_RECORDED, b.year, thisYear);
    if (!offered || seen.has(choiceKey(b))) return false;
    seen.add(choiceKey(b));
    return true;
  });
}

/**
 * A visitor's garage joining the account at sign-in (docs/decisions/082). The account's bikes
 * stay; the visitor's join while there is room (the visitor's list is newest first, so the newest
 * are kept), none twice. The visitor's current bike, which the browser also lists among its bikes,
 * becomes current when it is in the garage afterwards; with none chosen, the account's current
 * bike stays. Sending the same garage again changes nothing.
 */
export async function mergeGarage(
  db: Db,
  refs: CatalogRefs,
  userId: string,
  input: GarageMergeInput,
  now: Date,
): Promise<GarageBike[]> {
  const joining = await stillOffered(db, refs, input.current ? [...input.bikes, input.current] : input.bikes, now);
  const current = input.current && joining.find((b) => choiceKey(b) === choiceKey(input.current!));
  await db.transaction(async (tx) => {
    await lockGarage(tx, userId);
    const rows = await listGarageRows(tx, userId);
    const ids = new Map(rows.map((r) => [keyOf(r), r.id]));
    const room = Math.max(0, GARAGE_MAX_BIKES - rows.length);
    const adding = joining.filter((b) => !ids.has(choiceKey(b))).slice(0, room);
    // Oldest first, so the garage lists them in the visitor's order, newest first.
    for (const bike of adding.reverse()) {
      ids.set(choiceKey(bike), await insertGarageBike(tx, userId, bike.model_id, bike.year));
    }
    const currentId = current && ids.get(choiceKey(current));
    if (currentId) await setCurrentBike(tx, userId, currentId);
  });
  return listGarage(db, refs, userId);
}

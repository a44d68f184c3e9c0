import { FIRST_MODEL_YEAR, LAST_MODEL_YEAR } from '@store/contracts/fitment-rules';
import { GARAGE_MAX_BIKES, type GarageBike } from '@store/contracts/garage';
import { localStorageStore } from '@/lib/local-storage-store';
import { localBikeId, withBikeAdded, withBikeChosen, withBikeRemoved, type NewBike } from './garage-changes';

/**
 * A visitor's garage, kept in this browser until they sign in and it joins the account
 * (docs/decisions/082), as the visitor cart is (decision 015). Each bike keeps its make and model
 * names so the header and the labels can name it without a call; the id of a kept bike is its
 * model and year, the one thing a garage holds once.
 */
export const VISITOR_GARAGE_STORAGE_KEY = 'visitor_garage';

export type VisitorAddOutcome = { ok: true } | { ok: false; message: string };

const EMPTY: GarageBike[] = [];

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isBike(value: unknown): value is GarageBike {
  const bike = value as GarageBike | null;
  return (
    typeof bike === 'object' &&
    bike !== null &&
    isText(bike.model_id) &&
    isText(bike.make_id) &&
    isText(bike.make_name) &&
    isText(bike.model_name) &&
    Number.isInteger(bike.year) &&
    bike.year >= FIRST_MODEL_YEAR &&
    bike.year <= LAST_MODEL_YEAR &&
    typeof bike.current === 'boolean'
  );
}

/** Anything unreadable is dropped, one bike per model and year, at most one current. */
function parse(raw: string | null): GarageBike[] {
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as { bikes?: unknown } | null;
    const kept: GarageBike[] = [];
    for (const bike of Array.isArray(parsed?.bikes) ? parsed.bikes.filter(isBike) : []) {
      const _id = localBikeId(bike);
      if (kept.some((k) => k._id === _id) || kept.length >= GARAGE_MAX_BIKES) continue;
      const current = bike.current && !kept.some((k) => k.current);
      kept.push({ ...bike, _id, current });
    }
    return kept;
  } catch {
    return EMPTY;
  }
}

const store = localStorageStore(VISITOR_GARAGE_STORAGE_KEY, parse, EMPTY);

/** The visitor's bikes, newest first, as the garage calls answer an account's. */
export const readVisitorGarage = store.read;

const write = (bikes: GarageBike[]) => store.write(bikes.length ? JSON.stringify({ bikes }) : null);

/** Adds the bike (or finds it already there) and makes it current; refused when the garage is full. */
export function addVisitorBike(bike: NewBike): VisitorAddOutcome {
  const change = withBikeAdded(readVisitorGarage(), bike);
  if (!change.ok) return change;
  write(change.bikes);
  return { ok: true };
}

/** Takes a bike out; when it was current, no bike is current. */
export function removeVisitorBike(id: string): void {
  write(withBikeRemoved(readVisitorGarage(), id));
}

/** Makes one bike current, or none (null: shop without a bike). */
export function chooseVisitorBike(id: string | null): void {
  write(withBikeChosen(readVisitorGarage(), id));
}

export function clearVisitorGarage(): void {
  write(EMPTY);
}

/** The visitor's bikes; re-renders on every change, empty on the server. */
export function useVisitorGarage(): GarageBike[] {
  return store.useValue();
}

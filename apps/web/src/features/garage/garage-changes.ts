import { GARAGE_MAX_BIKES, GARAGE_MESSAGES, type GarageBike } from '@store/contracts/garage';

/*
 * What each garage change does to a list of bikes, as the server's garage calls do it
 * (docs/decisions/082). The visitor's browser garage is changed with these, and a signed-in
 * shopper's garage shows them at once while the server's answer is on its way.
 */

/** A bike to add: the model and year chosen, with the names the picker showed. */
export type NewBike = Omit<GarageBike, '_id' | 'current'>;

export type GarageChange = { ok: true; bikes: GarageBike[] } | { ok: false; message: string };

/** A bike's id before the server gives it one: its model and year, the one thing a garage holds once. */
export const localBikeId = (bike: { model_id: string; year: number }) => `${bike.model_id}:${bike.year}`;

/**
 * Adds the bike (or finds it already there, by model and year) and makes it current, newest first;
 * refused with the contract's words when the garage is full.
 */
export function withBikeAdded(bikes: readonly GarageBike[], bike: NewBike): GarageChange {
  const existing = bikes.find((b) => b.model_id === bike.model_id && b.year === bike.year);
  if (!existing && bikes.length >= GARAGE_MAX_BIKES) return { ok: false, message: GARAGE_MESSAGES.full };
  const others = bikes.filter((b) => b !== existing).map((b) => ({ ...b, current: false }));
  const added = existing ? { ...existing, current: true } : { ...bike, _id: localBikeId(bike), current: true };
  return { ok: true, bikes: [added, ...others] };
}

/** Takes a bike out; when it was current, no bike is current. */
export function withBikeRemoved(bikes: readonly GarageBike[], id: string): GarageBike[] {
  return bikes.filter((b) => b._id !== id);
}

/** Makes one bike current, or none (null: shop without a bike). */
export function withBikeChosen(bikes: readonly GarageBike[], id: string | null): GarageBike[] {
  return bikes.map((b) => ({ ...b, current: b._id === id }));
}

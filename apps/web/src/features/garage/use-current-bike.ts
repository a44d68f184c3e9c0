import type { ChosenBike } from '@store/contracts/fitment-rules';
import { useMemo } from 'react';
import { useIsHydrating } from '@/lib/use-hydrating';
import { useGarageBikes } from './use-garage';

/** The bike the store fits things to, with the names the labels show ('Classic 350 (2021)'). */
export interface CurrentBike extends ChosenBike {
  make_name: string;
  model_name: string;
}

/**
 * The shopper's current bike: the account garage's when signed in, the browser's for a visitor,
 * or null when none is chosen ('Shop without a bike'). Null on the server and in the hydrating
 * render, whose HTML is the same for everyone (docs/decisions/082), so labels and the bike filter
 * fill in just after; also null while a signed-in garage is still loading. The same object until
 * the bike really changes, so it can sit in a query key or an effect's dependencies.
 */
export function useCurrentBike(): CurrentBike | null {
  const hydrating = useIsHydrating();
  const { bikes } = useGarageBikes();
  const current = hydrating ? undefined : bikes.find((bike) => bike.current);
  const { model_id, make_id, year, make_name, model_name } = current ?? {};
  return useMemo(
    () =>
      model_id && make_id && year !== undefined && make_name && model_name
        ? { model_id, make_id, year, make_name, model_name }
        : null,
    [model_id, make_id, year, make_name, model_name],
  );
}

/** 'Classic 350 (2021)': how the header, the labels and the home row name a bike. */
export function bikeName(bike: Pick<CurrentBike, 'model_name' | 'year'>): string {
  return `${bike.model_name} (${bike.year})`;
}

// The garage's current bike in tests: a store a test sets (and may change mid-test), read by a
// stand-in for `useCurrentBike` that the tests mock the garage's module with. Apart from the
// test kit, so the mock's factory imports nothing that imports the mocked module.
import { useSyncExternalStore } from 'react';

type Bike = { model_id: string; make_id: string; year: number; make_name: string; model_name: string };

export const CLASSIC: Bike = {
  model_id: '00000000-0000-4000-8000-0000000000c1',
  make_id: '00000000-0000-4000-8000-0000000000e1',
  year: 2021,
  make_name: 'Royal Enfield',
  model_name: 'Classic 350',
};

let current: Bike | null = null;
const listeners = new Set<() => void>();

export const garage = {
  set(next: Bike | null) {
    current = next;
    listeners.forEach((listener) => listener());
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Stands in for `useCurrentBike` (features/garage/use-current-bike.ts): null on the server, as it is. */
export function useTestBike(): Bike | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

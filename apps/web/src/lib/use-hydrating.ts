import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while rendering on the server and while hydrating what it sent; false in every render
 * after. What only the browser knows (the time now, a notice area) waits for false, so the first
 * browser render matches the server's HTML (docs/decisions/075).
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}

import { useCallback, useSyncExternalStore } from 'react';

function mediaList(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether a CSS media query matches now (false where the browser cannot tell), following its changes. */
export function useMediaQuery(query: string): boolean {
  // Kept while the query is the same: a new function each render would subscribe again each time.
  const subscribe = useCallback(
    (notify: () => void) => {
      const media = mediaList(query);
      media?.addEventListener('change', notify);
      return () => media?.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

/** The shopper asked their system for less motion: nothing moves by itself and nothing slides. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Screens narrower than Tailwind's `sm` (640 px): phones. */
export const PHONE_QUERY = '(max-width: 639px)';

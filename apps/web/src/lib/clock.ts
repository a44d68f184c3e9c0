import { useEffect, useState } from 'react';
import { pageRenderedAt } from '@/lib/page-data';
import { useIsHydrating } from '@/lib/use-hydrating';

/**
 * The one clock every countdown on a page reads (flash deals on the home page, the product page's
 * deal badge, the resend-code wait). One timer ticks for all of them, so two clocks counting to the
 * same end change their seconds together rather than up to a second apart, as separate timers
 * started at different moments did. It runs only while something listens.
 */

const TICK_MS = 1000;
const listeners = new Set<(now: number) => void>();
let reading = 0;
let timer: ReturnType<typeof setInterval> | undefined;
// While stopped, every clock that starts in one render gets the same reading.
let fresh = false;

/** The clock's current reading (epoch ms): the last tick while it runs. */
export function clockNow(): number {
  if (timer === undefined && !fresh) {
    reading = Date.now();
    fresh = true;
    queueMicrotask(() => {
      fresh = false;
    });
  }
  return reading;
}

/** Calls `listener` with the reading on every tick; the answer stops listening (and may be called twice). */
export function subscribeClock(listener: (now: number) => void): () => void {
  if (timer === undefined) {
    reading = clockNow();
    timer = setInterval(() => {
      reading = Date.now();
      listeners.forEach((notify) => notify(reading));
    }, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The clock's reading, re-rendering on each tick; `running` false stops listening (the reading then stays). */
export function useNow(running = true): number {
  const [now, setNow] = useState(clockNow);
  useEffect(() => (running ? subscribeClock(setNow) : undefined), [running]);
  return useHydratedNow(now);
}

/**
 * The reading a render shows: while the server renders a page and the browser hydrates it, the
 * time the server rendered it at, so a countdown in the HTML and in the first browser render read
 * the same; the browser's own reading from the next render on (docs/decisions/075).
 */
export function useHydratedNow(now: number): number {
  const hydrating = useIsHydrating();
  return hydrating ? (pageRenderedAt() ?? now) : now;
}

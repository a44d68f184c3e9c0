import { useRef, type TouchEvent } from 'react';

/** A horizontal move of at least this many pixels, mostly sideways, is a swipe. */
export const SWIPE_MIN_PX = 40;

/** Which way a touch that moved by (dx, dy) steps: 1 to the next item, -1 back, 0 not a swipe. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * Touch handlers that call `onStep` for a one-finger sideways swipe (a pinch is not one). The
 * element should have `touch-action: pan-y` (`touch-pan-y`), so an upward or downward move still
 * scrolls the page.
 */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchMove(event: TouchEvent) {
      if (event.touches.length > 1) start.current = null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const step = swipeStep(touch.clientX - from.x, touch.clientY - from.y);
      if (step) onStep(step);
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}

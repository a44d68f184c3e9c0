import { useRef, useState, type MouseEvent, type TouchEvent } from 'react';
import { swipeStep } from '@/lib/swipe';

/** A picture's zoom: its scale and how far it is shifted from the centre, in pixels. */
export type Zoom = { scale: number; x: number; y: number };

const NONE: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_ZOOM = 4;
/** What a double tap or double click zooms to. */
export const TAP_ZOOM = 2.5;
const ZOOM_STEP = 1.5;
const DOUBLE_TAP_MS = 300;
/** A finger that moved less than this is a tap, not a drag. */
const TAP_SLOP_PX = 10;

type Box = { left: number; top: number; width: number; height: number };
type Point = { x: number; y: number };

/** A point on screen as an offset from the box's centre. */
function fromCentre(box: Box, clientX: number, clientY: number): Point {
  return { x: clientX - (box.left + box.width / 2), y: clientY - (box.top + box.height / 2) };
}

/** The shift kept within what the scaled picture covers, so an edge never comes inside the box. */
function clamp(zoom: Zoom, box: Box): Zoom {
  const scale = Math.min(Math.max(zoom.scale, 1), MAX_ZOOM);
  if (scale === 1) return NONE;
  const maxX = ((scale - 1) * box.width) / 2;
  const maxY = ((scale - 1) * box.height) / 2;
  return { scale, x: Math.min(Math.max(zoom.x, -maxX), maxX), y: Math.min(Math.max(zoom.y, -maxY), maxY) };
}

/** `zoom` scaled to `scale` with the picture's point under `at` staying where it is. */
function zoomAround(zoom: Zoom, scale: number, at: Point, box: Box): Zoom {
  const ratio = scale / zoom.scale;
  return clamp({ scale, x: at.x - (at.x - zoom.x) * ratio, y: at.y - (at.y - zoom.y) * ratio }, box);
}

type Spot = { clientX: number; clientY: number };
const distance = (a: Spot, b: Spot) => Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);

type Gesture =
  | { kind: 'pinch'; startDistance: number; start: Zoom }
  | { kind: 'touch'; from: Point; start: Zoom; moved: boolean }
  | null;

/**
 * Zoom for a picture shown full screen: pinch, or double tap (double click) to zoom in and out,
 * a drag to move about a zoomed picture, and the pointer to look about it with a mouse. A swipe
 * on a picture that is not zoomed calls `onSwipe`, to step to the next or previous one.
 */
export function usePictureZoom(onSwipe: (step: -1 | 1) => void) {
  const [zoom, setZoom] = useState<Zoom>(NONE);
  const gesture = useRef<Gesture>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const lastTouchEnd = useRef(-Infinity);

  const toggleAt = (box: Box, at: Point) =>
    setZoom((now) => (now.scale > 1 ? NONE : zoomAround(now, TAP_ZOOM, at, box)));

  /** A finger lifted without moving: a second one soon after on the same spot is a double tap. */
  function tap(box: Box, at: Point, time: number) {
    const last = lastTap.current;
    if (last && time - last.at < DOUBLE_TAP_MS && Math.hypot(at.x - last.point.x, at.y - last.point.y) < 30) {
      lastTap.current = null;
      toggleAt(box, at);
    } else {
      lastTap.current = { at: time, point: at };
    }
  }

  const handlers = {
    onTouchStart(event: TouchEvent<HTMLElement>) {
      const [a, b] = [event.touches[0], event.touches[1]];
      if (a && b) gesture.current = { kind: 'pinch', startDistance: distance(a, b), start: zoom };
      else if (a) gesture.current = { kind: 'touch', from: { x: a.clientX, y: a.clientY }, start: zoom, moved: false };
    },
    onTouchMove(event: TouchEvent<HTMLElement>) {
      const box = event.currentTarget.getBoundingClientRect();
      const current = gesture.current;
      const [a, b] = [event.touches[0], event.touches[1]];
      if (current?.kind === 'pinch' && a && b && current.startDistance > 0) {
        const scale = current.start.scale * (distance(a, b) / current.startDistance);
        setZoom(clamp({ ...current.start, scale }, box));
      } else if (current?.kind === 'touch' && a) {
        const dx = a.clientX - current.from.x;
        const dy = a.clientY - current.from.y;
        if (Math.hypot(dx, dy) > TAP_SLOP_PX) current.moved = true;
        if (current.start.scale > 1)
          setZoom(clamp({ ...current.start, x: current.start.x + dx, y: current.start.y + dy }, box));
      }
    },
    onTouchEnd(event: TouchEvent<HTMLElement>) {
      const current = gesture.current;
      const touch = event.changedTouches[0];
      // Lifting one finger of a pinch ends it; the other does not start a drag from where it is.
      gesture.current = null;
      lastTouchEnd.current = event.timeStamp;
      if (current?.kind !== 'touch' || !touch || event.touches.length > 0) return;
      const dx = touch.clientX - current.from.x;
      const dy = touch.clientY - current.from.y;
      const box = event.currentTarget.getBoundingClientRect();
      if (!current.moved && Math.hypot(dx, dy) <= TAP_SLOP_PX) {
        tap(box, fromCentre(box, touch.clientX, touch.clientY), event.timeStamp);
        return;
      }
      const step = current.start.scale === 1 ? swipeStep(dx, dy) : 0;
      if (step) onSwipe(step);
    },
    onTouchCancel() {
      gesture.current = null;
    },
    onDoubleClick(event: MouseEvent<HTMLElement>) {
      // Some phones also report a double tap as a double click: the taps already zoomed.
      if (event.timeStamp - lastTouchEnd.current < 1000) return;
      const box = event.currentTarget.getBoundingClientRect();
      toggleAt(box, fromCentre(box, event.clientX, event.clientY));
    },
    onMouseMove(event: MouseEvent<HTMLElement>) {
      if (zoom.scale === 1) return;
      // With a mouse, the zoomed picture follows the pointer: the part under it is in view.
      const box = event.currentTarget.getBoundingClientRect();
      const at = fromCentre(box, event.clientX, event.clientY);
      setZoom(clamp({ scale: zoom.scale, x: -at.x * (zoom.scale - 1), y: -at.y * (zoom.scale - 1) }, box));
    },
  };

  // The buttons zoom about the centre; the shift shrinks with the zoom, so it stays within bounds.
  const stepZoom = (factor: number) =>
    setZoom((now) => {
      const scale = Math.min(now.scale * factor, MAX_ZOOM);
      // Nearly whole is whole: two steps out of a double tap's zoom show the picture as it was.
      if (scale < 1.25) return NONE;
      const kept = now.scale > 1 ? (scale - 1) / (now.scale - 1) : 0;
      return { scale, x: now.x * kept, y: now.y * kept };
    });

  return {
    zoom,
    handlers,
    zoomIn: () => stepZoom(ZOOM_STEP),
    zoomOut: () => stepZoom(1 / ZOOM_STEP),
    reset: () => setZoom(NONE),
  };
}

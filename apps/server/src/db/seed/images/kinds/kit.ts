/**
 * Small drawing toolkit shared by the product drawings. Every drawing works in a 400x400 box
 * (object roughly within 40..360, floor at y≈345) and asks the kit for gradients, which it
 * collects as <defs> with ids unique to one drawing, so several drawings can share a document.
 */
import type { Palette } from '../../demo-types';

/** A gradient stop: a colour (evenly spaced) or [colour, offset 0..1, opacity]. */
export type Stop = string | readonly [string, number, number?];

export interface Kit {
  /** Palette colours: primary, secondary, accent. */
  p: string;
  s: string;
  a: string;
  /** Linear gradient along (x1,y1)->(x2,y2) in object-bounding-box units; returns `url(#id)`. */
  lin(stops: readonly Stop[], x1?: number, y1?: number, x2?: number, y2?: number): string;
  /** Radial gradient in object-bounding-box units; returns `url(#id)`. */
  rad(stops: readonly Stop[], cx?: number, cy?: number, r?: number, fx?: number, fy?: number): string;
  /** A glossy diagonal body gradient for a colour (light top-left to dark bottom-right). */
  gloss(color: string): string;
  /** A glossy cylinder gradient (left-right, highlight left of centre). */
  cyl(color: string): string;
  /** Polished metal (chrome) horizontal gradient. */
  metal(): string;
  /** Soft matte black rubber gradient. */
  rubber(): string;
  /** A radial overlay that adds roundness: a soft highlight and darker edges. */
  vol(): string;
  /** A clip path made of the given SVG shape elements; returns `url(#id)`. */
  clip(shapes: string): string;
  /** Gaussian blur filter; returns `url(#id)`. */
  blur(sd: number): string;
  /** A soft floor shadow under the object. */
  floor(rx: number, cx?: number, cy?: number, ry?: number): string;
  /** The collected <defs> content. */
  defs(): string;
}

const clamp = (n: number): number => Math.max(0, Math.min(255, Math.round(n)));

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mix colour a towards b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  const out = [r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t].map(clamp);
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** Relative luminance 0..1. */
export function luminance(c: string): number {
  const [r, g, b] = rgb(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function stopsXml(stops: readonly Stop[]): string {
  return stops
    .map((s, i) => {
      const [color, offset, opacity] = typeof s === 'string' ? [s, stops.length > 1 ? i / (stops.length - 1) : 0] : s;
      const op = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${+offset.toFixed(3)}" stop-color="${color}"${op}/>`;
    })
    .join('');
}

export function createKit(palette: Palette, prefix: string): Kit {
  const defs: string[] = [];
  const cache = new Map<string, string>();
  let n = 0;
  const add = (key: string, make: (id: string) => string): string => {
    const hit = cache.get(key);
    if (hit) return hit;
    const id = `${prefix}${(n++).toString(36)}`;
    defs.push(make(id));
    const url = `url(#${id})`;
    cache.set(key, url);
    return url;
  };
  const kit: Kit = {
    p: palette.primary,
    s: palette.secondary,
    a: palette.accent,
    lin: (stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
      add(`l${JSON.stringify(stops)}${x1},${y1},${x2},${y2}`, (id) => {
        return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`;
      }),
    rad: (stops, cx = 0.35, cy = 0.3, r = 0.8, fx = cx, fy = cy) =>
      add(`r${JSON.stringify(stops)}${cx},${cy},${r},${fx},${fy}`, (id) => {
        return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsXml(stops)}</radialGradient>`;
      }),
    gloss: (c) => kit.lin([lighten(c, 0.45), [c, 0.45], [darken(c, 0.45), 1]], 0.15, 0, 0.85, 1),
    cyl: (c) => kit.lin([darken(c, 0.35), [lighten(c, 0.5), 0.3], [c, 0.55], [darken(c, 0.5), 1]], 0, 0, 1, 0),
    metal: () =>
      kit.lin(['#6b7079', ['#f4f6f8', 0.28], ['#a9afb8', 0.5], ['#e3e6ea', 0.7], ['#5b6068', 1]], 0, 0, 1, 0),
    rubber: () => kit.lin(['#3a3b40', ['#1d1e22', 0.5], ['#0c0c0e', 1]], 0.2, 0, 0.8, 1),
    vol: () =>
      kit.rad(
        [
          ['#ffffff', 0, 0.4],
          ['#ffffff', 0.4, 0],
          ['#000000', 0.75, 0.08],
          ['#000000', 1, 0.4],
        ],
        0.38,
        0.32,
        0.75,
      ),
    clip: (shapes) => add(`c${shapes}`, (id) => `<clipPath id="${id}">${shapes}</clipPath>`),
    blur: (sd) =>
      add(`b${sd}`, (id) => {
        return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
      }),
    floor: (rx, cx = 200, cy = 345, ry = 12) =>
      `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity=".32" filter="${kit.blur(7)}"/>` +
      `<ellipse cx="${cx}" cy="${cy - 1}" rx="${rx * 0.7}" ry="${ry * 0.45}" fill="#000" opacity=".28" filter="${kit.blur(3)}"/>`,
    defs: () => defs.join(''),
  };
  return kit;
}

/** A drawing: returns SVG elements in the 400x400 box. */
export type Draw = (k: Kit) => string;

/** Each kind's drawing plus the point a close-up view zooms into. */
export interface KindArt {
  draw: Draw;
  focus?: readonly [number, number];
}

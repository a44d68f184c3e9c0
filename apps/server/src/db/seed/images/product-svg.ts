/**
 * Studio-style product illustrations: the kind's drawing on a soft gradient backdrop with a floor
 * shadow. `view` 0..3 gives four distinct gallery shots of the same product.
 */
import type { Palette, PartKind } from '../demo-types';
import { ART } from './kinds/index';
import { createKit, darken, lighten, luminance, mix } from './kinds/kit';

export interface ProductArt {
  /** <defs> content (gradients, clips, filters) with ids starting with the given prefix. */
  defs: string;
  /** The drawing, in a 400x400 coordinate box. */
  body: string;
  /** Where a close-up view zooms in. */
  focus: readonly [number, number];
}

/** The bare drawing of a kind in a 400x400 box, for nesting inside other images. */
export function productArt(kind: PartKind, palette: Palette, idPrefix = 'p'): ProductArt {
  const art = ART[kind];
  if (!art) throw new Error(`no drawing for kind ${kind}`);
  const kit = createKit(palette, idPrefix);
  const body = art.draw(kit);
  return { defs: kit.defs(), body, focus: art.focus ?? [200, 190] };
}

/** A light backdrop colour that keeps the palette's primary colour visible on it. */
export function backdropTint(palette: Palette, view = 0): string {
  const base =
    luminance(palette.primary) > 0.6 ? mix(palette.secondary, '#dfe6ee', 0.82) : lighten(palette.primary, 0.86);
  const tints = [
    base,
    mix(base, '#eef1f5', 0.6),
    mix(base, lighten(palette.accent, 0.8), 0.5),
    mix(base, '#f6efe6', 0.55),
  ];
  return tints[((view % 4) + 4) % 4] ?? base;
}

const VIEW_TRANSFORMS: Array<(f: readonly [number, number]) => string> = [
  () => 'translate(200 200) scale(0.98) translate(-200 -200)',
  () => 'translate(200 205) rotate(-8) scale(0.9) translate(-200 -200)',
  (f) => `translate(200 200) scale(1.6) translate(${-f[0]} ${-f[1]})`,
  () => 'translate(200 200) scale(-0.92 0.92) rotate(-4) translate(-200 -200)',
];

function frame(palette: Palette, v: number, size: number, defs: string, content: string): string {
  const tint = backdropTint(palette, v);
  const edge = darken(tint, 0.16);
  const cx = [0.5, 0.42, 0.55, 0.6][v];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">
<defs>
<radialGradient id="bg${v}" cx="${cx}" cy="0.38" r="0.85"><stop offset="0" stop-color="${lighten(tint, 0.6)}"/><stop offset="0.55" stop-color="${tint}"/><stop offset="1" stop-color="${edge}"/></radialGradient>
<linearGradient id="fl${v}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient>
${defs}
</defs>
<rect width="400" height="400" fill="url(#bg${v})"/>
<rect y="250" width="400" height="150" fill="url(#fl${v})"/>
${content}
</svg>`;
}

const viewOf = (view: number): number => ((Math.trunc(view) % 4) + 4) % 4;

/** The empty studio backdrop of a gallery view (what productSvg draws the product on). */
export function backdropSvg(palette: Palette, view: number, size = 800): string {
  return frame(palette, viewOf(view), size, '', '');
}

/** A square product image; `view` 0..3 picks one of four distinct gallery shots. */
export function productSvg(kind: PartKind, palette: Palette, view: number, size = 800): string {
  const v = viewOf(view);
  const art = productArt(kind, palette, `v${v}`);
  const transform = VIEW_TRANSFORMS[v]?.(art.focus) ?? '';
  return frame(palette, v, size, art.defs, `<g transform="${transform}">${art.body}</g>`);
}

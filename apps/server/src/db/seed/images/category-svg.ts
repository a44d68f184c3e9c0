/** Category tiles: the kind's drawing on a tinted 600x400 background. */
import type { Palette, PartKind } from '../demo-types';
import { darken, lighten, mix } from './kinds/kit';
import { backdropTint, productArt } from './product-svg';

export function categorySvg(kind: PartKind, palette: Palette): string {
  const art = productArt(kind, palette, 'c');
  const tint = backdropTint(palette, 0);
  const deep = mix(tint, palette.primary, 0.25);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<defs>
<linearGradient id="cbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(tint, 0.5)}"/><stop offset="0.6" stop-color="${tint}"/><stop offset="1" stop-color="${darken(deep, 0.08)}"/></linearGradient>
<radialGradient id="cglow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
${art.defs}
</defs>
<rect width="600" height="400" fill="url(#cbg)"/>
<circle cx="520" cy="60" r="120" fill="${deep}" opacity="0.35"/>
<circle cx="70" cy="360" r="90" fill="${deep}" opacity="0.25"/>
<ellipse cx="300" cy="200" rx="230" ry="190" fill="url(#cglow)"/>
<svg x="110" y="10" width="380" height="380" viewBox="0 0 400 400">${art.body}</svg>
</svg>`;
}

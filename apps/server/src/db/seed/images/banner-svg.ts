/**
 * Hero banner backgrounds (1600x640): a dark-to-colour gradient, speed lines and a road in
 * perspective, with the product drawn large on the right. No text: the page overlays it.
 */
import type { Palette, PartKind } from '../demo-types';
import { darken, lighten, luminance, mix } from './kinds/kit';
import { productArt } from './product-svg';

export function bannerSvg(kind: PartKind, palette: Palette, index: number): string {
  const art = productArt(kind, palette, 'b');
  const i = Math.abs(Math.trunc(index));
  // A light primary (white, chrome) makes a weak glow; lean on the accent then.
  const hue = luminance(palette.primary) > 0.6 ? palette.accent : palette.primary;
  const dark = darken(mix(palette.secondary, hue, 0.15), 0.55);
  const mid = darken(hue, 0.35);
  const glow = lighten(hue, 0.25);
  const tilt = [-12, -8, -16][i % 3] ?? -12;
  const lines: string[] = [];
  for (let n = 0; n < 14; n++) {
    const y = 60 + ((n * 97 + i * 53) % 520);
    const x = 80 + ((n * 211 + i * 131) % 700);
    const len = 180 + ((n * 67) % 260);
    const w = 1 + ((n * 5) % 4);
    lines.push(
      `<rect x="${x}" y="${y}" width="${len}" height="${w}" rx="${w / 2}" fill="url(#bl)" opacity="${(0.25 + ((n * 7) % 5) / 10).toFixed(2)}"/>`,
    );
  }
  const vx = 560 + (i % 3) * 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640">
<defs>
<linearGradient id="bbg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${dark}"/><stop offset="0.45" stop-color="${darken(dark, 0.2)}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<radialGradient id="bglow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${glow}" stop-opacity="0.75"/><stop offset="0.5" stop-color="${hue}" stop-opacity="0.25"/><stop offset="1" stop-color="${hue}" stop-opacity="0"/></radialGradient>
<linearGradient id="bl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="${lighten(hue, 0.6)}" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="broad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>
<linearGradient id="bshade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/></linearGradient>
${art.defs}
</defs>
<rect width="1600" height="640" fill="url(#bbg)"/>
<path d="M${vx} 430L1600 470L1600 640L0 640L0 560Z" fill="url(#broad)"/>
<path d="M${vx} 432L1600 520M${vx} 432L900 640" stroke="${lighten(hue, 0.5)}" stroke-opacity="0.35" stroke-width="3" fill="none"/>
<path d="M${vx} 432L1400 640" stroke="#fff" stroke-opacity="0.5" stroke-width="6" stroke-dasharray="40 34" fill="none"/>
<g transform="rotate(${tilt} 800 320)">${lines.join('')}</g>
<ellipse cx="1190" cy="330" rx="420" ry="300" fill="url(#bglow)"/>
<rect width="1600" height="640" fill="url(#bshade)"/>
<svg x="900" y="20" width="600" height="600" viewBox="0 0 400 400">${art.body}</svg>
</svg>`;
}

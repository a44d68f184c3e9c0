/** Brand logo tiles: an emblem plus a bold wordmark on the brand's colours. */
import { darken, lighten, luminance, mix } from './kinds/kit';

const FONT = 'Arial Black, Helvetica, Arial, sans-serif';

/** Escape text for use inside SVG/XML content or attributes. */
export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

function hash(s: string): number {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** Simple emblems centred on (0,0), about 60px across. */
type Emblem = (fg: string, bg: string) => string;

const SHIELD: Emblem = (fg, bg) =>
  `<path d="M0 -30L26 -20V4C26 18 14 28 0 34C-14 28 -26 18 -26 4V-20Z" fill="${fg}"/><path d="M-12 -4L0 -16L12 -4L0 14Z" fill="${bg}"/>`;

const EMBLEMS: readonly Emblem[] = [
  SHIELD,
  (fg, bg) =>
    `<circle r="30" fill="${fg}"/><circle r="20" fill="${bg}"/><path d="M-6 -28L10 -2H-2L6 28L-12 0H0Z" fill="${fg}"/>`,
  (fg) =>
    `<path d="M-32 10L-6 -26H8L-18 10Z M-8 10L18 -26H32L6 10Z" fill="${fg}"/><rect x="-32" y="16" width="64" height="8" fill="${fg}"/>`,
  (fg, bg) => `<path d="M0 -32L28 -16V16L0 32L-28 16V-16Z" fill="${fg}"/><circle r="11" fill="${bg}"/>`,
  (fg) =>
    `<path d="M-34 -6C-20 -28 0 -30 0 -30C0 -30 20 -28 34 -6C20 -12 8 -10 0 0C-8 -10 -20 -12 -34 -6Z M-24 6C-14 -4 -4 -2 0 8C4 -2 14 -4 24 6C14 8 6 14 0 28C-6 14 -14 8 -24 6Z" fill="${fg}"/>`,
  (fg, bg) =>
    `<rect x="-28" y="-28" width="56" height="56" rx="12" transform="rotate(45)" fill="${fg}"/><path d="M-14 -2H14V6H-14Z" fill="${bg}"/>`,
];

export function brandSvg(name: string, colors: readonly [string, string]): string {
  const [bg, fg] = colors;
  const text = name.trim().toUpperCase();
  const h = hash(name);
  const emblem = EMBLEMS[h % EMBLEMS.length] ?? SHIELD;
  // Long names with a space go on two lines; a bold sans capital is ~0.7em wide.
  const cut = text.length > 10 ? text.lastIndexOf(' ', Math.ceil(text.length / 2) + 2) : -1;
  const rows = cut > 0 ? [text.slice(0, cut), text.slice(cut + 1)] : [text];
  const longest = Math.max(...rows.map((r) => r.length), 1);
  const spacing = 1.5;
  const fontSize = Math.max(16, Math.min(58, 262 / (longest * (0.7 + spacing / 40)), rows.length > 1 ? 46 : 58));
  const lineH = fontSize * 1.05;
  const top = 100 - ((rows.length - 1) * lineH) / 2;
  const glow = luminance(bg) > 0.5 ? darken(bg, 0.08) : lighten(bg, 0.08);
  const rule = mix(fg, bg, 0.45);
  const tspans = rows
    .map((r, i) => `<tspan x="122" y="${(top + i * lineH).toFixed(1)}">${escapeXml(r)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
<defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
<rect width="400" height="200" fill="url(#g)"/>
<g transform="translate(70 100)">${emblem(fg, bg)}</g>
<text dominant-baseline="central" font-family="${FONT}" font-weight="900" font-size="${fontSize.toFixed(1)}" letter-spacing="${spacing}" fill="${fg}">${tspans}</text>
<rect x="124" y="${(top + (rows.length - 1) * lineH + fontSize * 0.62).toFixed(1)}" width="${Math.min(250, longest * fontSize * 0.5).toFixed(1)}" height="4" fill="${rule}"/>
</svg>`;
}

/** Accessories: mirror, luggage, phone mount, cover, grips, levers, seat cover. */
import { darken, lighten, mix, type KindArt, type Kit } from './kit';

const mirror = (k: Kit): string => `${k.floor(90, 230, 336)}
  <path d="M200 182C196 230 216 270 232 300" fill="none" stroke="#3e4349" stroke-width="16" stroke-linecap="round"/>
  <path d="M200 182C196 230 216 270 232 300" fill="none" stroke="${k.metal()}" stroke-width="11" stroke-linecap="round"/>
  <circle cx="200" cy="186" r="14" fill="${k.gloss(k.s)}"/>
  <path d="M218 296L246 296L250 312L214 312Z" fill="${k.metal()}" stroke="#5b6068"/>
  <rect x="222" y="312" width="20" height="26" fill="${k.metal()}"/><path d="M222 318H242M222 325H242M222 332H242" stroke="#5b6068" stroke-width="2"/>
  <path d="M70 118C70 82 120 68 204 70C288 72 336 90 336 124C336 164 300 186 204 186C112 186 70 158 70 118Z" fill="${k.gloss(k.p)}"/>
  <path d="M84 120C84 92 126 82 204 84C280 86 322 100 322 126C322 156 292 172 204 172C122 172 84 150 84 120Z" fill="${k.lin(['#e8f4ff', ['#9cc6ee', 0.45], ['#4d7aa6', 0.75], ['#6b7f63', 0.76], ['#3f4a3a', 1]], 0, 0, 0.2, 1)}"/>
  <path d="M100 150L150 90L190 88L130 164Z" fill="#fff" opacity=".45"/><path d="M200 168L250 88L262 88L214 170Z" fill="#fff" opacity=".3"/>
  <path d="M84 120C84 92 126 82 204 84C280 86 322 100 322 126" fill="none" stroke="${darken(k.p, 0.4)}" stroke-width="2"/>`;

const saddleBag = (k: Kit): string => `${k.floor(140, 210, 330)}
  <path d="M270 122L318 100L318 296L270 322Z" fill="${k.lin([darken(k.p, 0.25), darken(k.p, 0.55)], 0, 0, 1, 0)}"/>
  <path d="M280 184L308 170L308 258L280 274Z" fill="${darken(k.p, 0.45)}" stroke="${darken(k.p, 0.65)}"/>
  <rect x="88" y="118" width="184" height="206" rx="20" fill="${k.gloss(k.p)}"/>
  <path d="M92 104L136 84L318 84L290 104Z" fill="${k.lin([lighten(k.s, 0.3), k.s])}"/>
  <path d="M84 112C84 104 92 100 100 100L286 100C296 100 302 106 302 114L300 98L318 84L318 150L292 164C290 176 284 182 272 182L100 182C90 182 84 176 84 166Z" fill="${k.gloss(k.s)}"/>
  <path d="M86 180H286" stroke="${k.a}" stroke-width="4"/>
  <path d="M170 86C170 64 230 64 230 86" fill="none" stroke="#1b1b1f" stroke-width="8" stroke-linecap="round"/>
  <g fill="${darken(k.s, 0.2)}"><rect x="122" y="100" width="24" height="138" rx="4"/><rect x="214" y="100" width="24" height="138" rx="4"/></g>
  <g fill="${k.metal()}" stroke="#5b6068"><rect x="118" y="222" width="32" height="26" rx="5"/><rect x="210" y="222" width="32" height="26" rx="5"/></g>
  <g fill="#2a2b2f"><rect x="126" y="230" width="16" height="10" rx="2"/><rect x="218" y="230" width="16" height="10" rx="2"/></g>
  <path d="M98 200V310M262 200V310" stroke="${darken(k.p, 0.4)}" stroke-width="2" stroke-dasharray="5 4"/>
  <rect x="88" y="118" width="184" height="206" rx="20" fill="${k.lin(
    [
      ['#fff', 0, 0.15],
      ['#fff', 0.4, 0],
      ['#000', 1, 0.25],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;

const tankBag = (k: Kit): string => `${k.floor(150, 200, 326)}
  <path d="M70 250C70 222 90 206 120 204L280 204C310 206 330 222 330 250L330 290C330 304 320 312 306 312L94 312C80 312 70 304 70 290Z" fill="${k.gloss(k.p)}"/>
  <rect x="72" y="262" width="256" height="16" fill="${k.a}"/><path d="M72 270H328" stroke="${darken(k.a, 0.5)}" stroke-width="2" stroke-dasharray="4 3"/>
  <path d="M118 206L284 206L306 140C306 128 296 122 284 122L118 122C106 122 96 128 96 140Z" fill="${k.lin([lighten(k.s, 0.25), k.s])}"/>
  <path d="M136 196L266 196L282 140L122 140Z" fill="${k.lin(['#cfe8f6', '#7fb2d8'])}"/>
  <g stroke="#fff" stroke-width="3" fill="none" opacity=".9"><path d="M128 170L276 162M200 142L196 196M150 196L170 140"/></g>
  <path d="M150 190C180 176 190 160 230 158C250 156 260 150 270 144" stroke="${k.a}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M230 150c-6 0-10 4-10 9c0 7 10 15 10 15s10-8 10-15c0-5-4-9-10-9Z" fill="#e23b2e"/>
  <path d="M136 196L266 196L282 140L122 140Z" fill="${k.lin(
    [
      ['#fff', 0, 0.45],
      ['#fff', 0.5, 0],
      ['#fff', 1, 0.1],
    ],
    0,
    0,
    1,
    1,
  )}" stroke="${darken(k.s, 0.5)}" stroke-width="3"/>
  <path d="M170 122C170 100 230 100 230 122" fill="none" stroke="#1b1b1f" stroke-width="8" stroke-linecap="round"/>
  <path d="M94 216C150 212 250 212 306 216" stroke="#ddd" stroke-width="2" stroke-dasharray="6 4" fill="none" opacity=".7"/>
  <g fill="${k.rubber()}"><rect x="50" y="280" width="26" height="14" rx="4"/><rect x="324" y="280" width="26" height="14" rx="4"/></g>`;

const phoneMount = (k: Kit): string => `${k.floor(150, 200, 346)}
  <rect x="30" y="296" width="340" height="30" rx="15" fill="${k.lin(['#5b6068', '#1b1c20'])}"/>
  <rect x="180" y="282" width="40" height="56" rx="10" fill="${k.gloss(k.p)}"/>
  <rect x="192" y="232" width="16" height="56" fill="${k.cyl(k.s)}"/><circle cx="200" cy="236" r="16" fill="${k.gloss(k.s)}"/>
  <g stroke="${k.gloss(k.p)}" stroke-width="16" stroke-linecap="round"><path d="M200 160L126 70M200 160L274 70M200 160L126 250M200 160L274 250"/></g>
  <rect x="136" y="62" width="128" height="200" rx="18" fill="#111215"/>
  <rect x="144" y="72" width="112" height="180" rx="10" fill="${k.lin(['#cfe3d4', '#a8c9e0'], 0, 0, 1, 1)}"/>
  <g stroke="#fff" stroke-width="5" fill="none"><path d="M144 120L256 150M190 72L170 252M144 210L256 196"/></g>
  <path d="M176 236C180 200 200 190 220 170C236 154 230 120 214 100" stroke="${k.a}" stroke-width="6" fill="none" stroke-linecap="round"/>
  <circle cx="176" cy="236" r="7" fill="#1f6feb" stroke="#fff" stroke-width="3"/>
  <g fill="${k.rubber()}"><rect x="118" y="54" width="30" height="24" rx="8"/><rect x="252" y="54" width="30" height="24" rx="8"/><rect x="118" y="246" width="30" height="24" rx="8"/><rect x="252" y="246" width="30" height="24" rx="8"/></g>
  <path d="M150 80L230 80L150 200Z" fill="#fff" opacity=".12"/>`;

const bikeCover = (k: Kit): string => {
  const d =
    'M36 300C36 256 44 214 62 196C76 182 100 178 124 184C150 190 172 178 190 156C208 136 232 118 262 108L282 92C294 86 306 94 300 108C322 124 340 152 350 190C358 226 364 262 364 300Z';
  return `${k.floor(175, 200, 338, 8)}
  <g fill="none" stroke="#141416" stroke-width="14"><circle cx="100" cy="300" r="36"/><circle cx="304" cy="300" r="36"/></g>
  <g fill="none" stroke="${k.metal()}" stroke-width="4"><circle cx="100" cy="300" r="26"/><circle cx="304" cy="300" r="26"/></g>
  <path d="${d}" fill="${k.lin([lighten(k.p, 0.35), k.p, darken(k.p, 0.35)], 0, 0, 0.3, 1)}"/>
  <g fill="none" stroke-linecap="round"><path d="M110 190C130 230 128 270 118 300M196 160C206 200 214 250 206 300M280 120C300 190 306 250 298 300" stroke="#fff" stroke-width="9" opacity=".22"/>
  <path d="M126 196C146 236 144 272 134 300M214 150C226 204 232 250 224 300M302 120C320 196 324 250 318 300" stroke="#000" stroke-width="8" opacity=".16"/></g>
  <path d="M50 250C140 232 260 232 356 246" stroke="${k.metal()}" stroke-width="8" fill="none"/>
  <path d="M36 292Q50 302 64 292T92 292T120 292T148 292T176 292T204 292T232 292T260 292T288 292T316 292T344 292T364 292L364 300L36 300Z" fill="${darken(k.p, 0.45)}"/>
  <circle cx="96" cy="282" r="7" fill="${k.metal()}" stroke="#333" stroke-width="2"/>
  <path d="${d}" fill="${k.rad(
    [
      ['#fff', 0, 0.35],
      ['#fff', 0.5, 0],
      ['#000', 1, 0.2],
    ],
    0.45,
    0.15,
    0.9,
  )}"/>`;
};

const grips = (k: Kit): string => {
  const grip = (t: string): string => {
    const dots: string[] = [];
    for (let x = 122; x < 268; x += 18) for (const y of [190, 208]) dots.push(`M${x} ${y}l7 -7l7 7l-7 7Z`);
    return `<g transform="${t}"><rect x="100" y="170" width="176" height="54" rx="22" fill="${k.lin(['#4a4c52', ['#1b1c20', 0.55], ['#0a0a0c', 1]])}"/>
  <path d="${dots.join('')}" fill="${k.gloss(k.p)}"/>
  <rect x="100" y="174" width="176" height="10" rx="5" fill="#fff" opacity=".12"/>
  <ellipse cx="280" cy="197" rx="14" ry="40" fill="${k.gloss(k.p)}"/><ellipse cx="284" cy="197" rx="8" ry="26" fill="${darken(k.p, 0.5)}"/>
  <ellipse cx="100" cy="197" rx="12" ry="28" fill="${k.metal()}"/><ellipse cx="96" cy="197" rx="6" ry="16" fill="${k.a}"/></g>`;
  };
  return `${k.floor(150, 200, 320, 12)}${grip('rotate(-18 200 200) translate(20 -60)')}${grip('rotate(-18 200 200) translate(-20 60)')}`;
};

const levers = (k: Kit): string => {
  const lever = (t: string): string => `<g transform="${t}">
  <path d="M120 150C180 160 260 170 330 200L336 214C326 222 316 220 310 216C250 190 180 180 118 176Z" fill="${k.gloss(k.p)}" stroke="${darken(k.p, 0.5)}"/>
  <g fill="${darken(k.p, 0.6)}"><rect x="170" y="164" width="40" height="7" rx="3.5" transform="rotate(8 190 167)"/><rect x="224" y="172" width="40" height="7" rx="3.5" transform="rotate(13 244 175)"/></g>
  <path d="M300 206L336 214" stroke="${k.metal()}" stroke-width="3"/>
  <path d="M60 130L130 130C140 130 146 140 146 150L146 180C146 190 140 196 130 196L70 196C60 196 54 188 54 178L54 140C54 134 56 130 60 130Z" fill="${k.gloss(k.s)}"/>
  <circle cx="118" cy="163" r="9" fill="${k.metal()}"/>
  <rect x="80" y="190" width="36" height="30" rx="6" fill="${k.cyl(k.a)}"/>
  <path d="M86 192V218M94 192V218M102 192V218M110 192V218" stroke="${darken(k.a, 0.4)}" stroke-width="2"/></g>`;
  return `${k.floor(150, 200, 330, 10)}${lever('translate(0 -44)')}${lever('translate(400 84) scale(-1 1)')}`;
};

const seatCover = (k: Kit): string => {
  const d =
    'M52 200C56 176 80 168 110 168L160 170C176 172 184 182 194 196C220 204 270 206 320 200C346 198 358 210 352 228L344 246L60 246C50 236 48 216 52 200Z';
  const c = mix(k.p, k.s, 0.25);
  const lines: string[] = [];
  for (let x = -60; x < 400; x += 22) lines.push(`M${x} 150L${x + 100} 260M${x + 100} 150L${x} 260`);
  return `${k.floor(160, 200, 288, 10)}<g transform="translate(200 215) scale(1.12) translate(-200 -215)">
  <path d="M60 246L344 246L330 266L76 266Z" fill="${k.rubber()}"/>
  <path d="${d}" fill="${k.lin([lighten(c, 0.3), c, darken(c, 0.4)])}"/>
  <g clip-path="${k.clip(`<path d="${d}"/>`)}"><path d="${lines.join('')}" stroke="${k.a}" stroke-width="1.6" stroke-dasharray="4 3" opacity=".85"/>
  <rect x="40" y="226" width="330" height="22" fill="${darken(c, 0.3)}"/></g>
  <path d="${d}" fill="${k.lin([
    ['#fff', 0, 0.35],
    ['#fff', 0.35, 0],
    ['#000', 1, 0.2],
  ])}"/>
  <path d="M52 202C56 176 80 170 110 170L160 172C176 174 184 184 194 198C220 206 270 208 320 202C346 200 358 212 352 228" fill="none" stroke="${k.a}" stroke-width="4"/>
  <path d="M60 226H350" stroke="${lighten(c, 0.3)}" stroke-width="1.5" stroke-dasharray="4 3"/></g>`;
};

export const accessoriesArt = {
  mirror: { draw: mirror, focus: [200, 130] },
  'saddle-bag': { draw: saddleBag, focus: [180, 160] },
  'tank-bag': { draw: tankBag, focus: [200, 180] },
  'phone-mount': { draw: phoneMount, focus: [200, 170] },
  'bike-cover': { draw: bikeCover, focus: [200, 220] },
  'handlebar-grips': { draw: grips, focus: [200, 200] },
  levers: { draw: levers, focus: [120, 150] },
  'seat-cover': { draw: seatCover, focus: [220, 210] },
} satisfies Record<string, KindArt>;

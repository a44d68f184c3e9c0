/** Helmets (side views, facing right) and the visor. */
import { darken, lighten, mix, type KindArt, type Kit } from './kit';

const FULL_SHELL =
  'M96 272C70 200 110 88 215 80C290 76 336 120 344 176L356 256C360 290 338 314 306 316C240 320 175 306 130 300C110 297 100 288 96 272Z';

/** Shell with stripe, volume shading and highlight; `stripe` is clipped to the shell. */
function shell(k: Kit, d: string, stripe: string): string {
  const clip = k.clip(`<path d="${d}"/>`);
  return `<path d="${d}" fill="${k.gloss(k.p)}" stroke="${darken(k.p, 0.55)}" stroke-width="1.5"/>
  <g clip-path="${clip}">${stripe}
  <path d="M60 300C140 290 240 300 360 318L360 360L60 360Z" fill="${k.s}"/>
  <path d="M60 292C140 282 240 292 360 310" fill="none" stroke="${lighten(k.s, 0.35)}" stroke-width="2" opacity=".6"/></g>
  <path d="${d}" fill="${k.vol()}"/>
  <ellipse cx="175" cy="128" rx="62" ry="24" transform="rotate(-24 175 128)" fill="${k.rad(
    [
      ['#fff', 0, 0.75],
      ['#fff', 1, 0],
    ],
    0.5,
    0.5,
    0.5,
  )}"/>`;
}

function smoke(k: Kit): string {
  return k.lin(['#5d6d84', ['#1c2432', 0.45], ['#0b0f16', 0.8], [mix(k.a, '#203040', 0.5), 1]], 0, 0, 0.4, 1);
}

function visorShine(): string {
  return `<path d="M232 170C262 156 300 152 330 158L332 166C300 162 266 166 240 180Z" fill="#fff" opacity=".55"/>
  <path d="M236 196C280 186 318 186 338 190L338 196C312 194 280 196 244 206Z" fill="#fff" opacity=".18"/>`;
}

const stripeSweep = (k: Kit): string =>
  `<path d="M40 230C140 150 220 118 370 112L370 134C240 138 160 178 40 262Z" fill="${k.a}"/>
  <path d="M40 272C140 190 220 150 370 146L370 154C230 160 150 200 40 284Z" fill="${k.s}" opacity=".85"/>`;

const fullFace = (k: Kit): string => `${k.floor(140, 222, 316)}
  ${shell(k, FULL_SHELL, stripeSweep(k))}
  <path d="M204 160C240 138 310 132 348 148L354 224C310 234 250 236 218 228C202 212 198 184 204 160Z" fill="${smoke(k)}" stroke="${k.s}" stroke-width="4"/>
  <path d="M222 232C260 240 310 238 352 230" stroke="${darken(k.p, 0.5)}" stroke-width="2" fill="none" opacity=".6"/>
  ${visorShine()}
  <circle cx="212" cy="196" r="13" fill="${k.s}"/><circle cx="212" cy="196" r="6" fill="${k.metal()}"/>
  <g fill="${k.s}"><rect x="326" y="252" width="22" height="6" rx="3" transform="rotate(-12 337 255)"/>
  <rect x="324" y="266" width="24" height="6" rx="3" transform="rotate(-12 336 269)"/>
  <rect x="322" y="280" width="24" height="6" rx="3" transform="rotate(-12 334 283)"/>
  <path d="M236 84C252 78 272 78 286 84L282 96C268 92 252 92 240 96Z"/><path d="M104 150L126 126L134 132L114 168Z"/></g>`;

const MOD_SHELL =
  'M96 272C72 200 108 90 212 80C286 74 332 120 340 176L348 250C352 290 334 314 302 316C240 320 175 306 130 300C110 297 100 288 96 272Z';

const modular = (k: Kit): string => `${k.floor(140, 222, 316)}
  ${shell(k, MOD_SHELL, `<path d="M40 200C140 130 240 104 370 100L370 108C240 114 140 142 40 212Z" fill="${k.a}"/><path d="M40 214C140 146 240 120 370 118L370 124C240 130 140 156 40 224Z" fill="${k.s}"/>`)}
  <path d="M208 300C200 262 200 232 212 212C200 186 206 160 222 148C262 134 312 134 344 146" fill="none" stroke="${darken(k.p, 0.6)}" stroke-width="3"/>
  <path d="M214 166C244 146 300 140 340 152L344 216C300 224 250 228 226 222C212 208 208 186 214 166Z" fill="#bcd6ee" opacity=".35" stroke="${k.s}" stroke-width="4"/>
  <path d="M222 170C252 154 300 150 338 158L340 186C300 190 258 192 228 196Z" fill="${smoke(k)}" opacity=".9"/>
  ${visorShine()}
  <circle cx="214" cy="232" r="19" fill="${k.s}"/><circle cx="214" cy="232" r="11" fill="${k.metal()}"/><circle cx="214" cy="232" r="4" fill="${k.s}"/>
  <rect x="300" y="296" width="30" height="10" rx="4" fill="${k.a}" stroke="${k.s}" stroke-width="2"/>
  <g fill="${k.s}"><rect x="322" y="240" width="18" height="6" rx="3"/><rect x="322" y="254" width="18" height="6" rx="3"/></g>`;

const OPEN_SHELL =
  'M100 272C72 200 110 88 215 80C290 76 330 120 334 175L330 182C300 184 272 196 262 222L258 296C220 304 160 300 130 296C112 293 102 285 100 272Z';

const openFace = (k: Kit): string => `${k.floor(125, 205, 306)}
  <path d="M334 176C300 180 272 196 262 222L258 296L272 298L276 228C286 204 306 194 334 190Z" fill="#2a2a2e"/>
  <path d="M268 222C276 204 300 192 330 188" stroke="#55565c" stroke-width="3" fill="none"/>
  ${shell(k, OPEN_SHELL, `<path d="M40 170C140 112 230 96 370 104L370 118C230 112 140 130 40 186Z" fill="${k.a}"/><path d="M180 82L230 80L210 300L170 300Z" fill="${k.s}" opacity=".9"/>`)}
  <path d="M318 150C352 170 362 246 330 304L304 304C330 250 328 198 300 170Z" fill="#cfe6f7" opacity=".35" stroke="#fff" stroke-width="2" stroke-opacity=".8"/>
  <path d="M330 178C346 200 350 240 340 270" stroke="#fff" stroke-width="4" fill="none" opacity=".7" stroke-linecap="round"/>
  <g fill="${k.metal()}" stroke="${k.s}" stroke-width="1.5"><circle cx="296" cy="150" r="5"/><circle cx="262" cy="132" r="5"/><circle cx="230" cy="128" r="5"/></g>
  <path d="M258 292L268 334L278 332L270 292Z" fill="#1a1a1c"/><rect x="262" y="322" width="18" height="12" rx="5" fill="none" stroke="${k.metal()}" stroke-width="3"/>`;

const OFF_SHELL =
  'M96 270C70 200 108 92 205 82C262 78 302 98 318 130L330 176C342 204 362 240 372 280C362 302 332 312 300 312C240 316 175 306 130 300C110 297 100 288 96 270Z';

const offroad = (k: Kit): string => `${k.floor(145, 230, 314)}
  ${shell(k, OFF_SHELL, `<path d="M40 250L200 150L230 150L60 280Z" fill="${k.a}"/><path d="M40 290L220 180L236 192L60 310Z" fill="${k.s}"/>`)}
  <path d="M228 160L322 158C332 176 332 200 322 214L234 216C222 200 220 178 228 160Z" fill="#101114"/>
  <path d="M226 168C180 160 122 172 92 190L96 214C130 196 180 190 230 206Z" fill="${k.a}" stroke="${darken(k.a, 0.4)}"/>
  <path d="M100 196C140 184 180 180 220 186" stroke="${k.s}" stroke-width="4" stroke-dasharray="10 8" fill="none"/>
  <rect x="228" y="164" width="96" height="46" rx="16" fill="${k.s}"/>
  <rect x="236" y="170" width="82" height="34" rx="12" fill="${k.lin([lighten(k.a, 0.2), mix(k.a, '#7b2ff7', 0.5), '#1b3a8c'], 0, 0, 1, 1)}"/>
  <path d="M244 176L300 174L290 184L246 190Z" fill="#fff" opacity=".45"/>
  <path d="M206 90C266 80 330 94 390 126L378 148C330 136 284 138 252 152C232 134 216 114 206 90Z" fill="${k.gloss(k.s)}"/>
  <path d="M226 100C272 94 326 106 382 134L380 140C326 116 274 108 230 108Z" fill="${k.a}"/>
  <path d="M300 232L356 246L366 280L316 282Z" fill="${darken(k.s, 0.2)}"/>
  <g stroke="${lighten(k.s, 0.3)}" stroke-width="3"><path d="M318 250L330 280"/><path d="M332 254L342 280"/><path d="M346 258L354 280"/></g>`;

const visor = (k: Kit): string => {
  const d = 'M62 165C110 118 290 118 338 165L330 258C280 232 120 232 70 258Z';
  return `${k.floor(150, 200, 300)}
  <path d="${d}" fill="${k.lin([lighten(k.a, 0.35), mix(k.a, k.p, 0.5), darken(k.p, 0.3), k.s], 0, 0, 1, 1)}" opacity=".92" stroke="${darken(k.s, 0.3)}" stroke-width="4"/>
  <path d="${d}" fill="${k.lin(
    [
      ['#fff', 0, 0.5],
      ['#fff', 0.35, 0],
      ['#000', 1, 0.35],
    ],
    0,
    0,
    0,
    1,
  )}"/>
  <path d="M96 160C150 130 200 126 240 130L150 226C120 228 96 234 78 240Z" fill="#fff" opacity=".22"/>
  <path d="M250 132C270 134 290 140 300 146L214 226L196 226Z" fill="#fff" opacity=".16"/>
  <g fill="${k.gloss('#2a2c31')}"><rect x="46" y="176" width="34" height="70" rx="14"/><rect x="320" y="176" width="34" height="70" rx="14"/></g>
  <g fill="${k.metal()}"><circle cx="63" cy="211" r="8"/><circle cx="337" cy="211" r="8"/></g>
  <path d="M96 246L118 238L124 262L104 268Z" fill="${k.s}"/>`;
};

export const helmetArt = {
  'helmet-full-face': { draw: fullFace, focus: [270, 190] },
  'helmet-modular': { draw: modular, focus: [260, 210] },
  'helmet-open-face': { draw: openFace, focus: [270, 200] },
  'helmet-offroad': { draw: offroad, focus: [290, 170] },
  visor: { draw: visor, focus: [200, 190] },
} satisfies Record<string, KindArt>;

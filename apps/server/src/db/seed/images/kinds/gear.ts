/** Riding gear: jacket, pants, gloves, boots, knee guard, balaclava, rain suit. */
import { darken, lighten, mix, type KindArt, type Kit } from './kit';

const BODY = 'M132 104C150 96 168 90 176 86L224 86C232 90 250 96 268 104L274 318C230 326 170 326 126 318Z';
const SLEEVE_L = 'M134 104C108 110 96 130 92 156L76 292L114 300L130 178Z';
const SLEEVE_R = 'M266 104C292 110 304 130 308 156L324 292L286 300L270 178Z';

/** A jacket torso with sleeves, collar, cuffs and hem; `extra` is clipped to the body. */
function garment(k: Kit, fill: string, extra: string): string {
  const trim = k.gloss(k.s);
  const clip = k.clip(`<path d="${BODY}"/><path d="${SLEEVE_L}"/><path d="${SLEEVE_R}"/>`);
  return `<path d="${SLEEVE_L}" fill="${fill}"/><path d="${SLEEVE_R}" fill="${fill}"/><path d="${BODY}" fill="${fill}"/>
  <g clip-path="${clip}">${extra}<rect x="100" y="304" width="200" height="30" fill="${trim}"/></g>
  <path d="${SLEEVE_L}" fill="${k.lin(
    [
      ['#000', 0, 0.25],
      ['#000', 0.5, 0],
      ['#fff', 1, 0.12],
    ],
    0,
    0,
    1,
    0,
  )}"/>
  <path d="${SLEEVE_R}" fill="${k.lin(
    [
      ['#fff', 0, 0.12],
      ['#000', 0.5, 0],
      ['#000', 1, 0.3],
    ],
    0,
    0,
    1,
    0,
  )}"/>
  <path d="${BODY}" fill="${k.lin(
    [
      ['#000', 0, 0.2],
      ['#fff', 0.35, 0.12],
      ['#000', 1, 0.25],
    ],
    0,
    0,
    1,
    0,
  )}"/>
  <path d="M76 292L114 300L111 316L73 308Z M324 292L286 300L289 316L327 308Z" fill="${trim}"/>
  <g stroke="${darken(k.p, 0.45)}" stroke-width="1.2" fill="none" opacity=".7"><path d="${BODY}"/><path d="${SLEEVE_L}"/><path d="${SLEEVE_R}"/></g>`;
}

const jacket = (k: Kit): string => `${k.floor(130, 200, 340)}
  ${garment(
    k,
    k.gloss(k.p),
    `<path d="M120 150L206 196L206 214L120 170Z M280 150L206 196L206 214L280 170Z" fill="${k.a}"/>
  <path d="M126 200L160 196L158 310L124 312Z M274 200L240 196L242 310L276 312Z" fill="${k.s}" opacity=".85"/>
  <path d="M90 200L118 204L112 250L84 246Z M310 200L282 204L288 250L316 246Z" fill="${k.s}"/>
  <path d="M96 130L104 150L84 288L78 286Z M304 130L296 150L316 288L322 286Z" fill="${k.a}"/>`,
  )}
  <path d="M170 84L230 84L240 106C216 118 184 118 160 106Z" fill="${k.gloss(k.s)}"/>
  <path d="M206 106L206 318" stroke="#222" stroke-width="5"/><path d="M206 106L206 318" stroke="${k.metal()}" stroke-width="3" stroke-dasharray="2 2"/>
  <rect x="201" y="112" width="10" height="16" rx="3" fill="${k.metal()}"/>
  <g fill="${k.gloss(k.s)}"><ellipse cx="116" cy="138" rx="18" ry="30" transform="rotate(18 116 138)"/><ellipse cx="284" cy="138" rx="18" ry="30" transform="rotate(-18 284 138)"/></g>
  <g stroke="${lighten(k.s, 0.35)}" stroke-width="2"><path d="M106 128L124 134M104 140L122 146M102 152L120 158"/><path d="M294 128L276 134M296 140L278 146M298 152L280 158"/></g>
  <path d="M150 262L176 252M250 262L226 252" stroke="#111" stroke-width="3" stroke-linecap="round"/>`;

const pants = (k: Kit): string => {
  const l = 'M136 78L202 78L202 128L192 334L142 334L128 160Z';
  const r = 'M264 78L198 78L198 128L208 334L258 334L272 160Z';
  const knee = (x: number): string => `<ellipse cx="${x}" cy="214" rx="22" ry="32" fill="${k.gloss(k.s)}"/>
  <path d="M${x - 14} 204H${x + 14}M${x - 16} 216H${x + 16}M${x - 14} 228H${x + 14}" stroke="${k.a}" stroke-width="3"/>`;
  return `${k.floor(100, 200, 340)}
  <path d="${l}" fill="${k.gloss(k.p)}"/><path d="${r}" fill="${k.gloss(darken(k.p, 0.08))}"/>
  <path d="${l}" fill="${k.lin(
    [
      ['#000', 0, 0.3],
      ['#fff', 0.4, 0.1],
      ['#000', 1, 0.2],
    ],
    0,
    0,
    1,
    0,
  )}"/>
  <path d="${r}" fill="${k.lin(
    [
      ['#000', 0, 0.2],
      ['#fff', 0.5, 0.08],
      ['#000', 1, 0.35],
    ],
    0,
    0,
    1,
    0,
  )}"/>
  <path d="M134 84L144 330M266 84L256 330" stroke="${k.a}" stroke-width="7"/>
  <path d="M142 314L192 316L192 334L142 334Z M258 314L208 316L208 334L258 334Z" fill="${k.gloss(k.s)}"/>
  <rect x="132" y="62" width="136" height="22" rx="6" fill="${k.gloss(k.s)}"/>
  <g fill="${darken(k.s, 0.2)}"><rect x="150" y="60" width="8" height="28" rx="3"/><rect x="242" y="60" width="8" height="28" rx="3"/><rect x="196" y="60" width="8" height="28" rx="3"/></g>
  <circle cx="212" cy="73" r="5" fill="${k.metal()}"/><path d="M206 86C208 104 206 116 200 126" stroke="${darken(k.p, 0.5)}" stroke-width="2" fill="none"/>
  ${knee(166)}${knee(234)}
  <path d="M150 120L186 118M250 120L214 118" stroke="${darken(k.p, 0.45)}" stroke-width="2"/>`;
};

const gloves = (k: Kit): string => {
  const f = (x: number, top: number, w: number): string =>
    `<rect x="${x}" y="${top}" width="${w}" height="${176 - top}" rx="${w / 2}" fill="${k.gloss(k.p)}" stroke="${darken(k.p, 0.4)}"/>
  <rect x="${x + 5}" y="${top + 10}" width="${w - 10}" height="22" rx="8" fill="${k.gloss(k.s)}"/>
  <rect x="${x + 5}" y="${top + 38}" width="${w - 10}" height="20" rx="7" fill="${k.gloss(k.s)}"/>`;
  return `${k.floor(95, 212, 344)}<g transform="rotate(-8 210 200)">
  <path d="M146 250L270 250L284 338L132 338Z" fill="${k.gloss(k.s)}"/>
  <path d="M142 176C128 186 110 176 96 150C88 136 100 122 114 132C128 144 140 156 152 164Z" fill="${k.gloss(k.p)}" stroke="${darken(k.p, 0.4)}"/>
  <rect x="98" y="136" width="22" height="18" rx="7" transform="rotate(38 109 145)" fill="${k.gloss(k.s)}"/>
  ${f(144, 72, 31)}${f(177, 56, 31)}${f(210, 64, 31)}${f(243, 92, 28)}
  <path d="M140 160L274 160C278 200 272 238 264 260L150 260C140 236 136 196 140 160Z" fill="${k.gloss(k.p)}"/>
  <path d="M140 160L274 160C278 200 272 238 264 260L150 260C140 236 136 196 140 160Z" fill="${k.vol()}"/>
  <rect x="142" y="146" width="132" height="40" rx="16" fill="${k.gloss(k.s)}"/>
  <g fill="${lighten(k.s, 0.25)}"><rect x="152" y="154" width="22" height="10" rx="5"/><rect x="184" y="152" width="22" height="10" rx="5"/><rect x="216" y="154" width="22" height="10" rx="5"/><rect x="246" y="158" width="20" height="10" rx="5"/></g>
  <path d="M160 200L250 196" stroke="${k.a}" stroke-width="8" stroke-linecap="round"/>
  <rect x="146" y="266" width="124" height="26" rx="8" fill="${k.gloss(k.a)}"/>
  <path d="M152 300L276 300" stroke="${lighten(k.s, 0.3)}" stroke-width="2" stroke-dasharray="5 4"/></g>`;
};

const boots = (k: Kit): string => {
  const d = 'M150 56L242 56C246 120 248 180 252 222C290 232 326 248 340 276L342 300L146 300C148 220 146 140 150 56Z';
  return `${k.floor(125, 240, 326)}
  <path d="${d}" fill="${k.gloss(k.p)}" stroke="${darken(k.p, 0.5)}"/>
  <path d="M146 236C168 234 196 244 210 264L210 300L146 300Z" fill="${k.gloss(k.s)}"/>
  <path d="M214 68L246 64C250 120 252 170 256 222L238 230C232 176 224 120 214 68Z" fill="${k.gloss(k.s)}"/>
  <path d="M226 100L240 98M228 130L244 128M230 160L246 158" stroke="${k.a}" stroke-width="4" stroke-linecap="round"/>
  <path d="M150 180L246 120L248 140L150 204Z" fill="${k.a}"/>
  <path d="${d}" fill="${k.lin(
    [
      ['#000', 0, 0.3],
      ['#fff', 0.3, 0.15],
      ['#000', 1, 0.2],
    ],
    0,
    0,
    1,
    0,
  )}"/>
  <rect x="148" y="52" width="96" height="16" rx="5" fill="${k.gloss(k.s)}"/>
  <circle cx="184" cy="250" r="18" fill="${k.gloss(k.s)}"/><circle cx="184" cy="250" r="8" fill="${k.metal()}"/>
  <path d="M262 236C290 244 318 256 334 276" stroke="${darken(k.p, 0.4)}" stroke-width="2" fill="none"/>
  <path d="M318 262C336 270 344 284 346 300L322 300C322 284 318 274 306 266Z" fill="${k.gloss(k.a)}"/>
  <path d="M138 298L348 298C352 308 348 318 338 322L144 322C136 318 134 306 138 298Z" fill="${k.rubber()}"/>
  <path d="M150 322H336" stroke="#000" stroke-width="5" stroke-dasharray="8 6"/>`;
};

const kneeGuard = (k: Kit): string => {
  const d =
    'M200 58C240 58 268 90 266 140C264 160 258 168 254 176L244 316C226 334 174 334 156 316L146 176C140 168 134 160 134 140C132 90 160 58 200 58Z';
  const strap = (y: number): string => `<rect x="108" y="${y}" width="184" height="22" rx="5" fill="${k.rubber()}"/>
  <rect x="270" y="${y - 3}" width="20" height="28" rx="4" fill="${k.metal()}"/>`;
  return `${k.floor(100, 200, 342)}${strap(146)}${strap(262)}
  <path d="${d}" fill="${k.gloss(k.p)}" stroke="${k.a}" stroke-width="5"/>
  <path d="M146 174C180 190 220 190 254 174" stroke="${darken(k.p, 0.5)}" stroke-width="3" fill="none"/>
  <ellipse cx="200" cy="118" rx="46" ry="42" fill="${k.gloss(k.s)}"/>
  <g fill="${k.a}"><rect x="178" y="100" width="44" height="6" rx="3"/><rect x="174" y="114" width="52" height="6" rx="3"/><rect x="178" y="128" width="44" height="6" rx="3"/></g>
  <path d="M180 210L184 300M200 208V306M220 210L216 300" stroke="${darken(k.p, 0.35)}" stroke-width="6" stroke-linecap="round"/>
  <path d="${d}" fill="${k.vol()}"/>`;
};

const balaclava = (k: Kit): string => {
  const c = mix(k.p, k.s, 0.35);
  const d =
    'M200 50C270 50 300 110 298 170C296 230 270 260 262 280L292 336L108 336L138 280C130 260 104 230 102 170C100 110 130 50 200 50Z';
  return `${k.floor(110, 200, 340)}
  <path d="${d}" fill="${k.lin([lighten(c, 0.25), c, darken(c, 0.35)], 0.2, 0, 0.8, 1)}"/>
  <path d="${d}" fill="${k.vol()}"/>
  <path d="M200 52V140" stroke="${darken(c, 0.45)}" stroke-width="2" stroke-dasharray="4 3"/>
  <rect x="138" y="142" width="124" height="46" rx="23" fill="#17181b"/>
  <rect x="138" y="142" width="124" height="46" rx="23" fill="none" stroke="${k.a}" stroke-width="4"/>
  <path d="M150 150C180 146 220 146 250 150" stroke="#fff" stroke-width="2" opacity=".15" fill="none"/>
  <g stroke="${darken(c, 0.45)}" stroke-width="4" stroke-linecap="round" stroke-dasharray="0 9">
  <path d="M170 214H230"/><path d="M166 226H234"/><path d="M170 238H230"/><path d="M176 250H224"/></g>
  <path d="M138 280C170 292 230 292 262 280" stroke="${darken(c, 0.4)}" stroke-width="2" fill="none"/>
  <path d="M112 328L288 328" stroke="${k.a}" stroke-width="6"/>`;
};

const rainSuit = (k: Kit): string => {
  const drop = (x: number, y: number, s: number): string =>
    `<path d="M${x} ${y}c${-4 * s} ${6 * s} ${-6 * s} ${9 * s} ${-6 * s} ${12 * s}a${6 * s} ${6 * s} 0 0 0 ${12 * s} 0c0 ${-3 * s} ${-2 * s} ${-6 * s} ${-6 * s} ${-12 * s}Z" fill="#fff" opacity=".55"/>`;
  return `${k.floor(130, 200, 340)}
  <path d="M156 104C146 64 172 40 200 40C228 40 254 64 244 104Z" fill="${k.gloss(darken(k.p, 0.1))}"/>
  <ellipse cx="200" cy="88" rx="28" ry="30" fill="${darken(k.s, 0.3)}"/>
  ${garment(
    k,
    k.lin([lighten(k.p, 0.5), [k.p, 0.3], [darken(k.p, 0.25), 0.7], [lighten(k.p, 0.2), 1]], 0, 0, 1, 1),
    `<g fill="${k.metal()}"><rect x="100" y="214" width="200" height="12"/><rect x="100" y="246" width="200" height="6"/></g>
  <path d="M70 140L330 140" stroke="${k.metal()}" stroke-width="0"/>
  <path d="M86 230L120 234L118 246L84 242Z M314 230L280 234L282 246L316 242Z" fill="${k.metal()}"/>`,
  )}
  <rect x="196" y="106" width="20" height="214" fill="${k.gloss(k.p)}" stroke="${darken(k.p, 0.35)}"/>
  <path d="M186 118L180 150M214 118L220 150" stroke="${k.s}" stroke-width="2"/><g fill="${k.a}"><rect x="175" y="148" width="10" height="14" rx="4"/><rect x="215" y="148" width="10" height="14" rx="4"/></g>
  <path d="M140 120C150 180 146 250 136 300" stroke="#fff" stroke-width="6" opacity=".35" fill="none" stroke-linecap="round"/>
  ${drop(160, 170, 1)}${drop(246, 130, 0.8)}${drop(236, 270, 1.1)}${drop(104, 180, 0.7)}${drop(300, 200, 0.9)}${drop(176, 284, 0.7)}`;
};

export const gearArt = {
  jacket: { draw: jacket, focus: [200, 160] },
  'riding-pants': { draw: pants, focus: [200, 200] },
  gloves: { draw: gloves, focus: [210, 160] },
  boots: { draw: boots, focus: [260, 250] },
  'knee-guard': { draw: kneeGuard, focus: [200, 140] },
  balaclava: { draw: balaclava, focus: [200, 170] },
  'rain-suit': { draw: rainSuit, focus: [200, 150] },
} satisfies Record<string, KindArt>;

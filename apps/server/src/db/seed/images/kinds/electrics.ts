/** Lights and electrics: headlight, indicators, fog light, horn, USB charger, intercom. */
import { darken, lighten, mix, type KindArt, type Kit } from './kit';

const glass = (k: Kit): string =>
  k.rad(['#ffffff', ['#e6eef6', 0.35], ['#a9b9cb', 0.8], ['#6d7f94', 1]], 0.4, 0.35, 0.75);

const headlight = (k: Kit): string => `${k.floor(130, 210, 336)}
  <ellipse cx="222" cy="194" rx="104" ry="122" fill="${k.gloss(k.p)}"/>
  <rect x="300" y="176" width="34" height="30" rx="6" fill="${k.metal()}"/><circle cx="326" cy="191" r="6" fill="#2a2b2f"/>
  <ellipse cx="180" cy="192" rx="120" ry="132" fill="${k.lin(['#f6f7f9', '#8d939b', '#eef0f3', '#5b6068'], 0, 0, 1, 1)}"/>
  <ellipse cx="180" cy="192" rx="102" ry="113" fill="${glass(k)}"/>
  <g fill="none" stroke="#fff" stroke-width="2" opacity=".5"><ellipse cx="180" cy="192" rx="88" ry="98"/><ellipse cx="180" cy="192" rx="58" ry="64"/></g>
  <ellipse cx="180" cy="192" rx="72" ry="80" fill="none" stroke="${lighten(k.a, 0.5)}" stroke-width="9" filter="${k.blur(4)}"/>
  <ellipse cx="180" cy="192" rx="72" ry="80" fill="none" stroke="#fff" stroke-width="4"/>
  <circle cx="180" cy="192" r="36" fill="${k.rad(['#fdfdfd', '#9fb0c4', '#2c3846'], 0.4, 0.35, 0.7)}" stroke="#3a3f47" stroke-width="4"/>
  <circle cx="172" cy="182" r="10" fill="#fff" opacity=".8"/>
  <path d="M104 130C130 96 170 84 206 88C170 100 140 120 120 150Z" fill="#fff" opacity=".55"/>`;

const indicator = (k: Kit): string => {
  const one = (t: string, lit: boolean): string => `<g transform="${t}">
  <path d="M66 184L92 180L92 212L66 208Z" fill="${k.metal()}"/>
  <rect x="90" y="186" width="110" height="20" rx="8" fill="${k.rubber()}"/>
  <path d="M196 168L250 164C292 164 312 180 312 196C312 212 292 228 250 228L196 224Z" fill="${k.gloss(k.p)}"/>
  <ellipse cx="292" cy="196" rx="24" ry="30" fill="${k.lin(['#ffd27a', '#ff9a1a', '#c85a00'])}"/>
  ${lit ? `<ellipse cx="296" cy="196" rx="30" ry="36" fill="#ffb23e" opacity=".5" filter="${k.blur(8)}"/>` : ''}
  <g fill="#fff4c8"><circle cx="288" cy="184" r="3.5"/><circle cx="298" cy="196" r="3.5"/><circle cx="288" cy="208" r="3.5"/><circle cx="284" cy="196" r="3"/></g>
  <path d="M206 172L252 170C272 170 286 174 292 178" stroke="#fff" stroke-width="3" opacity=".5" fill="none"/></g>`;
  return `${k.floor(150, 200, 296, 10)}${one('translate(20 -80) scale(.9)', false)}${one('translate(-40 30) scale(1.12)', true)}`;
};

const fogLight = (k: Kit): string => {
  const cup = (
    x: number,
    y: number,
  ): string => `<circle cx="${x}" cy="${y}" r="28" fill="${k.rad(['#ffffff', '#d8dde3', '#7a828d'], 0.5, 0.5, 0.55)}"/>
  <rect x="${x - 6}" y="${y - 6}" width="12" height="12" rx="2" fill="${lighten(k.a, 0.55)}" stroke="#c9a640"/>`;
  return `${k.floor(130, 210, 338)}
  <path d="M150 268L150 300C150 318 250 318 250 300L250 268" fill="none" stroke="${k.metal()}" stroke-width="12"/>
  <rect x="180" y="306" width="40" height="20" rx="6" fill="${k.rubber()}"/>
  <path d="M110 110L150 84L310 84L270 110Z" fill="${k.lin([lighten(k.s, 0.35), k.s])}"/>
  <path d="M270 110L310 84L310 244L270 270Z" fill="${darken(k.s, 0.3)}"/>
  <path d="M280 118L300 104M280 146L300 132M280 174L300 160M280 202L300 188M280 230L300 216" stroke="${lighten(k.s, 0.25)}" stroke-width="5"/>
  <rect x="110" y="110" width="160" height="160" rx="14" fill="${k.gloss(k.p)}"/>
  <rect x="124" y="124" width="132" height="132" rx="8" fill="#1b1d22"/>
  ${cup(158, 158)}${cup(222, 158)}${cup(158, 222)}${cup(222, 222)}
  <rect x="124" y="124" width="132" height="132" rx="8" fill="${k.lin(
    [
      ['#fff', 0, 0.35],
      ['#fff', 0.45, 0],
      ['#fff', 1, 0.08],
    ],
    0,
    0,
    1,
    1,
  )}"/>
  <path d="M130 130L200 130L130 200Z" fill="#fff" opacity=".12"/>`;
};

const horn = (k: Kit): string => {
  const disc = (cx: number, cy: number, r: number, dim: number): string => `
  <path d="M${cx - 8} ${cy - r + 4}L${cx + 4} ${cy - r - 40}L${cx + 22} ${cy - r - 40}L${cx + 10} ${cy - r + 4}Z" fill="${k.metal()}"/>
  <circle cx="${cx + 8}" cy="${cy + 4}" r="${r}" fill="${darken(k.p, 0.6)}"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="${k.gloss(darken(k.p, dim))}"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="${k.lin(['#2a2c31', '#0f1013'])}"/>
  <g fill="none" stroke="${k.metal()}" stroke-width="${r * 0.05}"><circle cx="${cx}" cy="${cy}" r="${r * 0.68}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.54}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.4}"/></g>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.25}" fill="${k.rad(['#ffffff', '#b7bdc5', '#5b6068'])}"/>
  <path d="M${cx - r * 0.7} ${cy - r * 0.55}A${r * 0.9} ${r * 0.9} 0 0 1 ${cx + r * 0.2} ${cy - r * 0.88}" stroke="#fff" stroke-width="4" opacity=".5" fill="none"/>`;
  return `${k.floor(150, 210, 334)}${disc(262, 176, 82, 0.25)}${disc(172, 216, 108, 0)}
  <g fill="${k.metal()}"><rect x="150" y="318" width="10" height="20" rx="2"/><rect x="184" y="318" width="10" height="20" rx="2"/></g>`;
};

const usbCharger = (k: Kit): string => `${k.floor(150, 200, 340)}
  <rect x="30" y="226" width="340" height="30" rx="15" fill="${k.lin(['#f2f4f6', '#9aa0a8', '#3e4349'])}"/>
  <path d="M212 300C240 330 300 320 320 300C340 280 330 262 312 268" fill="none" stroke="#141416" stroke-width="7" stroke-linecap="round"/>
  <rect x="296" y="258" width="24" height="14" rx="4" fill="${k.a}" transform="rotate(-20 308 265)"/>
  <rect x="146" y="216" width="108" height="50" rx="8" fill="${k.cyl(k.p)}"/>
  <path d="M150 120V290C150 302 250 302 250 290V120Z" fill="${k.cyl(k.s)}"/>
  <rect x="150" y="250" width="100" height="10" fill="${k.p}"/>
  <ellipse cx="200" cy="120" rx="50" ry="18" fill="${k.lin([lighten(k.s, 0.3), darken(k.s, 0.3)])}"/>
  <ellipse cx="200" cy="120" rx="40" ry="13" fill="none" stroke="${lighten(k.a, 0.3)}" stroke-width="3"/>
  <ellipse cx="200" cy="120" rx="40" ry="13" fill="none" stroke="${k.a}" stroke-width="6" filter="${k.blur(3)}"/>
  <g fill="#0c0c0e" stroke="${k.metal()}" stroke-width="2"><rect x="176" y="114" width="20" height="8" rx="1.5"/><rect x="204" y="114" width="20" height="8" rx="1.5"/></g>
  <path d="M248 122C270 110 280 96 280 82" stroke="${k.s}" stroke-width="8" fill="none" stroke-linecap="round"/>
  <ellipse cx="300" cy="78" rx="40" ry="14" transform="rotate(24 300 78)" fill="${k.gloss(k.s)}"/>
  <path d="M168 130V282" stroke="#fff" stroke-width="5" opacity=".25"/>`;

const intercom = (k: Kit): string => {
  const speaker = (x: number, y: number): string => `<circle cx="${x}" cy="${y}" r="36" fill="${k.rubber()}"/>
  <circle cx="${x}" cy="${y}" r="26" fill="#2b2d32" stroke="#45474d" stroke-width="2"/>
  <circle cx="${x}" cy="${y}" r="20" fill="none" stroke="#55575d" stroke-width="3" stroke-dasharray="2 3"/>`;
  return `${k.floor(150, 200, 340)}
  <path d="M170 230C160 280 130 290 100 286M230 230C240 286 270 300 300 300" fill="none" stroke="#141416" stroke-width="5"/>
  ${speaker(96, 290)}${speaker(304, 300)}
  <path d="M120 200C80 180 70 140 86 110" fill="none" stroke="#2a2b2f" stroke-width="7" stroke-linecap="round"/>
  <ellipse cx="90" cy="100" rx="16" ry="20" fill="#1b1c20"/>
  <rect x="118" y="126" width="184" height="110" rx="40" fill="${k.gloss(k.s)}"/>
  <rect x="130" y="136" width="108" height="90" rx="30" fill="${k.gloss(k.p)}"/>
  <rect x="138" y="96" width="20" height="40" rx="10" fill="${k.gloss(k.s)}"/>
  <circle cx="254" cy="181" r="40" fill="${k.a}"/><circle cx="254" cy="181" r="34" fill="${k.metal()}"/>
  <circle cx="254" cy="181" r="31" fill="none" stroke="#5b6068" stroke-width="5" stroke-dasharray="2 3"/>
  <circle cx="254" cy="181" r="18" fill="${k.rad(['#ffffff', '#9aa0a8'])}"/>
  <g fill="${mix(k.s, '#ffffff', 0.25)}"><rect x="146" y="156" width="40" height="16" rx="8"/><rect x="146" y="182" width="40" height="16" rx="8"/></g>
  <circle cx="206" cy="150" r="5" fill="#37d67a"/><circle cx="206" cy="150" r="9" fill="#37d67a" opacity=".4" filter="${k.blur(3)}"/>
  <path d="M140 136C170 130 220 128 280 134" stroke="#fff" stroke-width="3" opacity=".35" fill="none"/>`;
};

export const electricsArt = {
  headlight: { draw: headlight, focus: [180, 190] },
  indicator: { draw: indicator, focus: [260, 200] },
  'fog-light': { draw: fogLight, focus: [190, 190] },
  horn: { draw: horn, focus: [172, 216] },
  'usb-charger': { draw: usbCharger, focus: [210, 140] },
  intercom: { draw: intercom, focus: [230, 180] },
} satisfies Record<string, KindArt>;

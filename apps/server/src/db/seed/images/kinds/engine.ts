/** Engine and drivetrain parts: chain kit, lube, oil, filters, spark plug, clutch, battery. */
import { darken, lighten, mix, type KindArt, type Kit } from './kit';

const f1 = (n: number): string => n.toFixed(1);

/** A toothed gear outline. */
export function gearPath(cx: number, cy: number, ro: number, ri: number, n: number): string {
  const pts: string[] = [];
  const w = Math.PI / n;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI;
    for (const [r, da] of [
      [ri, -w * 0.55],
      [ro, -w * 0.25],
      [ro, w * 0.25],
      [ri, w * 0.55],
    ] as const) {
      pts.push(`${f1(cx + r * Math.cos(a + da))} ${f1(cy + r * Math.sin(a + da))}`);
    }
  }
  return `M${pts.join('L')}Z`;
}

/** An ellipse as a path, for ring shapes with fill-rule evenodd. */
export const ell = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;

const chainSprocket = (k: Kit): string => {
  const holes = [0, 1, 2, 3, 4]
    .map((i) => {
      const a = (i / 5) * 2 * Math.PI - Math.PI / 2;
      return `<circle cx="${f1(245 + 66 * Math.cos(a))}" cy="${f1(190 + 66 * Math.sin(a))}" r="24"/>`;
    })
    .join('');
  const loop = 'M88 194L245 78A112 112 0 1 1 245 302L88 266A36 36 0 0 1 88 194Z';
  return `${k.floor(160, 200, 330, 10)}
  <path d="${gearPath(245, 190, 120, 109, 42)}" fill="${k.gloss(k.p)}" stroke="${darken(k.p, 0.5)}"/>
  <circle cx="245" cy="190" r="100" fill="none" stroke="${lighten(k.p, 0.3)}" stroke-width="2" opacity=".6"/>
  <g fill="${mix(k.p, '#000', 0.55)}">${holes}</g><g fill="none" stroke="${lighten(k.p, 0.35)}" stroke-width="1.5" opacity=".7">${holes}</g>
  <circle cx="245" cy="190" r="34" fill="${k.metal()}"/><circle cx="245" cy="190" r="16" fill="${darken(k.s, 0.2)}"/>
  <path d="${gearPath(88, 230, 42, 34, 15)}" fill="${k.metal()}" stroke="#555"/><circle cx="88" cy="230" r="14" fill="#333"/>
  <path d="${loop}" fill="none" stroke="#1c1c1e" stroke-width="18" stroke-linejoin="round"/>
  <path d="${loop}" fill="none" stroke="${k.metal()}" stroke-width="11" stroke-dasharray="13 5"/>
  <path d="${loop}" fill="none" stroke="${k.a}" stroke-width="6" stroke-dasharray="0 18" stroke-linecap="round" opacity=".9"/>
  <path d="M170 100A120 120 0 0 1 300 92" fill="none" stroke="#fff" stroke-width="6" opacity=".35" stroke-linecap="round"/>`;
};

const chainLube = (k: Kit): string => `${k.floor(80, 200, 336)}
  <ellipse cx="290" cy="86" rx="70" ry="34" fill="${k.rad(
    [
      ['#fff', 0, 0.8],
      ['#fff', 1, 0],
    ],
    0.3,
    0.5,
    0.6,
  )}"/>
  <path d="M226 80L310 68" stroke="${k.a}" stroke-width="4" stroke-linecap="round"/>
  <rect x="182" y="58" width="44" height="34" rx="8" fill="${k.cyl(k.s)}"/><rect x="214" y="70" width="16" height="10" rx="3" fill="#111"/>
  <path d="M148 116C148 98 174 88 200 88C226 88 252 98 252 116Z" fill="${k.metal()}"/>
  <rect x="148" y="114" width="104" height="214" rx="6" fill="${k.cyl(k.p)}"/>
  <rect x="148" y="170" width="104" height="108" fill="${k.cyl(k.s)}"/>
  <g fill="none" stroke="${k.a}" stroke-width="6"><rect x="164" y="206" width="30" height="18" rx="9"/><rect x="186" y="206" width="30" height="18" rx="9"/><rect x="208" y="206" width="30" height="18" rx="9"/></g>
  <rect x="148" y="246" width="104" height="10" fill="${k.a}"/><rect x="148" y="176" width="104" height="6" fill="${k.p}" opacity=".8"/>
  <rect x="146" y="110" width="108" height="8" rx="4" fill="${k.metal()}"/><rect x="146" y="324" width="108" height="10" rx="5" fill="${k.metal()}"/>
  <rect x="148" y="114" width="104" height="214" fill="${k.lin(
    [
      ['#fff', 0, 0],
      ['#fff', 0.28, 0.35],
      ['#fff', 0.36, 0],
      ['#000', 1, 0.2],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;

const engineOil = (k: Kit): string => {
  const d =
    'M120 142C120 122 134 112 158 106L196 96L196 78L240 78L240 96L262 102C272 106 276 114 276 126L276 320C276 332 268 338 256 338L138 338C126 338 120 332 120 320Z';
  return `${k.floor(120, 215, 340)}
  <path d="M262 112C300 112 304 130 304 160L304 214C304 236 296 244 276 244L276 214C288 214 288 208 288 196L288 160C288 136 284 130 262 130Z" fill="${k.gloss(k.p)}"/>
  <path d="${d}" fill="${k.gloss(k.p)}" stroke="${darken(k.p, 0.45)}" stroke-width="1.5"/>
  <rect x="190" y="60" width="56" height="30" rx="6" fill="${k.cyl(k.a)}"/>
  <path d="M198 64V86M208 64V86M218 64V86M228 64V86M238 64V86" stroke="${darken(k.a, 0.35)}" stroke-width="2"/>
  <rect x="136" y="170" width="124" height="130" rx="8" fill="${k.gloss(k.s)}"/>
  <path d="M136 250L260 206L260 226L136 270Z" fill="${k.p}"/><path d="M136 276L260 232L260 238L136 282Z" fill="${k.a}"/>
  <path d="M166 196c-8 12-12 18-12 24a12 12 0 0 0 24 0c0-6-4-12-12-24Z" fill="${k.lin(['#ffd46b', '#c98a0a'])}"/>
  <rect x="186" y="200" width="60" height="8" rx="4" fill="${lighten(k.s, 0.6)}"/><rect x="186" y="214" width="40" height="6" rx="3" fill="${lighten(k.s, 0.4)}"/>
  <rect x="126" y="150" width="8" height="170" rx="4" fill="#fff" opacity=".3"/>
  <rect x="126" y="258" width="8" height="62" rx="4" fill="#d99a16" opacity=".9"/>
  <path d="${d}" fill="${k.lin(
    [
      ['#fff', 0, 0.35],
      ['#fff', 0.2, 0],
      ['#000', 0.85, 0],
      ['#000', 1, 0.3],
    ],
    0,
    0,
    1,
    0,
  )}"/>`;
};

const airFilter = (k: Kit): string => {
  const pleats: string[] = [];
  for (let x = 132; x < 296; x += 8) {
    const dy = ((x - 125) / 175) * 30;
    pleats.push(`M${x} ${f1(100 + dy)}V${f1(300 - dy)}`);
  }
  const media = 'M125 100L300 130L300 270L125 300Z';
  return `${k.floor(150, 200, 322, 12)}
  <rect x="56" y="162" width="64" height="76" rx="8" fill="${k.rubber()}"/>
  <rect x="70" y="156" width="20" height="88" rx="4" fill="${k.metal()}"/><rect x="84" y="148" width="12" height="14" rx="3" fill="${k.metal()}"/>
  <path d="${media}" fill="${k.lin([lighten(k.p, 0.25), [k.p, 0.4], [darken(k.p, 0.55), 1]])}"/>
  <path d="${pleats.join('')}" stroke="${darken(k.p, 0.55)}" stroke-width="3"/>
  <path d="${pleats.join('')}" stroke="${lighten(k.p, 0.35)}" stroke-width="1" transform="translate(3 0)" opacity=".6"/>
  <path d="${media}" fill="${k.lin([
    ['#fff', 0, 0.35],
    ['#fff', 0.3, 0],
    ['#000', 1, 0.35],
  ])}"/>
  <rect x="112" y="94" width="18" height="212" rx="6" fill="${k.lin(['#eceff2', '#8d939b', '#4d5259'])}"/>
  <ellipse cx="300" cy="200" rx="22" ry="72" fill="${k.lin(['#f6f7f9', '#9aa0a8', '#50555c'], 0, 0, 1, 1)}"/>
  <ellipse cx="304" cy="200" rx="12" ry="44" fill="${k.metal()}"/><ellipse cx="306" cy="200" rx="5" ry="18" fill="${k.a}"/>`;
};

const oilFilter = (k: Kit): string => {
  const holes = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) => {
      const a = (i / 8) * 2 * Math.PI;
      return `<ellipse cx="${f1(200 + 40 * Math.cos(a))}" cy="${f1(130 + 13 * Math.sin(a))}" rx="6" ry="3"/>`;
    })
    .join('');
  return `${k.floor(100, 200, 336)}
  <path d="M120 130V306C120 330 160 340 200 340C240 340 280 330 280 306V130Z" fill="${k.cyl(k.p)}"/>
  <rect x="120" y="190" width="160" height="74" fill="${k.cyl(k.s)}"/>
  <rect x="120" y="204" width="160" height="8" fill="${k.a}"/><rect x="140" y="226" width="70" height="8" rx="4" fill="${lighten(k.s, 0.5)}"/>
  <path d="M130 282V318M146 286V324M162 288V328M178 290V330M194 290V331M210 290V331M226 290V330M242 288V328M258 286V324M270 282V318" stroke="${darken(k.p, 0.4)}" stroke-width="3"/>
  <ellipse cx="200" cy="130" rx="80" ry="26" fill="${k.lin(['#f4f6f8', '#9aa0a8'])}"/>
  <ellipse cx="200" cy="130" rx="64" ry="20" fill="none" stroke="#141414" stroke-width="9"/>
  <g fill="#2a2b2f">${holes}</g>
  <ellipse cx="200" cy="130" rx="17" ry="6" fill="#1d1e21" stroke="${k.metal()}" stroke-width="3"/>`;
};

const sparkPlug = (
  k: Kit,
): string => `${k.floor(110, 200, 342)}<g transform="translate(200 190) scale(1.18) rotate(38) translate(-200 -190)">
  <rect x="190" y="22" width="20" height="26" rx="4" fill="${k.metal()}"/>
  <path d="M182 48H218L222 176H178Z" fill="${k.lin(['#c9c9c4', ['#ffffff', 0.35], ['#e8e7e1', 0.6], ['#9d9c96', 1]], 0, 0, 1, 0)}"/>
  <path d="M180 64H220M180 80H220M180 96H220M180 112H220" stroke="#b2b1ab" stroke-width="4"/>
  <rect x="179" y="130" width="42" height="12" fill="${k.p}"/><rect x="179" y="146" width="42" height="4" fill="${k.a}"/>
  <path d="M170 176H230L236 188V226L230 236H170L164 226V188Z" fill="${k.metal()}" stroke="#6b7079"/>
  <path d="M188 176V236M212 176V236" stroke="#ffffff" stroke-width="2" opacity=".5"/>
  <rect x="172" y="236" width="56" height="8" fill="#6b7079"/>
  <rect x="180" y="244" width="40" height="70" fill="${k.metal()}"/>
  <path d="M180 250L220 258M180 260L220 268M180 270L220 278M180 280L220 288M180 290L220 298M180 300L220 308" stroke="#5b6068" stroke-width="3"/>
  <rect x="196" y="314" width="8" height="12" fill="#9aa0a8"/>
  <path d="M214 314V336H192" fill="none" stroke="#7c828b" stroke-width="6"/></g>`;

const clutchPlates = (k: Kit): string => {
  const fr = mix(k.p, '#6b4a2e', 0.45);
  const plate = (y: number, friction: boolean): string => {
    const ring = `${ell(200, y, 140, 56)}${ell(200, y, 70, 28)}`;
    const edge = `${ell(200, y + 9, 140, 56)}${ell(200, y, 70, 28)}`;
    const top = friction ? k.lin([lighten(fr, 0.2), darken(fr, 0.3)]) : k.lin(['#eef0f3', '#8d939b']);
    return `<path d="${edge}" fill-rule="evenodd" fill="${friction ? darken(fr, 0.5) : '#4d5259'}"/>
    <path d="${ring}" fill-rule="evenodd" fill="${top}"/>`;
  };
  return `${k.floor(150, 200, 318, 16)}
  ${plate(270, true)}${plate(252, false)}${plate(234, true)}${plate(216, false)}${plate(198, true)}${plate(180, false)}${plate(162, true)}
  <ellipse cx="200" cy="162" rx="105" ry="42" fill="none" stroke="${k.lin([lighten(k.p, 0.25), darken(k.p, 0.35)])}" stroke-width="28" stroke-dasharray="26 8"/>
  <ellipse cx="200" cy="162" rx="105" ry="42" fill="none" stroke="#000" stroke-width="28" stroke-dasharray="0.8 6" opacity=".15"/>
  <ellipse cx="200" cy="158" rx="140" ry="56" fill="none" stroke="#fff" stroke-width="2" opacity=".4"/>`;
};

const battery = (k: Kit): string => `${k.floor(150, 210, 330)}
  <path d="M100 150L280 150L322 118L142 118Z" fill="${k.lin(['#4a4c52', '#2a2b30'])}"/>
  <path d="M280 150L322 118L322 288L280 322Z" fill="${k.lin(['#1b1c20', '#0d0d10'], 0, 0, 1, 0)}"/>
  <rect x="100" y="150" width="180" height="172" fill="${k.lin(['#2c2d32', '#141417'])}"/>
  <rect x="100" y="188" width="180" height="90" fill="${k.gloss(k.p)}"/>
  <path d="M196 196L172 236H192L182 270L214 224H194L206 196Z" fill="${k.a}" stroke="${darken(k.a, 0.5)}"/>
  <rect x="100" y="188" width="180" height="6" fill="${k.a}"/><rect x="100" y="272" width="180" height="6" fill="${k.s}"/>
  <g><rect x="140" y="112" width="26" height="20" fill="#b3201a"/><ellipse cx="153" cy="112" rx="13" ry="5" fill="#e0463d"/></g>
  <g><rect x="256" y="112" width="26" height="20" fill="#1a1a1a"/><ellipse cx="269" cy="112" rx="13" ry="5" fill="#555"/></g>
  <path d="M114 164h16M122 156v16" stroke="#e0463d" stroke-width="4"/><path d="M250 164h16" stroke="#ddd" stroke-width="4"/>
  <rect x="190" y="128" width="40" height="10" rx="3" fill="#1f2024"/>
  <path d="M100 150L280 150" stroke="#fff" stroke-width="1.5" opacity=".35"/>`;

export const engineArt = {
  'chain-sprocket': { draw: chainSprocket, focus: [150, 200] },
  'chain-lube': { draw: chainLube, focus: [210, 150] },
  'engine-oil': { draw: engineOil, focus: [200, 200] },
  'air-filter': { draw: airFilter, focus: [240, 200] },
  'oil-filter': { draw: oilFilter, focus: [200, 170] },
  'spark-plug': { draw: sparkPlug, focus: [200, 200] },
  'clutch-plates': { draw: clutchPlates, focus: [200, 190] },
  battery: { draw: battery, focus: [200, 180] },
} satisfies Record<string, KindArt>;

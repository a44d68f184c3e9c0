/** Chassis parts: brakes, tyre, exhaust, crash guard, and the whole motorcycle. */
import { ell, gearPath } from './engine';
import { darken, lighten, type KindArt, type Kit } from './kit';

const f1 = (n: number): string => n.toFixed(1);
const polar = (cx: number, cy: number, r: number, a: number): string =>
  `${f1(cx + r * Math.cos(a))} ${f1(cy + r * Math.sin(a))}`;

const brakePads = (k: Kit): string => {
  const pad = (dx: number, dy: number, dim: number): string => `<g transform="translate(${dx} ${dy})">
  <path d="M70 170C100 110 300 110 330 170L332 214C292 186 108 186 68 214Z" fill="${k.gloss(darken(k.p, dim))}" stroke="${darken(k.p, 0.55)}"/>
  <rect x="52" y="164" width="40" height="30" rx="12" fill="${k.gloss(darken(k.p, dim))}"/><circle cx="66" cy="179" r="7" fill="${darken(k.s, 0.3)}"/>
  <path d="M96 168C130 130 270 130 304 168L300 198C260 178 140 178 100 198Z" fill="${k.lin(['#5c5650', '#34302c', '#1e1c1a'])}"/>
  <path d="M200 138V186" stroke="#111" stroke-width="5"/>
  <g fill="#8a8178" opacity=".5"><circle cx="130" cy="168" r="1.5"/><circle cx="160" cy="154" r="1.5"/><circle cx="240" cy="150" r="1.5"/><circle cx="270" cy="170" r="1.5"/><circle cx="180" cy="170" r="1.2"/><circle cx="224" cy="172" r="1.2"/></g>
  <path d="M90 150C130 118 270 118 314 150" stroke="#fff" stroke-width="2" opacity=".35" fill="none"/></g>`;
  return `${k.floor(150, 205, 280)}${pad(18, 58, 0.25)}${pad(-6, 6, 0)}
  <path d="M150 128L250 128L244 138L156 138Z" fill="${k.metal()}" opacity=".9"/>`;
};

const brakeDisc = (k: Kit): string => {
  const wave: string[] = [];
  for (let i = 0; i <= 144; i++) {
    const a = (i / 144) * 2 * Math.PI;
    wave.push(polar(200, 190, 150 + 7 * Math.sin(a * 24), a));
  }
  const holes: string[] = [];
  for (let i = 0; i < 30; i++) {
    const a = (i / 30) * 2 * Math.PI;
    for (const [r, off] of [
      [106, 0],
      [121, 0.07],
      [136, 0.14],
    ] as const) {
      holes.push(`<circle cx="${polar(200, 190, r, a + off).replace(' ', '" cy="')}" r="4"/>`);
    }
  }
  const buttons = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((i) => `<circle cx="${polar(200, 190, 94, (i / 10) * 2 * Math.PI).replace(' ', '" cy="')}" r="7"/>`)
    .join('');
  const rotor = `M${wave.join('L')}Z${ell(200, 190, 92, 92)}`;
  return `${k.floor(150, 200, 346, 10)}<g transform="translate(200 190) scale(1 .94) rotate(12) translate(-200 -190)">
  <path d="${rotor}" transform="translate(0 7)" fill-rule="evenodd" fill="#4a4f57"/>
  <path d="${rotor}" fill-rule="evenodd" fill="${k.lin(['#f2f4f6', '#a2a8b0', '#e0e3e7', '#747a83'], 0, 0, 1, 1)}"/>
  <circle cx="200" cy="190" r="99" fill="none" stroke="#8f959d" stroke-width="2"/><circle cx="200" cy="190" r="145" fill="none" stroke="#c5c9cf" stroke-width="1.5"/>
  <g fill="#2d3036">${holes.join('')}</g>
  <path d="${gearPath(200, 190, 92, 86, 10)}${ell(200, 190, 34, 34)}" fill-rule="evenodd" fill="${k.gloss(k.p)}"/>
  <g fill="${darken(k.p, 0.55)}">${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${polar(200, 190, 62, (i / 5) * 2 * Math.PI + 0.6).replace(' ', '" cy="')}" rx="17" ry="13" transform="rotate(${(i * 72 + 34 + 90).toFixed(0)} ${polar(200, 190, 62, (i / 5) * 2 * Math.PI + 0.6)})"/>`).join('')}</g>
  <g fill="${k.a}" stroke="${darken(k.a, 0.4)}">${buttons}</g>
  <g fill="${k.metal()}">${[0, 1, 2, 3, 4].map((i) => `<circle cx="${polar(200, 190, 44, (i / 5) * 2 * Math.PI).replace(' ', '" cy="')}" r="5"/>`).join('')}</g></g>`;
};

const tyre = (k: Kit): string => {
  const grooves: string[] = [];
  for (let i = -12; i <= 12; i++) {
    const a = (i / 26) * Math.PI;
    const m = a + (i % 2 === 0 ? 0.05 : -0.05);
    const e = (cx: number, t: number): string => `${f1(cx + 128 * Math.cos(t))} ${f1(196 + 144 * Math.sin(t))}`;
    grooves.push(`M${e(176, a)}L${e(201, m)}L${e(226, a)}`);
  }
  const ring = (cx: number): string => `${ell(cx, 196, 128, 144)}${ell(cx, 196, 80, 92)}`;
  return `${k.floor(150, 205, 348, 12)}
  <path d="${ring(226)}" fill-rule="evenodd" fill="#141416"/>
  <rect x="176" y="52" width="50" height="54" fill="#1d1e21"/><rect x="176" y="286" width="50" height="54" fill="#1d1e21"/>
  <g clip-path="${k.clip(`<path d="${ell(226, 196, 128, 144)}"/>`)}"><path d="${grooves.join('')}" stroke="#050506" stroke-width="7" fill="none" stroke-linejoin="round"/>
  <path d="${grooves.join('')}" stroke="#3b3c41" stroke-width="2" fill="none" transform="translate(0 -4)"/></g>
  <path d="${ring(176)}" fill-rule="evenodd" fill="${k.lin(['#3e3f45', '#1b1c1f', '#0b0b0c'], 0.2, 0, 0.8, 1)}"/>
  <ellipse cx="176" cy="196" rx="88" ry="100" fill="none" stroke="${k.p}" stroke-width="4"/>
  <ellipse cx="176" cy="196" rx="104" ry="118" fill="none" stroke="${k.a}" stroke-width="10" stroke-dasharray="60 300" stroke-dashoffset="-40" opacity=".9"/>
  <ellipse cx="176" cy="196" rx="116" ry="132" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="120 700" stroke-dashoffset="300" opacity=".25"/>`;
};

const exhaust = (k: Kit): string => {
  const heat = k.lin(['#d9c18a', ['#c27a3a', 0.3], ['#7a4a9e', 0.6], ['#3d6cb8', 0.85], '#a7aeb7'], 0, 0, 1, 0);
  return `${k.floor(160, 210, 318, 12)}<g transform="rotate(-14 200 200)">
  <path d="M24 262C80 262 100 214 150 208" fill="none" stroke="#3a3d42" stroke-width="36"/>
  <path d="M24 262C80 262 100 214 150 208" fill="none" stroke="${heat}" stroke-width="30"/>
  <path d="M140 166L320 156C338 156 346 178 346 206C346 232 338 254 320 254L140 244Z" fill="${k.lin(['#f6f7f9', ['#b7bdc5', 0.35], ['#e5e8ec', 0.55], ['#5b6068', 1]])}"/>
  <path d="M140 166L320 156C338 156 346 178 346 206C346 232 338 254 320 254L140 244Z" fill="none" stroke="#5b6068"/>
  <path d="M298 157L320 156C338 156 346 178 346 206C346 232 338 254 320 254L298 253Z" fill="${k.lin([lighten(k.s, 0.3), darken(k.s, 0.4)])}"/>
  <path d="M302 170L340 186M300 190L344 206M300 210L344 226M302 230L336 246" stroke="#fff" stroke-width="1" opacity=".18"/>
  <rect x="156" y="160" width="14" height="90" rx="4" fill="${k.gloss(k.a)}"/>
  <rect x="196" y="186" width="70" height="26" rx="6" fill="${k.gloss(k.p)}"/><rect x="206" y="196" width="40" height="6" rx="3" fill="${lighten(k.p, 0.6)}"/>
  <ellipse cx="346" cy="206" rx="9" ry="24" fill="#1a1a1c" stroke="${k.metal()}" stroke-width="4"/>
  <g fill="#cfd3d8"><circle cx="308" cy="166" r="3"/><circle cx="308" cy="244" r="3"/></g>
  <path d="M150 176L320 168" stroke="#fff" stroke-width="5" opacity=".6" stroke-linecap="round"/></g>`;
};

const crashGuard = (k: Kit): string => {
  const tube = 'M124 72C104 120 72 180 86 240C100 300 160 322 200 322C240 322 300 300 314 240C328 180 296 120 276 72';
  return `${k.floor(140, 200, 340)}
  <rect x="88" y="186" width="224" height="22" rx="11" fill="${darken(k.p, 0.55)}"/>
  <rect x="90" y="189" width="220" height="16" rx="8" fill="${k.lin([lighten(k.p, 0.45), k.p, darken(k.p, 0.45)])}"/>
  <path d="${tube}" fill="none" stroke="${darken(k.p, 0.55)}" stroke-width="28" stroke-linecap="round"/>
  <path d="${tube}" fill="none" stroke="${k.gloss(k.p)}" stroke-width="22" stroke-linecap="round"/>
  <path d="${tube}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".45" transform="translate(-4 -4)"/>
  
  <g fill="${k.metal()}" stroke="#5b6068"><path d="M104 46H148L140 90H112Z"/><path d="M252 46H296L288 90H260Z"/></g>
  <g fill="#2a2b2f"><circle cx="126" cy="62" r="6"/><circle cx="274" cy="62" r="6"/></g>
  <g><rect x="50" y="222" width="34" height="40" rx="8" fill="${k.cyl(k.a)}"/><rect x="316" y="222" width="34" height="40" rx="8" fill="${k.cyl(k.a)}"/></g>`;
};

const motorcycle = (k: Kit): string => {
  const wheel = (
    cx: number,
  ): string => `<circle cx="${cx}" cy="272" r="58" fill="none" stroke="#17181b" stroke-width="16"/>
  <circle cx="${cx}" cy="272" r="49" fill="none" stroke="${k.a}" stroke-width="4"/>
  <g stroke="${darken(k.s, 0.2)}" stroke-width="5">${[0, 1, 2, 3, 4].map((i) => `<path d="M${cx} 272L${polar(cx, 272, 47, (i / 5) * 2 * Math.PI - 1.57)}"/>`).join('')}</g>
  <circle cx="${cx}" cy="272" r="24" fill="none" stroke="${k.metal()}" stroke-width="5"/><circle cx="${cx}" cy="272" r="8" fill="${k.metal()}"/>`;
  return `${k.floor(170, 200, 332, 8)}
  <path d="M92 272L186 232M266 136L186 232L120 178" stroke="${darken(k.s, 0.1)}" stroke-width="9" stroke-linecap="round" fill="none"/>
  ${wheel(92)}${wheel(312)}
  <path d="M92 272L186 236" stroke="${k.metal()}" stroke-width="12" stroke-linecap="round"/>
  <path d="M266 132L312 272" stroke="${k.lin(['#f2d27a', '#b8862b'], 0, 0, 1, 0)}" stroke-width="12" stroke-linecap="round"/>
  <path d="M186 196L244 188L252 232L194 238Z" fill="${k.lin(['#9aa0a8', '#4d5259'])}"/>
  <path d="M188 204L246 196M190 213L248 205M191 222L249 214M192 231L250 223" stroke="#2f3338" stroke-width="3"/>
  <path d="M176 240C176 228 186 224 200 224L256 228C266 242 264 262 248 270L198 272C182 270 176 256 176 240Z" fill="${k.lin(['#4d5259', '#1f2226'])}"/>
  <circle cx="222" cy="248" r="15" fill="${k.metal()}"/>
  <path d="M252 236C262 276 236 290 196 290L160 282" fill="none" stroke="${k.metal()}" stroke-width="8" stroke-linecap="round"/>
  <path d="M184 292L192 272L120 244L106 264Z" fill="${k.lin(['#f2f4f6', '#8d939b', '#4d5259'])}"/><ellipse cx="112" cy="254" rx="5" ry="11" fill="#1a1a1c" transform="rotate(22 112 254)"/>
  <path d="M56 148L128 166L122 190L70 182Z" fill="${k.gloss(k.p)}"/><rect x="52" y="146" width="10" height="8" rx="2" fill="#e0231b" transform="rotate(14 57 150)"/>
  <path d="M112 164C136 156 164 158 182 164L180 184L118 190Z" fill="${k.rubber()}"/>
  <path d="M168 164C186 132 244 128 266 146L262 188L176 194Z" fill="${k.gloss(k.p)}"/>
  <path d="M176 178L262 160L262 170L178 188Z" fill="${k.a}"/><ellipse cx="214" cy="148" rx="30" ry="8" fill="#fff" opacity=".35"/>
  <path d="M262 126L244 116M264 124L274 106" stroke="#1b1b1f" stroke-width="6" stroke-linecap="round"/>
  <circle cx="290" cy="160" r="18" fill="${k.metal()}"/><circle cx="292" cy="160" r="12" fill="${k.rad(['#ffffff', '#fff4c2', '#c9b46a'], 0.4, 0.4, 0.7)}"/>
  <path d="M270 230C282 204 330 198 350 224" fill="none" stroke="${k.gloss(k.p)}" stroke-width="8" stroke-linecap="round"/>`;
};

export const chassisArt = {
  'brake-pads': { draw: brakePads, focus: [200, 190] },
  'brake-disc': { draw: brakeDisc, focus: [250, 150] },
  tyre: { draw: tyre, focus: [260, 190] },
  exhaust: { draw: exhaust, focus: [290, 200] },
  'crash-guard': { draw: crashGuard, focus: [120, 200] },
  motorcycle: { draw: motorcycle, focus: [230, 190] },
} satisfies Record<string, KindArt>;

/** Brake pads and discs, matched to the bikes they fit. */
import { C } from '../categories';
import { FAMILY, GEN, type Fit } from '../fitment';
import type { ProductSpec } from '../product';
import { alsoFits, fitsLine, forBike, part } from './part-spec';

type Compound = 'sintered' | 'organic' | 'ceramic' | 'oe';

const COMPOUND: Record<Compound, { label: string; text: string }> = {
  sintered: {
    label: 'Sintered metal compound',
    text: 'Sintered metal pads bite hard from cold and stay consistent in the wet, which makes them a favourite for monsoon riding and spirited weekend runs.',
  },
  organic: {
    label: 'Organic (non-metallic) compound',
    text: 'The organic compound is quiet and gentle on the disc, with a progressive feel that suits everyday riding.',
  },
  ceramic: {
    label: 'Carbon ceramic compound',
    text: 'The carbon ceramic compound resists fade under repeated hard braking down the ghats and produces very little dust.',
  },
  oe: {
    label: 'OE-equivalent semi-metallic compound',
    text: 'Made to original-equipment specification, they restore the stock braking feel at a sensible price.',
  },
};

type PadRow = readonly [
  name: string,
  brand: string,
  compound: Compound,
  axle: 'Front' | 'Rear',
  fit: readonly Fit[],
  mrp: number,
  pop: number,
];

const PADS: readonly PadRow[] = [
  ['EBC FA196HH Sintered Front Brake Pads', 'ebc', 'sintered', 'Front', ['duke390', 'rc390', 'adv390'], 1690, 8],
  ['EBC FA197 Organic Rear Brake Pads', 'ebc', 'organic', 'Rear', ['duke390', 'rc390', 'duke250'], 1190, 5],
  ['EBC FA229HH Sintered Front Brake Pads', 'ebc', 'sintered', 'Front', ['interceptor650', 'gt650'], 1790, 6],
  ['EBC FA142 Organic Front Brake Pads', 'ebc', 'organic', 'Front', FAMILY.re350J, 1290, 7],
  ['Brembo 07BB Carbon Ceramic Front Brake Pads', 'brembo', 'ceramic', 'Front', ['duke390', 'rc390'], 1790, 6],
  ['Brembo 07BB Carbon Ceramic Front Brake Pads', 'brembo', 'ceramic', 'Front', ['himalayan450'], 1750, 5],
  ['Endurance OE Front Brake Pads', 'endurance', 'oe', 'Front', ['ns200', 'pulsar220'], 460, 8],
  ['Endurance OE Front Brake Pads', 'endurance', 'oe', 'Front', ['dominar400', 'dominar250'], 590, 7],
  ['Endurance OE Front Brake Pads', 'endurance', 'oe', 'Front', ['rtr160', 'rtr200'], 420, 8],
  // The UCE 350s have a smaller front disc and a different caliper from the J-platform ones.
  ['Endurance OE Front Brake Pads', 'endurance', 'oe', 'Front', FAMILY.re350Uce, 450, 7],
  ['Endurance OE Front Brake Pads', 'endurance', 'oe', 'Front', FAMILY.re350J, 520, 8],
  ['Endurance OE Rear Brake Pads', 'endurance', 'oe', 'Rear', [GEN.classic350J, GEN.bullet350J, 'meteor350'], 490, 7],
  ['Bosch Front Disc Brake Pads', 'bosch', 'oe', 'Front', ['r15', 'mt15'], 650, 7],
  ['Royal Enfield Genuine Front Brake Pads', 'royal-enfield', 'oe', 'Front', ['himalayan411', 'scram411'], 1150, 5],
  ['Uno Minda Front Disc Brake Pads', 'uno-minda', 'oe', 'Front', ['cb350', 'cb350rs'], 480, 5],
];

function brakePads(): ProductSpec[] {
  return PADS.map(([name, brand, compound, axle, fit, mrp, pop]) => {
    const c = COMPOUND[compound];
    return part({
      name: `${name} for ${forBike(fit, brand)}`,
      brand,
      kind: 'brake-pads',
      category: C.brakePads,
      palette: compound === 'sintered' ? 'racing_red' : 'gunmetal',
      price: mrp,
      fit,
      pop,
      description: `${axle} brake pads for the ${forBike(fit)}, sold as a set for one caliper. ${c.text} Bed them in with a few gentle stops before riding hard.${alsoFits(fit)}`,
      features: [
        c.label,
        `${axle} axle, one caliper set`,
        'Chamfered and slotted to cut noise',
        'Backing plate with anti-squeal shim',
        fitsLine(fit),
      ],
    });
  });
}

const J_DISC: readonly Fit[] = [GEN.classic350J, GEN.bullet350J, 'meteor350'];

function brakeDiscs(): ProductSpec[] {
  return [
    part({
      name: `Endurance Front Brake Disc for ${forBike(J_DISC)}`,
      brand: 'endurance',
      kind: 'brake-disc',
      category: C.brakeDiscs,
      palette: 'chrome',
      price: 2890,
      fit: J_DISC,
      pop: 5,
      description:
        'An OE-specification 300 mm front disc for the J-platform Royal Enfield 350s, the right fix when the old disc is scored, warped or below its minimum thickness. Fit new pads at the same time for a proper bite. The earlier UCE bikes have a smaller disc and need a different one.',
      features: [
        '300 mm diameter',
        'OE-specification stainless steel',
        'Heat-treated for warp resistance',
        fitsLine(J_DISC),
      ],
    }),
    part({
      name: 'EBC MD6380 Pro-Lite Front Disc for KTM 390 Duke',
      brand: 'ebc',
      kind: 'brake-disc',
      category: C.brakeDiscs,
      palette: 'orange_ktm',
      price: 8990,
      fit: ['duke390', 'rc390'],
      pop: 4,
      description:
        'The EBC Pro-Lite disc is a lighter, contour-cut replacement for the stock 320 mm front disc on the 390 Duke and RC 390. The wave profile clears water and pad dust quickly, which helps in the monsoon.',
      features: [
        '320 mm contour-cut rotor',
        'Lighter than stock',
        'Hardened stainless steel',
        'Fits KTM 390 Duke and RC 390',
      ],
    }),
    part({
      name: 'Brembo Serie Oro Front Disc for Kawasaki Ninja 300',
      brand: 'brembo',
      kind: 'brake-disc',
      category: C.brakeDiscs,
      palette: 'chrome',
      price: 8490,
      fit: ['ninja300'],
      pop: 3,
      description:
        'Brembo Serie Oro discs are the direct upgrade over stock rotors, with a high-carbon steel braking band and a precise, consistent feel. This 290 mm fixed disc bolts straight on to the Ninja 300.',
      features: [
        '290 mm fixed disc',
        'High-carbon steel braking band',
        'Brembo Serie Oro quality',
        'Fits Kawasaki Ninja 300',
      ],
    }),
    part({
      name: 'Endurance Front Brake Disc for Bajaj Pulsar NS200',
      brand: 'endurance',
      kind: 'brake-disc',
      category: C.brakeDiscs,
      palette: 'gunmetal',
      price: 1990,
      fit: ['ns200', 'pulsar220'],
      pop: 5,
      description:
        'An OE-equivalent 300 mm front disc from Endurance, the company that supplies brakes to Bajaj on the production line. Replace it when the surface is grooved or the brake lever pulses under braking.',
      features: [
        '300 mm petal disc',
        'OE supplier to Bajaj',
        'Heat-treated steel',
        'Fits Bajaj Pulsar NS200 and Pulsar 220F',
      ],
    }),
  ];
}

export function brakeSpares(): ProductSpec[] {
  return [...brakePads(), ...brakeDiscs()];
}

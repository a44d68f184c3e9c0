/** Engine oil in the grades Indian bikes need, in 1L and bigger packs. */
import { C } from '../categories';
import { FAMILY, GEN, type Fit } from '../fitment';
import type { ProductSpec, VariantSpec } from '../product';
import { forBike, part } from './part-spec';

type Base = 'Fully synthetic' | 'Semi-synthetic' | 'Mineral';
type OilRow = readonly [
  name: string,
  brand: string,
  visc: string,
  base: Base,
  spec: string,
  mrp1l: number,
  big: string | null,
  fit: readonly Fit[],
  pop: number,
  blurb: string,
];

const OILS: readonly OilRow[] = [
  [
    'Motul 7100 4T 10W-50 Synthetic Engine Oil',
    'motul',
    '10W-50',
    'Fully synthetic',
    'API SP, JASO MA2',
    1050,
    '4L',
    ['duke390', 'rc390', 'adv390', 'dominar400', 'interceptor650'],
    10,
    'Motul 7100 is the 100% synthetic ester oil that KTM and Dominar owners swear by, holding its viscosity even in traffic jams on hot afternoons.',
  ],
  [
    'Motul 7100 4T 10W-40 Synthetic Engine Oil',
    'motul',
    '10W-40',
    'Fully synthetic',
    'API SP, JASO MA2',
    990,
    '4L',
    ['r15', 'mt15', 'r3', 'ninja300', 'gixxer250', 'vstrom'],
    8,
    'Motul 7100 10W-40 suits high-revving liquid-cooled engines, with ester technology that protects the gearbox and keeps the wet clutch smooth.',
  ],
  [
    'Motul 5100 4T 15W-50 Semi-Synthetic Engine Oil',
    'motul',
    '15W-50',
    'Semi-synthetic',
    'API SP, JASO MA2',
    720,
    '2.5L',
    ['classic350', GEN.bullet350Unit, 'meteor350', 'hunter350', 'himalayan411', 'mavrick'],
    8,
    'Motul 5100 is a technosynthese blend that balances price and protection, a good match for air-oil cooled singles on long rides.',
  ],
  [
    'Motul 3000 4T Plus 20W-50 Mineral Engine Oil',
    'motul',
    '20W-50',
    'Mineral',
    'API SL, JASO MA2',
    480,
    null,
    ['splendor', 'shine', 'raider'],
    6,
    'Motul 3000 Plus is a dependable mineral oil for commuters, with additives that keep the engine clean between services.',
  ],
  [
    'Castrol Power1 Ultimate 4T 10W-50 Fully Synthetic Engine Oil',
    'castrol',
    '10W-50',
    'Fully synthetic',
    'API SN, JASO MA2',
    850,
    '2.5L',
    ['duke390', 'duke200', 'ns200', 'dominar400'],
    8,
    'Castrol Power1 Ultimate is a fully synthetic oil that resists breakdown at high revs and keeps acceleration crisp through the service interval.',
  ],
  [
    'Castrol Power1 Cruise 4T 15W-50 Engine Oil',
    'castrol',
    '15W-50',
    'Semi-synthetic',
    'API SN, JASO MA2',
    590,
    '2.5L',
    ['classic350', GEN.bullet350Unit, 'meteor350', 'hunter350'],
    8,
    'Power1 Cruise is made for big-capacity cruisers and long-stroke singles, with a thicker film for hot highway runs.',
  ],
  [
    'Castrol Activ 4T 20W-40 Engine Oil',
    'castrol',
    '20W-40',
    'Mineral',
    'API SL, JASO MA2',
    460,
    null,
    ['splendor', 'shine', 'raider', 'rtr160'],
    7,
    'Castrol Activ has the Actibond molecules that cling to engine parts from the moment you start, protecting against wear in stop-and-go traffic.',
  ],
  [
    'Liqui Moly Motorbike 4T Synth 10W-50 Street Race Engine Oil',
    'liqui-moly',
    '10W-50',
    'Fully synthetic',
    'API SN Plus, JASO MA2',
    1100,
    '4L',
    ['duke390', 'rc390', 'interceptor650', 'gt650', 'z900'],
    7,
    'Street Race is Liqui Moly’s flagship fully synthetic oil for high-performance bikes, made in Germany for maximum protection at high revs.',
  ],
  [
    'Liqui Moly Motorbike 4T 20W-50 Street Engine Oil',
    'liqui-moly',
    '20W-50',
    'Mineral',
    'API SL, JASO MA2',
    790,
    null,
    // A mineral 20W-50 suits every Bullet, the pre-unit cast-iron ones too.
    ['classic350', 'bullet350', 'avenger220'],
    5,
    'Liqui Moly Street 20W-50 is a high-performance mineral oil with a stable oil film, well suited to older air-cooled engines in hot weather.',
  ],
  [
    'Liqui Moly Motorbike 4T 15W-50 Street Engine Oil',
    'liqui-moly',
    '15W-50',
    'Semi-synthetic',
    'API SN, JASO MA2',
    880,
    '4L',
    ['himalayan411', 'scram411', 'himalayan450'],
    5,
    'Liqui Moly Street 15W-50 gives thumpers and twins a robust, shear-stable film for long tours and steep mountain climbs.',
  ],
  [
    'Royal Enfield Genuine 15W-50 Synthetic Engine Oil',
    'royal-enfield',
    '15W-50',
    'Fully synthetic',
    'API SN, JASO MA2',
    720,
    '2.5L',
    [...FAMILY.re350J, 'himalayan450'],
    9,
    'The factory-fill oil recommended by Royal Enfield for its J-platform 350s and the Sherpa-engined Himalayan 450, approved for the full service interval.',
  ],
  [
    'Motul 5000 4T 10W-40 Semi-Synthetic Engine Oil',
    'motul',
    '10W-40',
    'Semi-synthetic',
    'API SN, JASO MA2',
    640,
    null,
    ['rtr200', 'xtreme', 'n160', 'fz'],
    6,
    'Motul 5000 is a semi-synthetic oil for 150–250 cc sporty commuters that need both good cold-start protection and smooth gear shifts.',
  ],
];

function packs(mrp1l: number, big: string | null): VariantSpec[] {
  const out: VariantSpec[] = [{ name: '1L', mrp: mrp1l }];
  if (big === '2.5L') out.push({ name: '2.5L', mrp: Math.round((mrp1l * 2.35) / 10) * 10 });
  if (big === '4L') out.push({ name: '4L', mrp: Math.round((mrp1l * 3.6) / 10) * 10 });
  return out;
}

export function engineOils(): ProductSpec[] {
  return OILS.map(([name, brand, visc, base, spec, mrp1l, big, fit, pop, blurb]) =>
    part({
      name,
      brand,
      kind: 'engine-oil',
      category: C.oil,
      palette: brand === 'castrol' ? 'olive' : brand === 'liqui-moly' ? 'petrol_blue' : 'racing_red',
      price: packs(mrp1l, big),
      fit,
      pop,
      description: `${blurb} This ${visc} ${base.toLowerCase()} grade meets ${spec}, so it is safe for wet clutches. Check your owner's manual for the grade and quantity your bike needs.`,
      features: [
        `${visc} viscosity`,
        `${base} base oil`,
        spec,
        'Wet-clutch compatible',
        `Recommended for ${forBike(fit)} and similar`,
      ],
    }),
  );
}

/** Tyres from MRF, CEAT, Pirelli and Michelin, with front and rear sizes as variants. */
import type { PaletteName } from '../../demo-types';
import { C } from '../categories';
import { GEN, type Fit } from '../fitment';
import type { ProductSpec, VariantSpec } from '../product';
import { fitsLine, part } from './part-spec';

type TyreRow = readonly [
  name: string,
  brand: string,
  sizes: VariantSpec[],
  fit: readonly Fit[],
  style: string,
  blurb: string,
  pop: number,
  palette?: PaletteName,
];

const f = (size: string, mrp: number): VariantSpec => ({ name: `${size} Front`, mrp });
const r = (size: string, mrp: number): VariantSpec => ({ name: `${size} Rear`, mrp });

const TYRES: readonly TyreRow[] = [
  [
    'MRF Nylogrip Zapper C Tubeless Tyre',
    'mrf',
    [f('90/90-19', 2390), r('120/80-18', 3290)],
    ['classic350', GEN.bullet350Unit],
    'Street',
    'The Nylogrip Zapper C is MRF’s everyday tyre for Royal Enfield 350s, with a long-lasting compound and a tread that clears water well.',
    9,
  ],
  [
    'MRF Revz FC1 Tubeless Tyre',
    'mrf',
    [f('100/80-17', 2490), r('130/70-17', 3490)],
    ['ns200', 'rtr200', 'pulsar220'],
    'Sport',
    'The Revz FC1 gives 150–250 cc street bikes a sporty profile and a grippy compound for confident cornering.',
    8,
  ],
  [
    'MRF Mogrip Meteor M Dual-Purpose Tyre',
    'mrf',
    [f('90/90-21', 2690), r('120/80-18', 3590)],
    ['xpulse', 'himalayan411'],
    'Dual-sport',
    'The Mogrip Meteor M is a knobby dual-purpose tyre for riders who spend as much time on mud and gravel as on tarmac.',
    6,
    'desert_sand',
  ],
  [
    'CEAT Zoom Rad X1 Radial Tyre',
    'ceat',
    [f('110/70 R17', 3890), r('150/60 R17', 5490)],
    ['duke250', 'dominar400', 'gixxer250'],
    'Sport radial',
    'The Zoom Rad X1 is a radial sport tyre made in India, with a soft compound and a stiff carcass for stable high-speed handling.',
    7,
  ],
  [
    'CEAT Gripp XL Tubeless Tyre',
    'ceat',
    [f('90/90-19', 2150), r('120/80-18', 2990)],
    ['classic350', GEN.bullet350Unit, 'meteor350'],
    'Street',
    'The Gripp XL is a long-life touring tyre with deep grooves for monsoon roads and a sturdy build for carrying a pillion and luggage.',
    8,
  ],
  [
    'CEAT Zoom Plus Tubeless Tyre',
    'ceat',
    [f('100/90-17', 2290), r('140/70-17', 3390)],
    ['rtr160', 'n160', 'fz', 'hornet'],
    'Street',
    'The Zoom Plus is a sporty street tyre with a wide contact patch that gives commuter-sports bikes a planted feel.',
    7,
  ],
  [
    'Pirelli Diablo Rosso II Tyre',
    'pirelli',
    [f('110/70 R17', 8990), r('150/60 R17', 11990)],
    ['duke390', 'rc390'],
    'Sport radial',
    'The Diablo Rosso II is a proper sport tyre with a dual-compound rear, giving quick warm-up and excellent lean-angle grip.',
    6,
  ],
  [
    'Pirelli Scorpion Rally STR Tyre',
    'pirelli',
    [f('90/90-21', 9490), r('140/80 R17', 12990)],
    ['himalayan450', 'adv390'],
    'Adventure',
    'The Scorpion Rally STR is an adventure tyre that handles highway miles and broken trails equally well, a popular upgrade for big-travel ADVs.',
    6,
    'desert_sand',
  ],
  [
    'Pirelli Phantom Sportscomp Tyre',
    'pirelli',
    [f('100/90-18', 6990), r('130/70-18', 8990)],
    ['interceptor650', 'gt650'],
    'Classic sport',
    'The Phantom Sportscomp is a retro-pattern tyre with modern grip, the perfect look for the 650 twins and café racers.',
    5,
  ],
  [
    'Michelin Pilot Street 2 Tubeless Tyre',
    'michelin',
    [f('110/70-17', 3390), r('140/70-17', 4690)],
    ['r15', 'mt15', 'duke200'],
    'Street',
    'The Pilot Street 2 is a long-wearing street tyre with a silica compound that grips well on wet roads, ideal for daily sport commuters.',
    7,
    'petrol_blue',
  ],
  [
    'Michelin Road 5 Sport-Touring Tyre',
    'michelin',
    [f('120/70 ZR17', 12990), r('180/55 ZR17', 13990)],
    ['z900'],
    'Sport-touring',
    'The Road 5 is a benchmark sport-touring tyre with siped tread blocks that keep their wet grip right to the end of their life.',
    4,
    'petrol_blue',
  ],
  [
    'Michelin Anakee Adventure Tyre',
    'michelin',
    [f('90/90-21', 8490), r('150/70 R17', 13490)],
    ['adv390', 'himalayan450', 'versys650'],
    'Adventure',
    'The Anakee Adventure is built for touring ADV riders, with road manners first and enough bite for gravel and dirt on the way.',
    5,
    'petrol_blue',
  ],
  [
    'Michelin Pilot Street Radial Tyre',
    'michelin',
    [f('110/70 R17', 5490), r('150/60 R17', 7490)],
    ['dominar400', 'rr310', 'ninja300', 'r3'],
    'Sport radial',
    'The Pilot Street Radial brings radial precision to 300–400 cc bikes, with quick steering and stable high-speed manners.',
    5,
    'petrol_blue',
  ],
];

export function tyres(): ProductSpec[] {
  return TYRES.map(([name, brand, sizes, fit, style, blurb, pop, palette]) => {
    const labels = sizes.map((s) => s.name.replace(/ Front$/, ' front').replace(/ Rear$/, ' rear'));
    return part({
      name,
      brand,
      kind: 'tyre',
      category: C.tyres,
      palette: palette ?? 'matte_black',
      price: sizes,
      fit,
      pop,
      description: `${blurb} Available in ${labels.join(' and ')} sizes, sold individually. Fit it with a new valve and have the wheel balanced after mounting.`,
      features: [
        `${style} tyre`,
        style === 'Dual-sport' ? 'Tube-type construction' : 'Tubeless construction',
        `Sizes: ${labels.join(', ')}`,
        'Sold as a single tyre',
        fitsLine(fit),
      ],
    });
  });
}

/** Batteries, headlights, indicators and horns. */
import { C } from '../categories';
import { GEN, type Fit } from '../fitment';
import type { ProductSpec } from '../product';
import { alsoFits, fitsLine, forBike, part } from './part-spec';

type BatteryRow = readonly [
  name: string,
  brand: string,
  ah: number,
  fit: readonly Fit[],
  mrp: number,
  warranty: number,
  pop: number,
];

function batteries(): ProductSpec[] {
  const rows: readonly BatteryRow[] = [
    ['Amaron Pro Bike Rider ETZ5L Battery', 'amaron', 4, ['ns200', 'rtr160', 'r15', 'mt15', 'hornet'], 1650, 48, 8],
    [
      'Amaron Pro Bike Rider ETZ9 Battery',
      'amaron',
      8,
      ['classic350', GEN.bullet350Unit, 'meteor350', 'hunter350', 'dominar400'],
      2890,
      48,
      8,
    ],
    ['Exide Xplore XLTZ7 Battery', 'exide', 6, ['duke200', 'duke250', 'xpulse', 'cb350'], 2190, 36, 6],
    ['Exide Xplore XLTZ9 Battery', 'exide', 8, ['duke390', 'rc390', 'adv390', 'himalayan411', 'mavrick'], 3190, 36, 6],
    [
      'Amaron Pro Bike Rider ETZ12 Battery',
      'amaron',
      10,
      ['interceptor650', 'gt650', 'superMeteor650', 'himalayan450'],
      3990,
      48,
      5,
    ],
  ];
  return rows.map(([name, brand, ah, fit, mrp, warranty, pop]) =>
    part({
      name,
      brand,
      kind: 'battery',
      category: C.batteries,
      palette: brand === 'amaron' ? 'olive' : 'racing_red',
      price: mrp,
      fit,
      pop,
      description: `A maintenance-free ${ah} Ah, 12 V VRLA battery that comes factory-charged and ready to fit on the ${forBike(fit)}. It cranks strongly on cold mornings and never needs topping up with distilled water.${alsoFits(fit)} Carries a ${warranty}-month warranty through the manufacturer's service network.`,
      features: [
        `12 V, ${ah} Ah capacity`,
        'Maintenance-free VRLA design',
        'Factory charged, ready to fit',
        `${warranty}-month manufacturer warranty`,
        fitsLine(fit),
      ],
    }),
  );
}

const ROUND_HEADLAMP: readonly Fit[] = ['classic350', GEN.bullet350Unit, 'interceptor650'];
/** Bikes with an H4 halogen headlamp; the Xpulse 4V and the FZ-S V4 have LED ones. */
const H4_HALOGEN: readonly Fit[] = [GEN.ns200Halogen, 'rtr160', 'shine', 'splendor'];
const RE_J_INDICATORS: readonly Fit[] = [GEN.classic350J, 'meteor350', 'hunter350'];

function lighting(): ProductSpec[] {
  return [
    part({
      name: 'Uno Minda 7-inch LED Headlight for Royal Enfield Classic 350',
      brand: 'uno-minda',
      kind: 'headlight',
      category: C.headlights,
      palette: 'chrome',
      price: 3490,
      fit: ROUND_HEADLAMP,
      pop: 8,
      description:
        'A plug-and-play 7-inch round LED headlight that replaces the dim halogen unit on Royal Enfield round-headlamp bikes with 12 V electrics. The white beam lights up dark ghat roads far better, and it draws less current from the battery.',
      features: [
        '7-inch round LED unit',
        'High and low beam with DRL ring',
        'Plug-and-play wiring',
        'IP67 water and dust resistance',
        fitsLine(ROUND_HEADLAMP),
      ],
    }),
    part({
      name: 'Uno Minda H4 LED Headlight Bulb',
      brand: 'uno-minda',
      kind: 'headlight',
      category: C.headlights,
      palette: 'pearl_white',
      price: 890,
      fit: H4_HALOGEN,
      pop: 8,
      description:
        'A direct-fit H4/HS1 LED bulb that gives commuter and sport bikes with a halogen headlamp a brighter, whiter beam without rewiring. It runs cooler than halogen and lasts far longer on rough roads. Bikes that left the factory with an LED headlamp, such as the Pulsar NS200 from 2024, do not take a bulb.',
      features: [
        'H4 / HS1 base',
        '6000 K white light',
        'High and low beam',
        'Built-in cooling fan',
        fitsLine(H4_HALOGEN),
      ],
    }),
    part({
      name: 'Bosch 35W Halogen Headlight Bulb HS1',
      brand: 'bosch',
      kind: 'headlight',
      category: C.headlights,
      palette: 'chrome',
      price: 249,
      fit: ['classic350', GEN.bullet350Unit, GEN.ns200Halogen, 'splendor', 'shine'],
      pop: 6,
      description:
        'A genuine Bosch HS1 35/35 W halogen bulb, the correct replacement for many Indian motorcycles that came with a halogen headlight. Keep a spare in the toolkit for night rides.',
      features: ['HS1 base, 12 V 35/35 W', 'Quartz glass envelope', 'OE-quality filament', 'Road legal beam pattern'],
    }),
    part({
      name: 'Royal Enfield Genuine LED Headlamp for Himalayan 411',
      brand: 'royal-enfield',
      kind: 'headlight',
      category: C.headlights,
      palette: 'desert_sand',
      price: 5950,
      fit: ['himalayan411', 'scram411'],
      pop: 4,
      newDays: 8,
      description:
        'A genuine Royal Enfield LED headlamp upgrade for the Himalayan 411 and Scram 411 that replaces the halogen unit and widens the beam for night riding in the hills. It plugs into the stock wiring with a supplied adaptor.',
      features: [
        'Full LED projector',
        'Integrated DRL',
        'Plug-in wiring adaptor included',
        'Genuine Royal Enfield part',
        'Fits Royal Enfield Himalayan 411 and Scram 411',
      ],
    }),
    part({
      name: 'Uno Minda LED Indicator Set',
      brand: 'uno-minda',
      kind: 'indicator',
      category: C.indicators,
      palette: 'hi_viz',
      price: 690,
      universal: true,
      pop: 7,
      description:
        'A set of four compact amber LED indicators with a universal M8 mount, bright enough to be seen in daylight and quicker to flash than bulbs. Use the supplied load resistor or an LED flasher relay to get the right flash rate.',
      features: [
        'Set of four amber LED indicators',
        'Universal M8 mounting stud',
        'E-mark approved',
        'Load resistors included',
      ],
    }),
    part({
      name: 'Royal Enfield Genuine LED Indicators',
      brand: 'royal-enfield',
      kind: 'indicator',
      category: C.indicators,
      palette: 'chrome',
      price: 1490,
      fit: RE_J_INDICATORS,
      pop: 5,
      description:
        'Genuine Royal Enfield LED indicators with a chrome body that keeps the classic look while adding modern brightness. They bolt directly to the stock mounts and plug into the wiring of the J-platform 350s.',
      features: [
        'Pair of LED indicators',
        'Chrome housing',
        'Direct fit to stock mounts',
        'Genuine Royal Enfield part',
        fitsLine(RE_J_INDICATORS),
      ],
    }),
    part({
      name: 'Zana Sequential LED Indicators',
      brand: 'zana',
      kind: 'indicator',
      category: C.indicators,
      palette: 'matte_black',
      price: 990,
      universal: true,
      pop: 5,
      description:
        'Slim sequential LED indicators that sweep outwards when they flash, adding a modern touch to street bikes. They are universal-fit with an M8 stud and come with resistors.',
      features: ['Sequential amber flash', 'Slim aluminium body', 'Universal M8 mount', 'Resistors included'],
    }),
  ];
}

function horns(): ProductSpec[] {
  return [
    part({
      name: 'Bosch EC6 Twin Horn Set',
      brand: 'bosch',
      kind: 'horn',
      category: C.horns,
      palette: 'racing_red',
      price: 1250,
      universal: true,
      pop: 8,
      description:
        'A pair of Bosch EC6 disc horns, high and low tone, that make a far stronger sound than most stock horns on Indian highways. Fit them with a relay so the switch and wiring are not overloaded.',
      features: ['Twin high and low tone horns', '12 V, 110 dB', 'Compact disc design', 'Use with a horn relay'],
    }),
    part({
      name: 'Uno Minda Compact Horn 12V',
      brand: 'uno-minda',
      kind: 'horn',
      category: C.horns,
      palette: 'gunmetal',
      price: 450,
      universal: true,
      pop: 6,
      description:
        'A compact, direct-replacement 12 V horn for commuters and scooters when the stock horn starts to croak. It mounts on the original bracket and plugs into the existing wiring.',
      features: ['12 V compact horn', '105 dB sound output', 'Water-resistant housing', 'Direct replacement'],
    }),
    part({
      name: 'Bosch Fanfare Trumpet Horn Kit',
      brand: 'bosch',
      kind: 'horn',
      category: C.horns,
      palette: 'chrome',
      price: 2490,
      universal: true,
      pop: 4,
      description:
        'A twin-trumpet air-type horn kit with a loud, rich tone for touring bikes that spend long days on national highways. The kit includes a relay and wiring harness for a clean installation.',
      features: ['Twin trumpet horns', 'Relay and wiring harness included', '12 V, 118 dB', 'Weather-resistant'],
    }),
  ];
}

export function electricalSpares(): ProductSpec[] {
  return [...batteries(), ...lighting(), ...horns()];
}

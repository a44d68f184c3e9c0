/** Protection: crash guards and bike covers. */
import { C } from '../categories';
import { FAMILY, GEN, type Fit } from '../fitment';
import type { ProductSpec } from '../product';
import { alsoFits, fitsLine, forBike, part } from './part-spec';

type GuardRow = readonly [name: string, brand: string, fit: readonly Fit[], mrp: number, pop: number, note: string];

function crashGuards(): ProductSpec[] {
  const rows: readonly GuardRow[] = [
    [
      'Zana Crash Guard with Sliders',
      'zana',
      ['himalayan450'],
      4490,
      8,
      'It wraps around the engine and radiator with replaceable nylon sliders.',
    ],
    [
      'Zana Crash Guard',
      'zana',
      ['interceptor650', 'gt650'],
      3990,
      7,
      'The twin-loop design protects both cylinder heads without hiding the engine.',
    ],
    // The 2024 Dukes have a new frame, so their sliders mount differently.
    [
      'Zana Frame Sliders',
      'zana',
      [GEN.duke390Gen2, GEN.duke250Gen1],
      3290,
      7,
      'Nylon sliders on CNC-machined mounts take the hit in a low-side and protect the frame and engine covers.',
    ],
    [
      'Zana Frame Sliders',
      'zana',
      [GEN.duke390Gen3, GEN.duke250Gen2],
      3490,
      7,
      'Nylon sliders on CNC-machined mounts made for the new frame of the third-generation Duke take the hit in a low-side and protect the frame and engine covers.',
    ],
    [
      'Zana Crash Guard',
      'zana',
      [GEN.duke200Gen1],
      2290,
      5,
      'A tubular guard for the first 200 Duke’s frame that keeps the engine and radiator safe in a tip-over.',
    ],
    [
      'Zana Crash Guard',
      'zana',
      [GEN.duke200Gen2],
      2490,
      6,
      'A tubular guard for the 2020-on 200 Duke, whose new trellis frame moved the mounting points, that keeps the engine and radiator safe in a tip-over.',
    ],
    [
      'Zana Crash Guard',
      'zana',
      ['hunter350'],
      2490,
      7,
      'A compact bar that follows the Hunter’s short lines and keeps the engine safe in a tip-over.',
    ],
    [
      'Royal Enfield Genuine Engine Guard',
      'royal-enfield',
      FAMILY.re350Uce,
      2650,
      6,
      'The genuine black engine guard for the UCE frame bolts to the stock mounting points and matches the factory finish.',
    ],
    [
      'Royal Enfield Genuine Engine Guard',
      'royal-enfield',
      [GEN.classic350J, GEN.bullet350J],
      2850,
      8,
      'The genuine black engine guard for the J-platform frame bolts to the stock mounting points and matches the factory finish.',
    ],
    [
      'Zana Crash Guard',
      'zana',
      ['mt15', 'r15'],
      2190,
      6,
      'A slim guard that protects the engine cases without getting in the way of your feet.',
    ],
    [
      'Zana Crash Guard with Skid Plate',
      'zana',
      ['xpulse'],
      2690,
      6,
      'The guard and aluminium skid plate shield the engine from rocks on trails.',
    ],
    [
      'Zana Crash Guard',
      'zana',
      ['speed400', 'scrambler400'],
      3490,
      6,
      'A neat guard that follows the lines of the Triumph 400 twins and takes tip-overs in its stride.',
    ],
    [
      'Zana Crash Guard',
      'zana',
      ['ronin'],
      2590,
      5,
      'A sturdy guard that suits the Ronin’s modern-retro style and protects the engine in a fall.',
    ],
  ];
  return rows.map(([name, brand, fit, mrp, pop, note]) =>
    part({
      name: `${name} for ${forBike(fit, brand)}`,
      brand,
      kind: 'crash-guard',
      category: C.crashGuards,
      palette: 'matte_black',
      price: mrp,
      fit,
      pop,
      description: `A bolt-on guard made for the ${forBike(fit)}. ${note} It uses the existing frame mounting points, so installation takes about half an hour with basic tools.${alsoFits(fit)}`,
      features: [
        'Mild-steel tube, powder-coated black',
        'Bolts to existing frame points',
        'No drilling or cutting',
        'Mounting hardware included',
        fitsLine(fit),
      ],
    }),
  );
}

function covers(): ProductSpec[] {
  return [
    part({
      name: 'Royal Enfield Genuine Bike Cover',
      brand: 'royal-enfield',
      kind: 'bike-cover',
      category: C.covers,
      palette: 'gunmetal',
      price: 1450,
      pop: 7,
      // Cut to the shape every Bullet has kept since the 1950s.
      fit: ['classic350', 'bullet350', 'meteor350', 'hunter350'],
      description:
        'A genuine Royal Enfield cover, cut for the 350s, that keeps rain, dust and bird droppings off your bike when it is parked outside. The elastic hem and buckle strap stop it from blowing away in the wind.',
      features: [
        'Water-resistant polyester',
        'Elastic hem and under-belly strap',
        'Breathable to prevent condensation',
        'Storage pouch included',
      ],
    }),
    part({
      name: 'Guardian Gears Waterproof Bike Cover',
      brand: 'guardian-gears',
      kind: 'bike-cover',
      category: C.covers,
      palette: 'olive',
      price: [
        { name: 'Standard', mrp: 1290 },
        { name: 'Large (ADV)', mrp: 1590 },
      ],
      universal: true,
      pop: 6,
      description:
        'A heavy-duty, fully waterproof cover with taped seams, made for bikes that live outdoors through the Kerala monsoon. The Large size fits tall adventure bikes with windscreens and luggage racks.',
      features: [
        'Waterproof coated fabric with taped seams',
        'Heat-resistant exhaust panel',
        'Lock-through grommets',
        'Two sizes: Standard and Large',
      ],
    }),
    part({
      name: 'Viaterra All-Weather Bike Cover',
      brand: 'viaterra',
      kind: 'bike-cover',
      category: C.covers,
      palette: 'matte_black',
      price: 1490,
      universal: true,
      pop: 5,
      description:
        'The Viaterra cover protects against UV, rain and dust with a breathable fabric that does not trap moisture underneath. It packs into a small bag to carry on tours.',
      features: ['UV and water resistant', 'Breathable fabric', 'Reflective strips', 'Packs into a carry bag'],
    }),
    part({
      name: 'Zana Dustproof Bike Cover',
      brand: 'zana',
      kind: 'bike-cover',
      category: C.covers,
      palette: 'gunmetal',
      price: 990,
      universal: true,
      pop: 5,
      description:
        'A light, soft-lined dust cover for bikes parked indoors or under a porch, which keeps paint scratch-free and dust away. Elastic ends give a snug fit on most street bikes.',
      features: ['Soft inner lining', 'Dustproof polyester', 'Elastic front and rear', 'Fits most street bikes'],
    }),
  ];
}

export function protectionAccessories(): ProductSpec[] {
  return [...crashGuards(), ...covers()];
}

/** Seat covers and exhausts; strap-on seat covers fit every bike. */
import { C } from '../categories';
import { FAMILY, GEN, type Fit } from '../fitment';
import type { ProductSpec } from '../product';
import { fitsLine, forBike, part } from './part-spec';

/** The UCE Classic's seats and the J-platform Classic's differ in shape: one cover for each. */
function classicSeatCovers(): ProductSpec[] {
  const rows: ReadonlyArray<readonly [fit: Fit, seat: string, mrp: number, pop: number]> = [
    [GEN.classic350Uce, 'the seats of the UCE Classic 350', 2250, 4],
    [GEN.classic350J, 'the seats of the J-platform Classic 350', 2450, 5],
  ];
  return rows.map(([fit, seat, mrp, pop]) =>
    part({
      name: `Royal Enfield Genuine Touring Seat Cover for ${forBike([fit], 'royal-enfield')}`,
      brand: 'royal-enfield',
      kind: 'seat-cover',
      category: C.seatCovers,
      palette: 'desert_sand',
      price: mrp,
      pop,
      fit: [fit],
      description: `A genuine Royal Enfield seat cover tailored for ${seat}, in a tan finish with contrast stitching. It protects the original seats from sun and rain while adding extra padding; the other generation's seats are a different shape.`,
      features: [
        `Tailored for ${seat}`,
        'Tan finish with contrast stitching',
        'Extra comfort padding',
        'Water-resistant',
        fitsLine([fit]),
      ],
    }),
  );
}

/** The third-generation Dukes route the exhaust differently, so each generation has its own slip-on. */
function dukeSlipOns(): ProductSpec[] {
  const rows: ReadonlyArray<readonly [fit: readonly Fit[], note: string, mrp: number, pop: number]> = [
    [[GEN.duke390Gen2, GEN.duke250Gen1], 'replaces the stock side-mounted silencer', 21990, 5],
    [[GEN.duke390Gen3, GEN.duke250Gen2], 'bolts to the reworked header of the 2024 Dukes', 23990, 5],
  ];
  return rows.map(([fit, note, mrp, pop]) =>
    part({
      name: `Red Rooster Performance Slip-On Exhaust for ${forBike(fit)}`,
      brand: 'red-rooster',
      kind: 'exhaust',
      category: C.exhausts,
      palette: 'matte_black',
      price: mrp,
      pop,
      fit,
      description: `A short, lightweight slip-on for the ${forBike(fit)} that ${note}, saves weight and sharpens the sound, with a removable dB killer for city rides. The ceramic-coated body resists heat discolouration.`,
      features: ['Lightweight slip-on', 'Removable dB killer', 'Ceramic-coated body', fitsLine(fit)],
    }),
  );
}

/** The genuine silencer changed with the J-platform engine's exhaust port and mounts. */
function classicSilencers(): ProductSpec[] {
  const rows: ReadonlyArray<readonly [fit: readonly Fit[], engine: string, mrp: number, pop: number]> = [
    [FAMILY.re350Uce, 'UCE', 4450, 6],
    [[GEN.classic350J, GEN.bullet350J], 'J-platform', 4650, 7],
  ];
  return rows.map(([fit, engine, mrp, pop]) =>
    part({
      name: `Royal Enfield Genuine Tapered Silencer for ${forBike(fit, 'royal-enfield')}`,
      brand: 'royal-enfield',
      kind: 'exhaust',
      category: C.exhausts,
      palette: 'chrome',
      price: mrp,
      pop,
      fit,
      description: `The genuine chrome tapered silencer for the ${engine} Classic 350 and Bullet 350, road legal and tuned for the classic thump. A popular replacement for riders restoring a scratched or dented stock silencer; it bolts to the ${engine} header and mounts only.`,
      features: ['Chrome-plated steel', 'Road-legal sound level', 'Genuine Royal Enfield part', fitsLine(fit)],
    }),
  );
}

export function seatsAndExhausts(): ProductSpec[] {
  return [
    part({
      name: 'Guardian Gears 3D Mesh Seat Cover',
      brand: 'guardian-gears',
      kind: 'seat-cover',
      category: C.seatCovers,
      palette: 'matte_black',
      price: 990,
      universal: true,
      pop: 7,
      description:
        'A 3D spacer-mesh seat cover that lets air flow under you, stopping the sweaty-seat feeling on hot afternoons and drying quickly after rain. Elastic edges and straps fit most single and split seats.',
      features: ['3D spacer mesh for airflow', 'Quick-drying after rain', 'Elastic edges and straps', 'Universal fit'],
    }),
    part({
      name: 'Viaterra Cool Touring Seat Cover',
      brand: 'viaterra',
      kind: 'seat-cover',
      category: C.seatCovers,
      palette: 'gunmetal',
      price: 1790,
      universal: true,
      pop: 6,
      description:
        'A padded touring seat cover with a gel-feel layer that eases pressure points on long days. The anti-slip base keeps it from sliding around when you shift position.',
      features: ['Gel-feel comfort layer', 'Anti-slip base', 'Breathable top fabric', 'Fits most touring bikes'],
    }),
    ...classicSeatCovers(),
    part({
      name: 'Raida Sheepskin-Look Seat Pad',
      brand: 'raida',
      kind: 'seat-cover',
      category: C.seatCovers,
      palette: 'desert_sand',
      price: 1490,
      universal: true,
      pop: 4,
      description:
        'A plush seat pad that cushions long highway stints and keeps the seat cooler than bare vinyl in the sun. Adjustable straps fit it to almost any seat shape.',
      features: ['Plush synthetic fleece', 'Adjustable straps', 'Breathable', 'Universal fit'],
    }),
    part({
      name: 'Red Rooster Performance Slip-On Exhaust for Royal Enfield Interceptor 650',
      brand: 'red-rooster',
      kind: 'exhaust',
      category: C.exhausts,
      palette: 'chrome',
      price: 17990,
      pop: 6,
      fit: ['interceptor650', 'gt650'],
      description:
        'A pair of Indian-made stainless steel slip-on silencers that give the 650 twin a deeper, richer note without drowning out conversation. They bolt on in place of the stock mufflers and keep the catalytic converter in place.',
      features: [
        'Pair of stainless steel slip-ons',
        'Deeper exhaust note',
        'Retains stock catalytic converter',
        'Bolt-on fit',
        'Fits Royal Enfield Interceptor 650 and Continental GT 650',
      ],
    }),
    ...dukeSlipOns(),
    ...classicSilencers(),
    part({
      name: 'Red Rooster Performance Exhaust for Royal Enfield Himalayan 411',
      brand: 'red-rooster',
      kind: 'exhaust',
      category: C.exhausts,
      palette: 'gunmetal',
      price: 14990,
      pop: 4,
      fit: ['himalayan411', 'scram411'],
      description:
        'A high-mounted stainless exhaust for the Himalayan 411 and Scram 411 that stays clear of water crossings and rocks on trails. The note is bassy without being tiring on long rides.',
      features: [
        'High-mount stainless steel',
        'Deeper note',
        'Heat shield included',
        'Fits Royal Enfield Himalayan 411 and Scram 411',
      ],
    }),
  ];
}

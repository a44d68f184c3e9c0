/** Seat covers and exhausts. */
import { C } from '../categories';
import type { ProductSpec } from '../product';
import { part } from './part-spec';

export function seatsAndExhausts(): ProductSpec[] {
  return [
    part({
      name: 'Guardian Gears 3D Mesh Seat Cover',
      brand: 'guardian-gears',
      kind: 'seat-cover',
      category: C.seatCovers,
      palette: 'matte_black',
      price: 990,
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
      pop: 6,
      description:
        'A padded touring seat cover with a gel-feel layer that eases pressure points on long days. The anti-slip base keeps it from sliding around when you shift position.',
      features: ['Gel-feel comfort layer', 'Anti-slip base', 'Breathable top fabric', 'Fits most touring bikes'],
    }),
    part({
      name: 'Royal Enfield Genuine Touring Seat Cover for Classic 350',
      brand: 'royal-enfield',
      kind: 'seat-cover',
      category: C.seatCovers,
      palette: 'desert_sand',
      price: 2450,
      pop: 5,
      fit: ['classic350'],
      description:
        'A genuine Royal Enfield seat cover tailored for the Classic 350 split seat, in a tan finish with contrast stitching. It protects the original seat from sun and rain while adding extra padding.',
      features: [
        'Tailored for the Classic 350 split seat',
        'Tan finish with contrast stitching',
        'Extra comfort padding',
        'Water-resistant',
      ],
    }),
    part({
      name: 'Raida Sheepskin-Look Seat Pad',
      brand: 'raida',
      kind: 'seat-cover',
      category: C.seatCovers,
      palette: 'desert_sand',
      price: 1490,
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
    part({
      name: 'Red Rooster Performance Slip-On Exhaust for KTM 390 Duke',
      brand: 'red-rooster',
      kind: 'exhaust',
      category: C.exhausts,
      palette: 'matte_black',
      price: 21990,
      pop: 5,
      fit: ['duke390', 'duke250'],
      description:
        'A short, lightweight slip-on for the 390 Duke that saves weight and sharpens the sound, with a removable dB killer for city rides. The ceramic-coated body resists heat discolouration.',
      features: ['Lightweight slip-on', 'Removable dB killer', 'Ceramic-coated body', 'Fits KTM 390 Duke and 250 Duke'],
    }),
    part({
      name: 'Royal Enfield Genuine Tapered Silencer for Classic 350',
      brand: 'royal-enfield',
      kind: 'exhaust',
      category: C.exhausts,
      palette: 'chrome',
      price: 4650,
      pop: 7,
      fit: ['classic350', 'bullet350'],
      description:
        'The genuine chrome tapered silencer for the Classic 350 and Bullet 350, road legal and tuned for the classic thump. A popular replacement for riders restoring a scratched or dented stock silencer.',
      features: [
        'Chrome-plated steel',
        'Road-legal sound level',
        'Genuine Royal Enfield part',
        'Fits Royal Enfield Classic 350 and Bullet 350',
      ],
    }),
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

/** Luggage: saddle bags and tank bags; strap-on and throw-over bags fit every bike. */
import { C } from '../categories';
import { GEN } from '../fitment';
import type { ProductSpec } from '../product';
import { part } from './part-spec';

export function luggageAccessories(): ProductSpec[] {
  return [
    part({
      name: 'Viaterra Claw Mini Saddlebags',
      brand: 'viaterra',
      kind: 'saddle-bag',
      category: C.saddleBags,
      palette: 'matte_black',
      price: 5990,
      pop: 9,
      universal: true,
      description:
        'The Claw Mini is a compact, strap-on saddlebag pair that fits almost any bike without a frame, perfect for weekend trips. Each side holds about 14 litres and comes with a rain cover for the monsoon.',
      features: [
        '2 x 14 litre capacity',
        'Universal strap-on mounting, no frame needed',
        'Rain covers included',
        'Heat shield on the exhaust side',
        'Reflective piping',
      ],
    }),
    part({
      name: 'Guardian Gears Jaws Saddlebags 2.0',
      brand: 'guardian-gears',
      kind: 'saddle-bag',
      category: C.saddleBags,
      palette: 'olive',
      price: 7490,
      pop: 8,
      newDays: 4,
      universal: true,
      description:
        'The Jaws 2.0 are tough, throw-over saddlebags built for Himalayan expeditions, with a waterproof inner bag and a stiff base that keeps their shape when loaded. Guardian Gears makes them in India with feedback from long-distance riders.',
      features: [
        '2 x 22 litre capacity',
        'Waterproof roll-top inner bags',
        'Throw-over design with quick-release straps',
        'Abrasion-resistant base',
        'Made in India',
      ],
    }),
    part({
      name: 'Rynox Expedition Trails Saddlebags',
      brand: 'rynox',
      kind: 'saddle-bag',
      category: C.saddleBags,
      palette: 'desert_sand',
      price: 10950,
      pop: 6,
      universal: true,
      description:
        'The Expedition Trails saddlebags are Rynox’s big touring bags, with 100% waterproof dry bags inside and MOLLE panels outside for extra kit. A sturdy harness keeps them off the wheel on rough roads.',
      features: [
        '2 x 28 litre capacity',
        'Removable waterproof dry bags',
        'MOLLE panels for add-ons',
        'Heat-resistant panel',
        'Universal harness',
      ],
    }),
    part({
      name: 'Royal Enfield Genuine Pannier Kit for Himalayan 450',
      brand: 'royal-enfield',
      kind: 'saddle-bag',
      category: C.saddleBags,
      palette: 'gunmetal',
      price: 22950,
      pop: 5,
      fit: ['himalayan450'],
      description:
        'A genuine Royal Enfield aluminium pannier kit with mounting rails made for the Himalayan 450, lockable and weatherproof for serious touring. The rails bolt to the existing frame points without drilling.',
      features: [
        'Aluminium hard panniers, lockable',
        'Genuine mounting rails included',
        'Weatherproof seals',
        'Bolt-on, no drilling',
        'Fits Royal Enfield Himalayan 450',
      ],
    }),
    part({
      name: 'Royal Enfield Genuine Leather Saddle Bag for Classic 350',
      brand: 'royal-enfield',
      kind: 'saddle-bag',
      category: C.saddleBags,
      palette: 'desert_sand',
      price: 3950,
      pop: 6,
      fit: ['classic350', GEN.bullet350Unit],
      description:
        'A classic single saddle bag in leather-look finish with buckle straps, made to sit on the Classic 350 and Bullet 350 bag mount. It holds a rain suit, toolkit and documents with room to spare.',
      features: [
        'Single 12 litre bag',
        'Leather-look waterproof finish',
        'Mounts on the genuine bag support',
        'Buckle-strap closure',
        'Fits Royal Enfield Classic 350 and Bullet 350',
      ],
    }),
    part({
      name: 'Viaterra Fly Tank Bag',
      brand: 'viaterra',
      kind: 'tank-bag',
      category: C.tankBags,
      palette: 'matte_black',
      price: 3490,
      universal: true,
      pop: 7,
      description:
        'The Fly is a slim strap-on tank bag with a clear phone window on top, so you can follow navigation while your wallet and charger stay close. It expands when you need room for snacks on a long ride.',
      features: [
        '8 to 12 litre expandable',
        'Clear touchscreen window',
        'Strap mount for any tank shape',
        'Rain cover included',
      ],
    }),
    part({
      name: 'Rynox Navigator Magnetic Tank Bag',
      brand: 'rynox',
      kind: 'tank-bag',
      category: C.tankBags,
      palette: 'gunmetal',
      price: 4490,
      universal: true,
      pop: 7,
      description:
        'The Navigator mounts with strong magnets on steel tanks and adds a strap as backup, with a large map pocket on top for your phone. It is quick to pull off when you stop for chai.',
      features: [
        '15 litre capacity',
        'Strong rubberised magnets plus safety strap',
        'Phone and map pocket',
        'Rain cover included',
        'Carry handle and shoulder strap',
      ],
    }),
    part({
      name: 'Guardian Gears Magnetic Tank Bag',
      brand: 'guardian-gears',
      kind: 'tank-bag',
      category: C.tankBags,
      palette: 'olive',
      price: 2790,
      universal: true,
      pop: 6,
      description:
        'A compact magnetic tank bag from Guardian Gears with a water-resistant shell and a clear phone pocket, for day rides when you want essentials within reach. The base is padded so it will not scratch your paint.',
      features: ['10 litre capacity', 'Magnetic mount with padded base', 'Clear phone pocket', 'Water-resistant shell'],
    }),
    part({
      name: 'Raida Tank Bag with Phone Pocket',
      brand: 'raida',
      kind: 'tank-bag',
      category: C.tankBags,
      palette: 'racing_red',
      price: 2990,
      universal: true,
      pop: 5,
      description:
        'The Raida tank bag straps on securely to most bikes and has a touch-friendly phone window on top. A good size for a rain jacket, toolkit and water bottle on weekend rides.',
      features: ['12 litre capacity', 'Strap-on mounting', 'Touch-friendly phone window', 'Reflective logo'],
    }),
  ];
}

/** Controls: handlebar grips, levers and mirrors; 22 mm grips and bar-end mirrors fit every bike. */
import { C } from '../categories';
import { GEN, type Fit } from '../fitment';
import type { ProductSpec } from '../product';
import { fitsLine, forBike, part } from './part-spec';

/** The 2024 Dukes have new switchgear and lever perches. */
const KTM_LEVERS: readonly Fit[] = [GEN.duke390Gen1And2, GEN.duke250Gen1, 'rc390'];

export function controlAccessories(): ProductSpec[] {
  return [
    part({
      name: 'Zana Anti-Slip Handlebar Grips',
      brand: 'zana',
      kind: 'handlebar-grips',
      category: C.grips,
      palette: 'matte_black',
      price: 690,
      universal: true,
      pop: 7,
      description:
        'Soft, anti-slip rubber grips with a waffle pattern that cuts vibration and keeps a firm hold in the rain. They fit standard 22 mm handlebars with open ends for bar-end weights.',
      features: [
        'Soft compound rubber',
        'Anti-vibration waffle pattern',
        'Fits 22 mm handlebars',
        'Open ends for bar-end weights',
      ],
    }),
    part({
      name: 'Uno Minda Handlebar Grip Set',
      brand: 'uno-minda',
      kind: 'handlebar-grips',
      category: C.grips,
      palette: 'gunmetal',
      price: 290,
      universal: true,
      pop: 6,
      description:
        'A budget replacement grip set for commuters and scooters when the original rubber wears smooth and slippery. The throttle-side grip has an inner sleeve for a smooth twist.',
      features: ['Pair of grips', 'Throttle-side sleeve', 'Durable rubber', 'Fits 22 mm handlebars'],
    }),
    part({
      name: 'Royal Enfield Genuine Black Grips',
      brand: 'royal-enfield',
      kind: 'handlebar-grips',
      category: C.grips,
      palette: 'matte_black',
      price: 650,
      pop: 5,
      fit: ['classic350', GEN.bullet350Unit, 'meteor350', 'hunter350'],
      description:
        'Genuine Royal Enfield grips with the classic tread pattern, the correct replacement for the 350 range. They give a comfortable hold on long rides without numbing your palms.',
      features: ['Genuine Royal Enfield part', 'Classic tread pattern', 'Direct replacement', 'Sold as a pair'],
    }),
    part({
      name: `Zana Adjustable CNC Levers for ${forBike(KTM_LEVERS)}`,
      brand: 'zana',
      kind: 'levers',
      category: C.levers,
      palette: 'orange_ktm',
      price: 2490,
      pop: 7,
      fit: KTM_LEVERS,
      description:
        'CNC-machined brake and clutch levers with a six-step span adjuster, so riders with smaller hands can reach the levers comfortably. The folding tip breaks away in a tip-over instead of snapping the lever.',
      features: [
        'CNC aluminium, anodised',
        'Six-position span adjuster',
        'Folding break-away tip',
        'Brake and clutch pair',
        fitsLine(KTM_LEVERS),
      ],
    }),
    part({
      name: 'Zana Adjustable CNC Levers for Royal Enfield Interceptor 650',
      brand: 'zana',
      kind: 'levers',
      category: C.levers,
      palette: 'chrome',
      price: 2690,
      pop: 5,
      fit: ['interceptor650', 'gt650'],
      description:
        'Adjustable CNC levers for the 650 twins that give a lighter feel and a reach you can tune to your hand. They bolt straight on using the stock pivot bolts.',
      features: [
        'CNC aluminium, anodised',
        'Span adjuster',
        'Brake and clutch pair',
        'Fits Royal Enfield Interceptor 650 and Continental GT 650',
      ],
    }),
    part({
      name: 'Zana Adjustable CNC Levers for Yamaha R15 V4',
      brand: 'zana',
      kind: 'levers',
      category: C.levers,
      palette: 'petrol_blue',
      price: 2290,
      pop: 6,
      fit: ['r15', 'mt15'],
      description:
        'A pair of adjustable CNC levers that sharpen the look of the R15 and MT-15 and let you set the reach just right. The folding tips survive the drops that snap stock levers.',
      features: [
        'CNC aluminium, anodised',
        'Six-position span adjuster',
        'Folding tips',
        'Fits Yamaha R15 V4 and MT-15',
      ],
    }),
    part({
      name: 'Royal Enfield Genuine Adjustable Levers for Himalayan 450',
      brand: 'royal-enfield',
      kind: 'levers',
      category: C.levers,
      palette: 'desert_sand',
      price: 2950,
      pop: 4,
      fit: ['himalayan450'],
      description:
        'Genuine adjustable brake and clutch levers for the Himalayan 450, with span adjusters that help when riding off-road in gloves. They are made to Royal Enfield quality and keep the warranty intact.',
      features: [
        'Span-adjustable',
        'Brake and clutch pair',
        'Genuine Royal Enfield accessory',
        'Fits Royal Enfield Himalayan 450',
      ],
    }),
    part({
      name: 'Zana Bar End Mirrors',
      brand: 'zana',
      kind: 'mirror',
      category: C.mirrors,
      palette: 'matte_black',
      price: 1690,
      universal: true,
      pop: 7,
      description:
        'A pair of round bar-end mirrors that clean up the front of a café racer or naked bike while giving a wider view behind. They fit handlebars with a standard 13 to 18 mm inner diameter.',
      features: [
        'Pair of round bar-end mirrors',
        'CNC aluminium housing',
        'Anti-glare glass',
        'Fits 13–18 mm bar inner diameter',
      ],
    }),
    part({
      name: 'Royal Enfield Genuine Round Mirrors',
      brand: 'royal-enfield',
      kind: 'mirror',
      category: C.mirrors,
      palette: 'chrome',
      price: 950,
      pop: 6,
      fit: ['classic350', GEN.bullet350Unit, 'meteor350'],
      description:
        'Genuine round chrome mirrors for the Royal Enfield 350s, the right replacement after a fall or for a cleaner stock look. They thread straight into the original mounts.',
      features: ['Pair of round mirrors', 'Chrome finish', 'Direct fit', 'Genuine Royal Enfield part'],
    }),
    part({
      name: 'Uno Minda Rear View Mirror Set for Bajaj Pulsar NS200',
      brand: 'uno-minda',
      kind: 'mirror',
      category: C.mirrors,
      palette: 'matte_black',
      price: 420,
      pop: 5,
      fit: ['ns200', 'n160'],
      description:
        'A direct-fit replacement mirror set for the Pulsar NS200 and N160, matching the original shape and mounting thread. The glass gives a clear, vibration-free view at highway speed.',
      features: [
        'Pair of mirrors',
        'OE shape and thread',
        'Clear, distortion-free glass',
        'Fits Bajaj Pulsar NS200 and Pulsar N160',
      ],
    }),
  ];
}

/**
 * Touring add-ons: phone mounts, USB chargers, intercoms and fog lights. Clamp-on mounts, chargers
 * and lamps fit every bike; an intercom rides on the helmet, so it is not a bike part at all.
 */
import { C } from '../categories';
import { GEN, type Fit } from '../fitment';
import type { ProductSpec } from '../product';
import { fitsLine, part } from './part-spec';

/** The genuine phone holder and USB socket suit the newer bikes' clamps and accessory wiring, not the UCE Classic's. */
const RE_PHONE_HOLDER: readonly Fit[] = ['meteor350', GEN.classic350J, 'hunter350', 'himalayan450'];
const RE_USB: readonly Fit[] = [GEN.classic350J, 'meteor350', 'hunter350', 'interceptor650'];

export function touringAccessories(): ProductSpec[] {
  return [
    part({
      name: 'Zana Aluminium Phone Mount',
      brand: 'zana',
      kind: 'phone-mount',
      category: C.phoneMounts,
      palette: 'matte_black',
      price: 1490,
      universal: true,
      pop: 9,
      description:
        'A CNC-machined aluminium phone holder that clamps to the handlebar and grips phones up to 6.8 inches with a spring-loaded cradle. A vibration damper protects your phone camera from engine buzz.',
      features: [
        'CNC aluminium body',
        'Fits phones from 4.7 to 6.8 inches',
        'Vibration damper for camera safety',
        '360-degree rotation',
        'Fits 22 mm and 28 mm handlebars',
      ],
    }),
    part({
      name: 'Zana Phone Mount with Wireless Charger',
      brand: 'zana',
      kind: 'phone-mount',
      category: C.phoneMounts,
      palette: 'gunmetal',
      price: 3490,
      universal: true,
      pop: 7,
      newDays: 2,
      description:
        'A handlebar phone mount with a 15 W wireless charging pad, so navigation never drains your battery on long rides. It is wired to the bike battery with a fused, waterproof connection.',
      features: [
        '15 W Qi wireless charging',
        'Auto-clamping cradle',
        'Waterproof wiring with inline fuse',
        'Vibration damper',
        'Fits 22 mm handlebars',
      ],
    }),
    part({
      name: 'Royal Enfield Genuine Phone Holder',
      brand: 'royal-enfield',
      kind: 'phone-mount',
      category: C.phoneMounts,
      palette: 'desert_sand',
      price: 1650,
      pop: 6,
      fit: RE_PHONE_HOLDER,
      description:
        'A genuine Royal Enfield phone holder that mounts on the handlebar clamp and keeps your phone in easy view for Tripper-style navigation. The rubber-lined cradle holds phones firmly on bad roads.',
      features: [
        'Rubber-lined cradle',
        'Handlebar clamp mount',
        'Tilt adjustment',
        'Genuine Royal Enfield accessory',
        fitsLine(RE_PHONE_HOLDER),
      ],
    }),
    part({
      name: 'Uno Minda Bike Mobile Holder',
      brand: 'uno-minda',
      kind: 'phone-mount',
      category: C.phoneMounts,
      palette: 'matte_black',
      price: 690,
      universal: true,
      pop: 7,
      description:
        'An affordable, easy-fit mobile holder with a four-corner grip that suits scooters and commuter bikes. It fits most phones and folds flat when not in use.',
      features: [
        'Four-corner grip',
        'Universal handlebar clamp',
        'Fits phones up to 6.5 inches',
        'Tool-free installation',
      ],
    }),
    part({
      name: 'Zana Dual USB Charger QC 3.0',
      brand: 'zana',
      kind: 'usb-charger',
      category: C.usb,
      palette: 'gunmetal',
      price: 890,
      universal: true,
      pop: 8,
      description:
        'A waterproof dual-port USB charger with Quick Charge 3.0 and a voltmeter display, so you can charge your phone and watch battery health at once. It mounts on the handlebar and wires to the battery.',
      features: [
        'Two USB ports, QC 3.0',
        'Built-in voltmeter',
        'Waterproof cap',
        'Handlebar mount',
        'Inline fuse and switch',
      ],
    }),
    part({
      name: 'Uno Minda USB Mobile Charger',
      brand: 'uno-minda',
      kind: 'usb-charger',
      category: C.usb,
      palette: 'matte_black',
      price: 490,
      universal: true,
      pop: 7,
      description:
        'A simple single-port USB charger with a rubber cap that keeps dust and rain out, the easiest way to keep your phone alive on daily rides. It runs off the bike’s 12 V supply.',
      features: ['Single 2.1 A USB port', 'Rubber weather cap', 'Handlebar clamp', '12 V input'],
    }),
    part({
      name: 'Royal Enfield Genuine USB Charger',
      brand: 'royal-enfield',
      kind: 'usb-charger',
      category: C.usb,
      palette: 'chrome',
      price: 1150,
      pop: 5,
      fit: RE_USB,
      description:
        'A genuine Royal Enfield USB charging port that plugs into the accessory connector on newer models, with a weather cap and neat wiring. Fitting keeps your warranty intact.',
      features: [
        'USB Type-A, 2.1 A',
        'Plugs into accessory connector',
        'Weather-sealed cap',
        'Warranty-safe genuine fitment',
        fitsLine(RE_USB),
      ],
    }),
    part({
      name: 'Sena 5S Bluetooth Intercom',
      brand: 'sena',
      kind: 'intercom',
      category: C.intercoms,
      palette: 'matte_black',
      price: [
        { name: 'Single', mrp: 9990 },
        { name: 'Dual Pack', mrp: 18990 },
      ],
      pop: 8,
      description:
        'The Sena 5S is a slim Bluetooth 5 communicator for music, calls and GPS prompts, with rider-to-pillion intercom up to 700 metres. Its small clamp fits most helmets without blocking the vents.',
      features: [
        'Bluetooth 5.0',
        'Two-way intercom up to 700 m',
        'Up to 8 hours talk time',
        'Voice commands',
        'Slim clamp and adhesive mounts',
      ],
    }),
    part({
      name: 'Sena 50S Mesh Intercom',
      brand: 'sena',
      kind: 'intercom',
      category: C.intercoms,
      palette: 'gunmetal',
      price: 34990,
      pop: 4,
      description:
        'The Sena 50S uses Mesh 2.0 to connect a whole riding group without pairing riders one by one, and it includes Harman Kardon speakers. It is the choice for group tours to Ladakh and beyond.',
      features: [
        'Mesh 2.0 group intercom',
        'Harman Kardon speakers',
        'Range up to 2 km',
        'Jog-dial control',
        'Wireless firmware updates',
      ],
    }),
    part({
      name: 'Cardo Spirit HD Intercom',
      brand: 'cardo',
      kind: 'intercom',
      category: C.intercoms,
      palette: 'orange_ktm',
      price: 16990,
      pop: 5,
      newDays: 14,
      description:
        'The Cardo Spirit HD brings JBL-tuned HD speakers and rider-to-rider intercom to a compact, waterproof unit. It is simple to pair and easy to use with gloves on.',
      features: ['HD speakers', 'Rider-to-rider intercom', 'Waterproof IP67', 'Up to 13 hours talk time'],
    }),
    part({
      name: 'Cardo Packtalk Edge Intercom',
      brand: 'cardo',
      kind: 'intercom',
      category: C.intercoms,
      palette: 'matte_black',
      price: 44990,
      pop: 3,
      description:
        'The Packtalk Edge is Cardo’s flagship Mesh intercom with JBL sound, natural voice control and a magnetic mount that clicks on and off. Ride groups of up to 15 stay connected without re-pairing.',
      features: [
        'Dynamic Mesh for up to 15 riders',
        'JBL 40 mm speakers',
        'Natural voice control',
        'Magnetic Air mount',
        'Waterproof IP67',
      ],
    }),
    part({
      name: 'Zana 40W LED Fog Light Pair',
      brand: 'zana',
      kind: 'fog-light',
      category: C.fogLights,
      palette: 'hi_viz',
      price: 3490,
      universal: true,
      pop: 8,
      description:
        'A pair of 40 W cube LED auxiliary lamps with white and yellow modes, the white for dark highways and the yellow for mist and heavy rain. The kit includes a relay harness and a handlebar switch.',
      features: [
        '2 x 40 W LED',
        'White and yellow modes',
        'Relay harness and switch included',
        'IP68 aluminium housing',
        'Universal clamps',
      ],
    }),
    part({
      name: 'Uno Minda Auxiliary LED Lamp',
      brand: 'uno-minda',
      kind: 'fog-light',
      category: C.fogLights,
      palette: 'chrome',
      price: 2190,
      universal: true,
      pop: 6,
      description:
        'A compact auxiliary LED lamp with a wide beam for touring bikes and commuters who ride at night on unlit roads. The die-cast housing is sealed against water and dust.',
      features: ['18 W LED', 'Wide flood beam', 'Die-cast sealed housing', 'Universal mounting bracket'],
    }),
    part({
      name: 'Royal Enfield Genuine LED Fog Lamps for Himalayan 450',
      brand: 'royal-enfield',
      kind: 'fog-light',
      category: C.fogLights,
      palette: 'desert_sand',
      price: 7950,
      pop: 5,
      fit: ['himalayan450'],
      description:
        'Genuine Royal Enfield auxiliary LED fog lamps with mounting brackets designed for the Himalayan 450’s crash guard. They come with a plug-in harness so the warranty stays intact.',
      features: [
        'Pair of LED fog lamps',
        'Brackets for genuine crash guard',
        'Plug-in harness',
        'Genuine Royal Enfield accessory',
        'Fits Royal Enfield Himalayan 450',
      ],
    }),
    part({
      name: 'Zana Fog Light Mount for Hero Xpulse 200 4V',
      brand: 'zana',
      kind: 'fog-light',
      category: C.fogLights,
      palette: 'matte_black',
      price: 1290,
      pop: 5,
      fit: ['xpulse'],
      description:
        'A steel mounting bracket that holds a pair of auxiliary lamps at the right height on the Xpulse 200 4V, clear of the front fender and suspension travel. It pairs well with the Zana 40 W LED lamps.',
      features: ['Powder-coated steel bracket', 'Holds two auxiliary lamps', 'Bolt-on fit', 'Fits Hero Xpulse 200 4V'],
    }),
  ];
}

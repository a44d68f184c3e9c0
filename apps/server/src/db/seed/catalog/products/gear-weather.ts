/** Balaclavas and monsoon rain gear. */
import { C } from '../categories';
import { APPAREL_SIZES, type ProductSpec } from '../product';
import { FREE_SIZE, rows } from './gear-spec';

export function weatherGear(): ProductSpec[] {
  return [
    ...rows('balaclava', C.balaclavas, FREE_SIZE, [
      [
        'Rynox Cool Balaclava',
        'rynox',
        549,
        'matte_black',
        'The Rynox Cool balaclava wicks sweat and keeps your helmet liner clean through hot, humid rides.',
        ['Moisture-wicking fabric', 'Quick-dry', 'Flat seams', 'Washable'],
        8,
      ],
      [
        'Viaterra Cool Skull Cap',
        'viaterra',
        399,
        'gunmetal',
        'The Viaterra skull cap is a thin under-helmet cap that soaks up sweat and keeps your hair out of your eyes.',
        ['Thin breathable fabric', 'Sweat-absorbing', 'Stretch fit', 'Machine washable'],
        6,
      ],
      [
        'Solace Cooltech Balaclava',
        'solace',
        499,
        'petrol_blue',
        'The Cooltech balaclava covers head, face and neck and adds a layer of dust protection on dry summer roads.',
        ['Full face and neck coverage', 'Cooling fabric', 'Dust protection', 'Quick-dry'],
        6,
      ],
      [
        'Raida Winter Thermal Balaclava',
        'raida',
        699,
        'matte_black',
        'The Raida thermal balaclava keeps your face and neck warm on cold mornings in the hills and on winter rides north.',
        ['Fleece-lined thermal fabric', 'Windproof neck', 'Breathable mouth panel', 'Stretch fit'],
        4,
      ],
    ]),
    ...rows('rain-suit', C.rain, APPAREL_SIZES, [
      [
        'Rynox Storm Shield Rain Suit',
        'rynox',
        2990,
        'hi_viz',
        'The Storm Shield is a two-piece rain suit with fully taped seams that keeps you dry through a Kerala monsoon downpour.',
        ['Fully taped seams', 'Two-piece jacket and pants', 'High-visibility colour', 'Packs into its own pouch'],
        9,
        3,
      ],
      [
        'Raida Drift Rain Suit',
        'raida',
        3490,
        'hi_viz',
        'The Drift is a heavy-duty rain suit with heat-resistant inner legs and a wide leg opening to pull over riding boots.',
        ['Taped seams', 'Heat-resistant inner leg panels', 'Ankle zips for boots', 'Reflective strips'],
        8,
        5,
      ],
      [
        'Viaterra Monsoon Rain Over-Jacket',
        'viaterra',
        2490,
        'petrol_blue',
        'The Monsoon over-jacket pulls on over your riding jacket in seconds when the sky turns grey.',
        ['Waterproof shell', 'Cut to fit over riding jackets', 'Storm flap over zip', 'Packable'],
        6,
      ],
      [
        'Solace Rain Pro Suit',
        'solace',
        2290,
        'matte_black',
        'The Rain Pro is a light and affordable two-piece rain suit for daily commuters who cannot skip a ride in the monsoon.',
        ['Waterproof PU coating', 'Elastic cuffs', 'Reflective panels', 'Carry pouch included'],
        7,
      ],
      [
        'Royal Enfield Rain Suit',
        'royal-enfield',
        2750,
        'olive',
        'The Royal Enfield rain suit is cut roomy enough to go over armoured gear, with reflective panels for poor light.',
        ['Waterproof fabric with taped seams', 'Fits over riding gear', 'Reflective panels', 'Stowable hood'],
        6,
      ],
    ]),
  ];
}

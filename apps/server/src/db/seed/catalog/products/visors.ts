/** Replacement visors and anti-fog inserts. */
import { C } from '../categories';
import { one, type ProductSpec } from '../product';

export function visors(): ProductSpec[] {
  const visor = (
    name: string,
    brand: string,
    mrp: number,
    palette: ProductSpec['palette'],
    text: string,
    features: string[],
  ): ProductSpec => ({
    name,
    brand,
    kind: 'visor',
    palette,
    features,
    categories: [C.visors],
    variants: one(mrp),
    pop: 5,
    description: `${text} Swapping it takes a couple of minutes with the quick-release mechanism, and no tools are needed. Check the model on your helmet's chin strap label before ordering.`,
  });
  return [
    visor(
      'LS2 FF800 Storm Dark Smoke Visor',
      'ls2',
      2490,
      'matte_black',
      'An original LS2 dark smoke visor for the FF800 Storm and Storm II, ideal for bright days on open highways.',
      [
        'Fits LS2 FF800 Storm and Storm II',
        'Dark smoke tint, not for night use',
        'Anti-scratch hard coating',
        'Pinlock 70 pins fitted',
      ],
    ),
    visor(
      'LS2 Pinlock 70 Max Vision Anti-Fog Insert',
      'ls2',
      2290,
      'pearl_white',
      'A Pinlock 70 anti-fog insert that keeps your visor clear on misty mornings and in the monsoon, when fogging is at its worst.',
      [
        'Fits Pinlock-ready LS2 visors',
        'Double-glazed anti-fog seal',
        'Clear, 70% light transmission class',
        'Silicone bead for an airtight fit',
      ],
    ),
    visor(
      'MT Helmets Thunder 3 Iridium Blue Visor',
      'mt-helmets',
      1590,
      'petrol_blue',
      'A mirrored iridium blue visor for the MT Thunder 3 that cuts glare and gives your helmet a sharp new look.',
      ['Fits MT Thunder 3 and Thunder 3 SV', 'Iridium mirror finish', 'UV400 protection', 'Daytime use only'],
    ),
    visor(
      'Studds Thunder D7 Clear Replacement Visor',
      'studds',
      450,
      'pearl_white',
      'A genuine Studds clear visor for the Thunder D7 and Shifter D7, the easy fix for a scratched or cracked original.',
      [
        'Fits Studds Thunder D7 and Shifter D7',
        'Optically correct clear polycarbonate',
        'Scratch-resistant coating',
        'Genuine Studds part',
      ],
    ),
    visor(
      'Axor Apex Dark Smoke Visor',
      'axor',
      1490,
      'matte_black',
      'A dark smoke visor for the Axor Apex family that takes the sting out of afternoon sun on the highway.',
      ['Fits Axor Apex and Apex Hunter', 'Dark smoke tint, daytime only', 'Pinlock 30 ready', 'Anti-scratch coating'],
    ),
    visor(
      'SMK Stellar Gold Mercury Visor',
      'smk',
      1390,
      'desert_sand',
      'A gold mercury visor for the SMK Stellar and Twister that adds glare protection and a bold look.',
      ['Fits SMK Stellar and Twister', 'Gold mercury mirror finish', 'UV protection', 'Daytime use only'],
    ),
  ];
}

/** Air filters, oil filters and spark plugs: the periodic-service shelf. */
import { C } from '../categories';
import { FAMILY, GEN, type Fit } from '../fitment';
import type { ProductSpec } from '../product';
import { alsoFits, fitsLine, forBike, part } from './part-spec';

type FilterRow = readonly [name: string, brand: string, fit: readonly Fit[], mrp: number, pop: number];

function airFilters(): ProductSpec[] {
  const rows: readonly FilterRow[] = [
    // The 399 cc third-generation 390 and the 2022 RC have a new airbox.
    ['K&N KT-1211 High-Flow Air Filter', 'k-and-n', [GEN.duke390Gen1And2, GEN.rc390Gen1, GEN.duke250Gen1], 6490, 7],
    ['K&N RE-5010 High-Flow Air Filter', 'k-and-n', [GEN.classic350J, 'meteor350', 'hunter350'], 4990, 7],
    ['K&N RE-6518 High-Flow Air Filter', 'k-and-n', ['interceptor650', 'gt650'], 6990, 6],
    ['K&N BA-4016 High-Flow Air Filter', 'k-and-n', ['dominar400'], 5490, 5],
    ['K&N RE-4524 High-Flow Air Filter', 'k-and-n', ['himalayan450'], 7490, 5],
    ['Uno Minda Air Filter Element', 'uno-minda', ['ns200'], 320, 6],
    ['Bosch Air Filter Element', 'bosch', ['rtr160', 'rtr200'], 290, 6],
    ['Royal Enfield Genuine Air Filter Element', 'royal-enfield', ['himalayan411', 'scram411'], 480, 6],
  ];
  return rows.map(([name, brand, fit, mrp, pop]) => {
    const kn = brand === 'k-and-n';
    return part({
      name: `${name} for ${forBike(fit, brand)}`,
      brand,
      kind: 'air-filter',
      category: C.airFilters,
      palette: kn ? 'racing_red' : 'pearl_white',
      price: mrp,
      fit,
      pop,
      description: kn
        ? `A washable, reusable cotton-gauze filter that drops into the stock airbox of the ${forBike(fit)} and lets the engine breathe more freely. Clean and re-oil it every 15,000 km instead of buying paper filters.${alsoFits(fit)}`
        : `A replacement paper air filter for the ${forBike(fit)}, built to the original size and filtration standard. Replace it at every other service, and sooner if you ride on dusty roads.${alsoFits(fit)}`,
      features: kn
        ? [
            'Washable, reusable cotton gauze',
            'Drop-in fit, no modifications',
            'Higher airflow than paper filters',
            'Backed by the K&N Million Mile warranty',
            fitsLine(fit),
          ]
        : [
            'OE-size paper element',
            'Traps fine dust particles',
            'Direct replacement',
            'Change every 10,000 to 12,000 km',
            fitsLine(fit),
          ],
    });
  });
}

function oilFilters(): ProductSpec[] {
  const rows: readonly FilterRow[] = [
    ['K&N KN-157 Oil Filter', 'k-and-n', ['duke390', 'rc390', 'adv390'], 1290, 6],
    ['K&N KN-655 Oil Filter', 'k-and-n', ['interceptor650', 'gt650', 'superMeteor650'], 1390, 5],
    // The UCE engine takes a different element from the J-platform one.
    ['Bosch Oil Filter', 'bosch', FAMILY.re350Uce, 180, 7],
    ['Bosch Oil Filter', 'bosch', FAMILY.re350J, 190, 8],
    ['Royal Enfield Genuine Oil Filter', 'royal-enfield', ['himalayan450'], 390, 6],
    ['Uno Minda Oil Filter', 'uno-minda', ['dominar400', 'dominar250', 'ns200'], 240, 6],
  ];
  return rows.map(([name, brand, fit, mrp, pop]) =>
    part({
      name: `${name} for ${forBike(fit, brand)}`,
      brand,
      kind: 'oil-filter',
      category: C.oilFilters,
      palette: brand === 'k-and-n' ? 'matte_black' : 'petrol_blue',
      price: mrp,
      fit,
      pop,
      description: `An oil filter for the ${forBike(fit)}, to be replaced at every oil change so fresh oil stays clean. ${brand === 'k-and-n' ? 'The K&N version has a 17 mm nut welded to the end, so it comes off easily without a special tool.' : 'It matches the original filter for size, flow and filtration, so it drops straight in.'}${alsoFits(fit)}`,
      features: [
        brand === 'k-and-n' ? 'Welded 17 mm nut for easy removal' : 'OE-equivalent filter element',
        'High-capacity filter media',
        'Change with every oil change',
        'Includes sealing O-ring',
        fitsLine(fit),
      ],
    }),
  );
}

type PlugRow = readonly [name: string, brand: string, tip: string, fit: readonly Fit[], mrp: number, pop: number];

function sparkPlugs(): ProductSpec[] {
  const rows: readonly PlugRow[] = [
    ['NGK CR8E Standard Spark Plug', 'ngk', 'Nickel', ['ns200', 'pulsar220', 'avenger220'], 240, 7],
    ['NGK CPR8EA-9 Standard Spark Plug', 'ngk', 'Nickel', ['r15', 'mt15', 'fz'], 220, 7],
    ['NGK LMAR9AI-10 Laser Iridium Spark Plug', 'ngk', 'Laser iridium', ['duke390', 'rc390', 'adv390'], 1090, 6],
    ['NGK CR8EIX Iridium IX Spark Plug', 'ngk', 'Iridium', ['dominar400', 'ns200'], 790, 7],
    [
      'NGK DPR8EA-9 Standard Spark Plug',
      'ngk',
      'Nickel',
      ['classic350', GEN.bullet350Unit, 'meteor350', 'hunter350'],
      260,
      8,
    ],
    ['Bosch UR5DII Double Iridium Spark Plug', 'bosch', 'Double iridium', ['rtr160', 'rtr200', 'xpulse'], 650, 5],
  ];
  return rows.map(([name, brand, tip, fit, mrp, pop]) => {
    const iridium = tip.toLowerCase().includes('iridium');
    return part({
      name: `${name} for ${forBike(fit, brand)}`,
      brand,
      kind: 'spark-plug',
      category: C.plugs,
      palette: 'chrome',
      price: mrp,
      fit,
      pop,
      description: `${iridium ? 'An iridium-tipped plug with a fine centre electrode for a stronger spark, quicker starts and smoother idling' : 'A genuine plug to the original heat range, the simple fix for hard starting, misfires and poor mileage'} on the ${forBike(fit)}. Check the gap before fitting and tighten by hand, then a quarter turn with a plug spanner.${alsoFits(fit)}`,
      features: [
        `${tip} centre electrode`,
        'Original heat range',
        iridium ? 'Service life up to 30,000 km' : 'Replace every 10,000 km',
        'Pre-gapped from the factory',
        fitsLine(fit),
      ],
    });
  });
}

export function engineSpares(): ProductSpec[] {
  return [...airFilters(), ...oilFilters(), ...sparkPlugs()];
}

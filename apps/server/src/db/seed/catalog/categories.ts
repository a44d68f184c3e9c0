/**
 * The category tree: four product roots (with groups and leaf categories) and "Shop by Bike"
 * (makes, then models with the years they were made). Products reference leaf slugs through C
 * so a typo fails to compile.
 */
import type { DemoCategory, PaletteName, PartKind } from '../demo-types';
import { BIKES, MAKES, type MakeSlug } from './bikes';

/** Leaf category slugs products are listed under. */
export const C = {
  fullFace: 'full-face-helmets',
  modular: 'modular-helmets',
  openFace: 'open-face-helmets',
  offRoad: 'off-road-helmets',
  visors: 'helmet-visors-spares',
  jackets: 'riding-jackets',
  pants: 'riding-pants',
  gloves: 'riding-gloves',
  boots: 'riding-boots',
  guards: 'knee-elbow-guards',
  balaclavas: 'balaclavas',
  rain: 'rain-gear',
  brakePads: 'brake-pads',
  brakeDiscs: 'brake-discs',
  chainKits: 'chain-sprocket-kits',
  chainLube: 'chain-lube-cleaners',
  clutch: 'clutch-plates',
  oil: 'engine-oil',
  airFilters: 'air-filters',
  oilFilters: 'oil-filters',
  plugs: 'spark-plugs',
  batteries: 'batteries',
  headlights: 'headlights',
  indicators: 'indicators',
  horns: 'horns',
  tyres: 'tyres',
  saddleBags: 'saddle-bags',
  tankBags: 'tank-bags',
  crashGuards: 'crash-guards',
  covers: 'bike-covers',
  phoneMounts: 'phone-mounts',
  usb: 'usb-chargers',
  intercoms: 'intercoms',
  fogLights: 'fog-lights',
  grips: 'handlebar-grips',
  levers: 'levers',
  mirrors: 'mirrors',
  seatCovers: 'seat-covers',
  exhausts: 'exhausts',
} as const;

export const ROOT = {
  helmets: 'helmets',
  gear: 'riding-gear',
  spares: 'spares-service',
  accessories: 'accessories',
  bikes: 'shop-by-bike',
} as const;

/** [slug, name, kind of drawing, palette, children]; a node with children is a group. */
type Node = readonly [string, string, PartKind, PaletteName, (readonly Node[])?];

const TREE: readonly Node[] = [
  [
    ROOT.helmets,
    'Helmets',
    'helmet-full-face',
    'racing_red',
    [
      [C.fullFace, 'Full Face', 'helmet-full-face', 'racing_red'],
      [C.modular, 'Modular', 'helmet-modular', 'gunmetal'],
      [C.openFace, 'Open Face', 'helmet-open-face', 'pearl_white'],
      [C.offRoad, 'Off-Road', 'helmet-offroad', 'hi_viz'],
      [C.visors, 'Visors & Spares', 'visor', 'matte_black'],
    ],
  ],
  [
    ROOT.gear,
    'Riding Gear',
    'jacket',
    'matte_black',
    [
      [C.jackets, 'Jackets', 'jacket', 'matte_black'],
      [C.pants, 'Riding Pants', 'riding-pants', 'gunmetal'],
      [C.gloves, 'Gloves', 'gloves', 'racing_red'],
      [C.boots, 'Boots', 'boots', 'matte_black'],
      [C.guards, 'Knee & Elbow Guards', 'knee-guard', 'gunmetal'],
      [C.balaclavas, 'Balaclavas', 'balaclava', 'matte_black'],
      [C.rain, 'Rain Gear', 'rain-suit', 'hi_viz'],
    ],
  ],
  [
    ROOT.spares,
    'Spares & Service',
    'engine-oil',
    'gunmetal',
    [
      [
        'brakes',
        'Brakes',
        'brake-disc',
        'chrome',
        [
          [C.brakePads, 'Brake Pads', 'brake-pads', 'gunmetal'],
          [C.brakeDiscs, 'Brake Discs', 'brake-disc', 'chrome'],
        ],
      ],
      [
        'transmission',
        'Transmission',
        'chain-sprocket',
        'gunmetal',
        [
          [C.chainKits, 'Chain & Sprocket Kits', 'chain-sprocket', 'gunmetal'],
          [C.chainLube, 'Chain Lube & Cleaners', 'chain-lube', 'racing_red'],
          [C.clutch, 'Clutch Plates', 'clutch-plates', 'chrome'],
        ],
      ],
      [
        'engine',
        'Engine',
        'engine-oil',
        'racing_red',
        [
          [C.oil, 'Engine Oil', 'engine-oil', 'racing_red'],
          [C.airFilters, 'Air Filters', 'air-filter', 'racing_red'],
          [C.oilFilters, 'Oil Filters', 'oil-filter', 'petrol_blue'],
          [C.plugs, 'Spark Plugs', 'spark-plug', 'chrome'],
        ],
      ],
      [
        'electricals',
        'Electricals',
        'headlight',
        'petrol_blue',
        [
          [C.batteries, 'Batteries', 'battery', 'matte_black'],
          [C.headlights, 'Headlights', 'headlight', 'chrome'],
          [C.indicators, 'Indicators', 'indicator', 'hi_viz'],
          [C.horns, 'Horns', 'horn', 'racing_red'],
        ],
      ],
      [C.tyres, 'Tyres', 'tyre', 'matte_black'],
    ],
  ],
  [
    ROOT.accessories,
    'Accessories',
    'saddle-bag',
    'desert_sand',
    [
      [
        'luggage',
        'Luggage',
        'saddle-bag',
        'desert_sand',
        [
          [C.saddleBags, 'Saddle Bags', 'saddle-bag', 'desert_sand'],
          [C.tankBags, 'Tank Bags', 'tank-bag', 'matte_black'],
        ],
      ],
      [
        'protection',
        'Protection',
        'crash-guard',
        'matte_black',
        [
          [C.crashGuards, 'Crash Guards', 'crash-guard', 'matte_black'],
          [C.covers, 'Bike Covers', 'bike-cover', 'gunmetal'],
        ],
      ],
      [
        'touring',
        'Touring',
        'phone-mount',
        'olive',
        [
          [C.phoneMounts, 'Phone Mounts', 'phone-mount', 'matte_black'],
          [C.usb, 'USB Chargers', 'usb-charger', 'gunmetal'],
          [C.intercoms, 'Intercoms', 'intercom', 'matte_black'],
          [C.fogLights, 'Fog Lights', 'fog-light', 'hi_viz'],
        ],
      ],
      [
        'controls',
        'Controls',
        'levers',
        'orange_ktm',
        [
          [C.grips, 'Grips', 'handlebar-grips', 'matte_black'],
          [C.levers, 'Levers', 'levers', 'orange_ktm'],
          [C.mirrors, 'Mirrors', 'mirror', 'chrome'],
        ],
      ],
      [C.seatCovers, 'Seat Covers', 'seat-cover', 'desert_sand'],
      [C.exhausts, 'Exhausts', 'exhaust', 'chrome'],
    ],
  ],
];

function walk(nodes: readonly Node[], parentSlug: string | null, depth: number, out: DemoCategory[]): void {
  nodes.forEach(([slug, name, imageKind, palette, children], position) => {
    const kind: DemoCategory['kind'] = depth === 0 ? 'root' : children ? 'group' : 'category';
    out.push({ slug, name, kind, parentSlug, imageKind, palette, position, yearFrom: null, yearTo: null });
    if (children) walk(children, slug, depth + 1, out);
  });
}

export function buildCategories(): DemoCategory[] {
  const out: DemoCategory[] = [];
  walk(TREE, null, 0, out);
  out.push({
    slug: ROOT.bikes,
    name: 'Shop by Bike',
    kind: 'root',
    parentSlug: null,
    imageKind: 'motorcycle',
    palette: 'desert_sand',
    position: TREE.length,
    yearFrom: null,
    yearTo: null,
  });
  (Object.keys(MAKES) as MakeSlug[]).forEach((make, position) => {
    const { name, palette } = MAKES[make];
    out.push({
      slug: make,
      name,
      kind: 'make',
      parentSlug: ROOT.bikes,
      imageKind: 'motorcycle',
      palette,
      position,
      yearFrom: null,
      yearTo: null,
    });
    BIKES.filter((b) => b.make === make).forEach((b, i) => {
      out.push({
        slug: b.slug,
        name: b.name,
        kind: 'model',
        parentSlug: make,
        imageKind: 'motorcycle',
        palette,
        position: i,
        yearFrom: b.yearFrom,
        yearTo: b.yearTo,
      });
    });
  });
  return out;
}

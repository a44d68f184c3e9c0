/** Chain and sprocket kits, chain care and cleaning, and clutch plates. */
import { C } from '../categories';
import { FAMILY, GEN, type Fit } from '../fitment';
import type { ProductSpec } from '../product';
import { alsoFits, fitsLine, forBike, part } from './part-spec';

type ChainRow = readonly [
  fit: readonly Fit[],
  chain: string,
  links: number,
  front: number,
  rear: number,
  mrp: number,
  pop: number,
];

const CHAIN_KITS: readonly ChainRow[] = [
  // The UCE and J-platform 350s differ in sprockets and chain length: one kit for each.
  [FAMILY.re350Uce, '520 O-Ring', 100, 16, 38, 2290, 8],
  [[GEN.classic350J, GEN.bullet350J, 'meteor350'], '520 O-Ring', 102, 15, 39, 2490, 10],
  [['hunter350'], '520 O-Ring', 100, 15, 37, 2390, 8],
  [['himalayan450'], '520 X-Ring', 112, 15, 45, 4990, 7],
  [['himalayan411', 'scram411'], '520 O-Ring', 100, 15, 41, 3490, 6],
  [['interceptor650', 'gt650'], '520 X-Ring', 104, 15, 37, 5990, 7],
  [['duke390', 'rc390'], '520 X-Ring', 118, 15, 45, 4490, 9],
  [['duke200', 'rc200', 'duke250'], '520 O-Ring', 116, 14, 43, 3290, 7],
  [['ns200'], '428HG Heavy Duty', 120, 14, 43, 2190, 8],
  [['dominar400', 'dominar250'], '520 O-Ring', 112, 15, 45, 4290, 6],
  [['r15', 'mt15'], '428 Standard', 132, 14, 48, 2290, 8],
  [['rtr160', 'rtr200'], '428H Heavy Duty', 130, 14, 42, 1890, 8],
  [['xpulse'], '428H Heavy Duty', 136, 13, 43, 2390, 7],
  [['cb350', 'cb350rs'], '520 O-Ring', 106, 16, 39, 3190, 5],
  [['ninja300'], '520 O-Ring', 106, 14, 42, 5490, 4],
  [['speed400', 'scrambler400'], '520 X-Ring', 114, 16, 45, 4690, 6],
];

function chainKits(): ProductSpec[] {
  return CHAIN_KITS.map(([fit, chain, links, front, rear, mrp, pop]) => {
    const sealed = chain.includes('Ring');
    return part({
      name: `Rolon ${sealed ? `${chain.split(' ').slice(1).join(' ')} ` : ''}Chain Sprocket Kit for ${forBike(fit)}`,
      brand: 'rolon',
      kind: 'chain-sprocket',
      category: C.chainKits,
      palette: 'gunmetal',
      price: mrp,
      fit,
      pop,
      description: `A complete Rolon drive kit for the ${forBike(fit)}: a ${chain} chain with ${links} links, a ${front}T front sprocket and a ${rear}T rear sprocket at stock gearing. Rolon supplies chains to Indian bike makers, and replacing chain and sprockets together makes the new set last far longer than a chain alone.${alsoFits(fit)}`,
      features: [
        `${chain} chain, ${links} links`,
        `Front ${front}T and rear ${rear}T sprockets`,
        'Induction-hardened sprocket teeth',
        sealed ? 'Sealed rings hold grease in for a longer chain life' : 'Pre-lubricated at the factory',
        fitsLine(fit),
      ],
    });
  });
}

function chainCare(): ProductSpec[] {
  // Chain care and bike wash suit every bike.
  const care = (
    name: string,
    brand: string,
    price: ProductSpec['variants'],
    description: string,
    features: string[],
    pop: number,
  ) =>
    part({
      name,
      brand,
      kind: 'chain-lube',
      category: C.chainLube,
      palette: 'racing_red',
      price,
      universal: true,
      description,
      features,
      pop,
    });
  return [
    care(
      'Motul C2 Chain Lube Road',
      'motul',
      [
        { name: '150ml', mrp: 390 },
        { name: '400ml', mrp: 690 },
      ],
      'Motul C2 is the chain spray most Indian riders reach for: a white, sticky lube that clings to the chain and does not fling off at speed. Spray it on a warm chain every 500 km, and after every ride in the rain.',
      [
        'Safe for O-ring, X-ring and standard chains',
        'White colour shows where it has been applied',
        'Resists water and fling-off',
        'Aerosol with precision nozzle',
      ],
      10,
    ),
    care(
      'Motul C1 Chain Clean',
      'motul',
      [{ name: '400ml', mrp: 650 }],
      'Motul C1 dissolves old grease, road grime and sand from the chain without harming O-rings. Spray, scrub with a chain brush, wipe dry and follow with a fresh coat of lube.',
      [
        'Safe for all chain types',
        'Fast-evaporating solvent',
        'Removes grease and grime',
        'Use before applying chain lube',
      ],
      9,
    ),
    care(
      'Motul Chain Care Kit C1 + C2',
      'motul',
      [{ name: 'Kit', mrp: 1250 }],
      'The Motul chain care kit pairs C1 Chain Clean and C2 Chain Lube with a three-sided brush, everything you need to keep a chain smooth and long-lived. A monsoon must-have for riders in Kerala.',
      [
        'Motul C1 Chain Clean 400ml',
        'Motul C2 Chain Lube 400ml',
        'Three-sided chain brush included',
        'Safe for O-ring and X-ring chains',
      ],
      8,
    ),
    care(
      'Liqui Moly Motorbike Chain Lube',
      'liqui-moly',
      [{ name: '400ml', mrp: 890 }],
      'Liqui Moly chain lube creeps into the rollers before it sets into a water-resistant film, reducing wear and noise. It is a German formula trusted by touring riders for long, wet rides.',
      [
        'High-adhesion synthetic formula',
        'Water and fling-off resistant',
        'Safe for O-ring and X-ring chains',
        'Reduces chain wear and noise',
      ],
      7,
    ),
    care(
      'Liqui Moly Chain and Brake Cleaner',
      'liqui-moly',
      [{ name: '500ml', mrp: 790 }],
      'A fast-acting cleaner that strips oil, grease and brake dust from chains, discs and calipers and evaporates without leaving residue. Use it before fresh chain lube or when bedding in new brake pads.',
      ['Residue-free evaporation', 'Cleans chains, discs and calipers', 'Powerful spray jet', 'Safe on rubber seals'],
      5,
    ),
    care(
      'Motul E2 Moto Wash',
      'motul',
      [{ name: '1L', mrp: 490 }],
      'Motul Moto Wash is a biodegradable bike shampoo that lifts mud, road film and insects from paint, plastics, rubber and chrome without a pressure washer. Spray it on a cool bike, let it work for a few minutes, then rinse with plain water.',
      [
        'Safe on paint, plastics, rubber and chrome',
        'Biodegradable formula',
        'No pressure washer needed',
        'Spray, wait and rinse',
      ],
      6,
    ),
    care(
      'Castrol Chain Spray O-X',
      'castrol',
      [{ name: '400ml', mrp: 599 }],
      'Castrol Chain Spray O-X is a transparent, high-performance lube that penetrates deep into the links and protects against rust. Suitable for O-ring and X-ring chains on every kind of bike.',
      [
        'Transparent, penetrating formula',
        'Rust and corrosion protection',
        'Suitable for O-ring and X-ring chains',
        'Good adhesion at high speed',
      ],
      6,
    ),
  ];
}

type ClutchRow = readonly [name: string, brand: string, fit: readonly Fit[], plates: number, mrp: number];

function clutchPlates(): ProductSpec[] {
  const rows: readonly ClutchRow[] = [
    ['Royal Enfield Genuine Clutch Plate Kit', 'royal-enfield', FAMILY.re350J, 6, 1850],
    ['Endurance Clutch Friction Plate Set', 'endurance', ['duke390', 'rc390', 'adv390'], 8, 3490],
    ['Endurance Clutch Plate Set', 'endurance', ['ns200'], 6, 1290],
    ['Endurance Clutch Plate Set', 'endurance', ['dominar400'], 7, 2190],
    ['Uno Minda Clutch Plate Set', 'uno-minda', ['rtr160', 'rtr200'], 5, 990],
  ];
  return rows.map(([name, brand, fit, plates, mrp]) =>
    part({
      name: `${name} for ${forBike(fit, brand)}`,
      brand,
      kind: 'clutch-plates',
      category: C.clutch,
      palette: 'chrome',
      price: mrp,
      fit,
      pop: 5,
      description: `A set of ${plates} friction plates made to the original specification for the ${forBike(fit)}, the fix when the clutch starts slipping under hard acceleration or the bite point creeps up. Soak new plates in engine oil before fitting and adjust the cable free play afterwards.${alsoFits(fit)}`,
      features: [
        `Set of ${plates} friction plates`,
        'OE-specification friction material',
        'Smooth engagement and consistent bite',
        'Soak in engine oil before fitting',
        fitsLine(fit),
      ],
    }),
  );
}

export function driveSpares(): ProductSpec[] {
  return [...chainKits(), ...chainCare(), ...clutchPlates()];
}

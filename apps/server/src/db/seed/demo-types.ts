/**
 * The shape of the demo catalog: plain data that the loader turns into rows and the image
 * renderer turns into WebP files. Products refer to brands and categories by slug.
 */

/** Every kind of thing the demo shop sells; each has its own drawing. */
export const PART_KINDS = [
  'helmet-full-face',
  'helmet-modular',
  'helmet-open-face',
  'helmet-offroad',
  'visor',
  'jacket',
  'riding-pants',
  'gloves',
  'boots',
  'knee-guard',
  'balaclava',
  'rain-suit',
  'chain-sprocket',
  'chain-lube',
  'brake-pads',
  'brake-disc',
  'engine-oil',
  'air-filter',
  'oil-filter',
  'spark-plug',
  'clutch-plates',
  'battery',
  'tyre',
  'headlight',
  'indicator',
  'mirror',
  'crash-guard',
  'saddle-bag',
  'tank-bag',
  'phone-mount',
  'usb-charger',
  'bike-cover',
  'handlebar-grips',
  'levers',
  'exhaust',
  'intercom',
  'seat-cover',
  'fog-light',
  'horn',
  'motorcycle',
] as const;
export type PartKind = (typeof PART_KINDS)[number];

/** Colourways a drawing can be rendered in; a product picks one. */
export const PALETTES = {
  racing_red: { primary: '#d7261e', secondary: '#1b1b1f', accent: '#f4f4f5' },
  matte_black: { primary: '#26262b', secondary: '#0d0d10', accent: '#e5483a' },
  pearl_white: { primary: '#f1f1ee', secondary: '#2b2d33', accent: '#1f6feb' },
  petrol_blue: { primary: '#1d4e89', secondary: '#0f1c2e', accent: '#f5b700' },
  hi_viz: { primary: '#d4f000', secondary: '#1c1c1c', accent: '#ff5a1f' },
  desert_sand: { primary: '#c2a878', secondary: '#4a3f2f', accent: '#1c1c1c' },
  gunmetal: { primary: '#5a6270', secondary: '#1f242b', accent: '#ff8a00' },
  orange_ktm: { primary: '#ff6a00', secondary: '#111111', accent: '#ffffff' },
  chrome: { primary: '#c8ccd2', secondary: '#3a3f47', accent: '#0b84f3' },
  olive: { primary: '#5b6b3a', secondary: '#23291a', accent: '#e8d9a8' },
} as const;
export type PaletteName = keyof typeof PALETTES;
export type Palette = (typeof PALETTES)[PaletteName];

export interface DemoBrand {
  slug: string;
  name: string;
  /** Two brand colours for the logo tile: background and wordmark. */
  colors: readonly [string, string];
}

export interface DemoCategory {
  slug: string;
  name: string;
  kind: 'root' | 'group' | 'category' | 'make' | 'model';
  parentSlug: string | null;
  /** Which drawing the category tile uses. */
  imageKind: PartKind;
  palette: PaletteName;
  position: number;
  /** For a model: the first and last model years (null while still made); null on other nodes. */
  yearFrom: number | null;
  yearTo: number | null;
}

export interface DemoVariant {
  name: string;
  /** Unique across the catalog. */
  sku: string;
  mrpPaise: number;
  pricePaise: number;
  stock: number;
}

/** A make or model under Shop by Bike that a part fits (docs/decisions/082). */
export interface DemoFit {
  slug: string;
  /** On a model: the model years the part fits, either end open when null. */
  yearFrom: number | null;
  yearTo: number | null;
}

export interface DemoProduct {
  slug: string;
  name: string;
  brandSlug: string;
  kind: PartKind;
  palette: PaletteName;
  description: string;
  features: string[];
  /** Leaf categories it is listed under; the first is its home. */
  categorySlugs: string[];
  /** The makes and models it fits: empty for universal parts and for what is not a bike part. */
  fits: DemoFit[];
  /** Fits every bike (a chain lube, a phone mount); never with fitment links. */
  universal: boolean;
  variants: DemoVariant[];
  /** How many gallery images (1 to 4); each is a different view of the drawing. */
  imageCount: number;
  popularity: number;
  /** For "New Arrivals" and sorting by newest. */
  createdDaysAgo: number;
}

export interface DemoBanner {
  heading: string;
  description: string;
  /** The drawing shown on the banner, large. */
  kind: PartKind;
  palette: PaletteName;
}

export interface DemoCollection {
  name: string;
  categorySlug: string;
  kind: PartKind;
  palette: PaletteName;
}

export interface DemoHome {
  featured: string[];
  trending: string[];
  newArrivals: string[];
  flashDeals: Array<{ productSlug: string; dealPricePaise: number; endsInHours: number }>;
}

export interface DemoCatalog {
  brands: DemoBrand[];
  categories: DemoCategory[];
  products: DemoProduct[];
  banners: DemoBanner[];
  collections: DemoCollection[];
  home: DemoHome;
}

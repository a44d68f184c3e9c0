/**
 * Turns hand-written product specs (prices in rupees) into DemoProducts: slug, SKUs, selling
 * price from MRP with a believable discount, stock, images, popularity and age.
 */
import { DEFAULT_VARIANT_NAME } from '@store/contracts/variants';
import type { DemoProduct, DemoVariant, PaletteName, PartKind } from '../demo-types';
import { brandName, brandSku } from './brands';
import { demoFits, type Fit } from './fitment';
import { randInt, type Rng } from './rng';
import { slugify } from './slug';

export interface VariantSpec {
  name: string;
  /** MRP in whole rupees. */
  mrp: number;
}

export interface ProductSpec {
  name: string;
  brand: string;
  kind: PartKind;
  palette: PaletteName;
  description: string;
  features: string[];
  /** Leaf categories, its home first. */
  categories: string[];
  /** Shop by Bike models it fits, with years where only some fit; none for universal parts. */
  fit?: readonly Fit[];
  /** Fits every bike. Helmets and riding gear are neither universal nor fitted: not bike parts. */
  universal?: boolean;
  variants: VariantSpec[];
  /** How well it sells, 1 (niche) to 10 (everyone buys it). Default 5. */
  pop?: number;
  /** Set for recent arrivals; otherwise a random age is picked. */
  newDays?: number;
}

/** A product without options: its one variant, whose name no shopper sees (docs/decisions/072). */
export const one = (mrp: number): VariantSpec[] => [{ name: DEFAULT_VARIANT_NAME, mrp }];

export const sized = (names: readonly string[], mrp: number): VariantSpec[] => names.map((name) => ({ name, mrp }));

export const HELMET_SIZES = ['S', 'M', 'L', 'XL'] as const;
export const APPAREL_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export const BOOT_SIZES = ['UK 7', 'UK 8', 'UK 9', 'UK 10', 'UK 11'] as const;

const STOP = new Set(['for', 'with', 'and', 'the', 'of', '&', '-', '+', 'to']);

/** "Thunder D7 Full Face Helmet" -> "TD7FFH": initials, words with digits kept whole. */
function productCode(name: string, brand: string): string {
  const rest = name.startsWith(brand) ? name.slice(brand.length) : name;
  const parts = rest
    .split(/[\s/]+/)
    .filter((w) => w && !STOP.has(w.toLowerCase()))
    .map((w) => {
      const clean = w.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
      return /\d/.test(clean) ? clean.slice(0, 6) : clean.slice(0, 1);
    });
  return parts.join('').slice(0, 10) || 'X';
}

function variantCode(name: string): string {
  if (name === DEFAULT_VARIANT_NAME) return '';
  if (name === 'Free Size') return '-FS';
  const short = name
    .replace(/\s*Front$/, 'F')
    .replace(/\s*Rear$/, 'R')
    .replace(/\./g, 'P');
  return `-${short
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12)}`;
}

/** Discounted selling price in rupees ending in 9 or 0, never above MRP. */
function sellingPrice(mrp: number, discount: number, endsInNine: boolean): number {
  if (discount === 0) return mrp;
  const tens = Math.round((mrp * (1 - discount)) / 10) * 10;
  let price = endsInNine ? tens - 1 : tens;
  // Rounding must not push the discount past 35%.
  while (price < mrp * 0.65) price += 10;
  return Math.max(1, Math.min(mrp, price));
}

function pickDiscount(rng: Rng): number {
  const r = rng();
  if (r < 0.18) return 0;
  if (r < 0.6) return randInt(rng, 5, 15) / 100;
  if (r < 0.9) return randInt(rng, 16, 25) / 100;
  return randInt(rng, 26, 35) / 100;
}

function stockFor(rng: Rng): number {
  return rng() < 0.12 ? randInt(rng, 1, 4) : randInt(rng, 5, 60);
}

export class ProductFactory {
  private readonly skus = new Set<string>();
  private readonly slugs = new Set<string>();

  constructor(private readonly rng: Rng) {}

  make(spec: ProductSpec): DemoProduct {
    const rng = this.rng;
    const slug = slugify(spec.name);
    if (this.slugs.has(slug)) throw new Error(`duplicate product slug ${slug}`);
    const fits = demoFits(spec.fit ?? []);
    if (spec.universal && fits.length > 0) throw new Error(`${slug}: a universal part lists no bikes`);
    this.slugs.add(slug);

    let base = `${brandSku(spec.brand)}-${productCode(spec.name, brandName(spec.brand))}`;
    for (let n = 2; [...this.skus].some((s) => s === base || s.startsWith(`${base}-`)); n++) {
      base = `${brandSku(spec.brand)}-${productCode(spec.name, brandName(spec.brand))}${n}`;
    }

    const discount = pickDiscount(rng);
    const endsInNine = rng() < 0.65;
    const variants: DemoVariant[] = spec.variants.map((v) => {
      const sku = `${base}${variantCode(v.name)}`;
      if (this.skus.has(sku)) throw new Error(`duplicate sku ${sku}`);
      this.skus.add(sku);
      return {
        name: v.name,
        sku,
        mrpPaise: v.mrp * 100,
        pricePaise: sellingPrice(v.mrp, discount, endsInNine) * 100,
        stock: stockFor(rng),
      };
    });
    // Now and then the popular size has sold out while the others are in stock.
    if (variants.length > 1 && rng() < 0.2) {
      const sold = variants[randInt(rng, 0, variants.length - 1)];
      if (sold) sold.stock = 0;
    }

    const pop = spec.pop ?? 5;
    return {
      slug,
      name: spec.name,
      brandSlug: spec.brand,
      kind: spec.kind,
      palette: spec.palette,
      description: spec.description,
      features: spec.features,
      categorySlugs: [...new Set(spec.categories)],
      fits,
      universal: spec.universal ?? false,
      variants,
      imageCount: randInt(rng, 2, 4),
      popularity: pop * 90 + randInt(rng, 0, 120),
      createdDaysAgo: spec.newDays ?? randInt(rng, 21, 400),
    };
  }
}

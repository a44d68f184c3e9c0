/** Brands an Indian rider actually buys from: helmets, gear, lubes, spares, tyres, add-ons. */
import type { DemoBrand } from '../demo-types';

interface BrandRow {
  slug: string;
  name: string;
  /** Logo tile background, wordmark. */
  colors: readonly [string, string];
  /** Prefix for SKUs of this brand's products. */
  sku: string;
}

const ROWS: readonly BrandRow[] = [
  // Helmets
  { slug: 'studds', name: 'Studds', colors: ['#0b2e6b', '#ffffff'], sku: 'STD' },
  { slug: 'steelbird', name: 'Steelbird', colors: ['#d71920', '#ffffff'], sku: 'STB' },
  { slug: 'vega', name: 'Vega', colors: ['#111111', '#f5c400'], sku: 'VEG' },
  { slug: 'axor', name: 'Axor', colors: ['#0a0a0a', '#e31e24'], sku: 'AXR' },
  { slug: 'smk', name: 'SMK', colors: ['#1d1d1b', '#e30613'], sku: 'SMK' },
  { slug: 'ls2', name: 'LS2', colors: ['#000000', '#ffffff'], sku: 'LS2' },
  { slug: 'mt-helmets', name: 'MT Helmets', colors: ['#e2001a', '#ffffff'], sku: 'MTH' },
  { slug: 'kyt', name: 'KYT', colors: ['#ffd200', '#111111'], sku: 'KYT' },
  { slug: 'agv', name: 'AGV', colors: ['#111111', '#f2f2f2'], sku: 'AGV' },
  { slug: 'hjc', name: 'HJC', colors: ['#e60012', '#ffffff'], sku: 'HJC' },
  // Riding gear
  { slug: 'rynox', name: 'Rynox', colors: ['#111111', '#f7941d'], sku: 'RYN' },
  { slug: 'viaterra', name: 'Viaterra', colors: ['#1a1a1a', '#c8a24a'], sku: 'VTR' },
  { slug: 'raida', name: 'Raida', colors: ['#0d0d0d', '#e1251b'], sku: 'RAI' },
  { slug: 'solace', name: 'Solace', colors: ['#0a3d62', '#ffffff'], sku: 'SOL' },
  { slug: 'alpinestars', name: 'Alpinestars', colors: ['#000000', '#e2001a'], sku: 'ALP' },
  // Lubricants and service parts
  { slug: 'motul', name: 'Motul', colors: ['#e30613', '#ffffff'], sku: 'MTL' },
  { slug: 'castrol', name: 'Castrol', colors: ['#00843d', '#e30613'], sku: 'CAS' },
  { slug: 'liqui-moly', name: 'Liqui Moly', colors: ['#003a7d', '#e30613'], sku: 'LQM' },
  { slug: 'ngk', name: 'NGK', colors: ['#e60012', '#ffffff'], sku: 'NGK' },
  { slug: 'bosch', name: 'Bosch', colors: ['#ffffff', '#e20015'], sku: 'BSH' },
  { slug: 'brembo', name: 'Brembo', colors: ['#d52b1e', '#ffffff'], sku: 'BRM' },
  { slug: 'ebc', name: 'EBC', colors: ['#ffcc00', '#111111'], sku: 'EBC' },
  { slug: 'rolon', name: 'Rolon', colors: ['#003b8e', '#ffd100'], sku: 'RLN' },
  { slug: 'k-and-n', name: 'K&N', colors: ['#d7182a', '#ffffff'], sku: 'KNF' },
  { slug: 'uno-minda', name: 'Uno Minda', colors: ['#ffffff', '#c8102e'], sku: 'UNM' },
  { slug: 'endurance', name: 'Endurance', colors: ['#00529b', '#ffffff'], sku: 'END' },
  { slug: 'amaron', name: 'Amaron', colors: ['#00953b', '#ffffff'], sku: 'AMR' },
  { slug: 'exide', name: 'Exide', colors: ['#e31b23', '#ffffff'], sku: 'EXD' },
  // Tyres
  { slug: 'mrf', name: 'MRF', colors: ['#e31e24', '#ffffff'], sku: 'MRF' },
  { slug: 'ceat', name: 'CEAT', colors: ['#0a2d8a', '#f58220'], sku: 'CET' },
  { slug: 'pirelli', name: 'Pirelli', colors: ['#fcd100', '#000000'], sku: 'PIR' },
  { slug: 'michelin', name: 'Michelin', colors: ['#27509b', '#fce500'], sku: 'MIC' },
  // Accessories
  { slug: 'zana', name: 'Zana', colors: ['#111111', '#ff5a00'], sku: 'ZAN' },
  { slug: 'guardian-gears', name: 'Guardian Gears', colors: ['#1c1c1c', '#f2b705'], sku: 'GGR' },
  { slug: 'sena', name: 'Sena', colors: ['#000000', '#ffcc00'], sku: 'SEN' },
  { slug: 'cardo', name: 'Cardo', colors: ['#ff6b00', '#000000'], sku: 'CRD' },
  { slug: 'red-rooster', name: 'Red Rooster Performance', colors: ['#b0121b', '#ffffff'], sku: 'RRP' },
  // Genuine parts and gear
  { slug: 'royal-enfield', name: 'Royal Enfield', colors: ['#7a0c0c', '#d4af37'], sku: 'REG' },
];

export function buildBrands(): DemoBrand[] {
  return ROWS.map(({ slug, name, colors }) => ({ slug, name, colors }));
}

function row(slug: string): BrandRow {
  const found = ROWS.find((r) => r.slug === slug);
  if (!found) throw new Error(`unknown brand ${slug}`);
  return found;
}

export function brandName(slug: string): string {
  return row(slug).name;
}

export function brandSku(slug: string): string {
  return row(slug).sku;
}

/** Banners, collections and the home page rails (featured, trending, new, flash deals). */
import type { DemoBanner, DemoCategory, DemoCollection, DemoHome, DemoProduct } from '../demo-types';
import { bike } from './bikes';
import { C, ROOT } from './categories';
import { randInt, shuffled, type Rng } from './rng';

export function buildBanners(): DemoBanner[] {
  return [
    {
      heading: 'Monsoon-proof your ride',
      description:
        'Rain suits, waterproof gloves and boot covers built for Kerala’s June downpours. Up to 30% off rain gear this week.',
      kind: 'rain-suit',
      palette: 'hi_viz',
    },
    {
      heading: 'Helmet Fest: up to 35% off',
      description:
        'ISI, ECE and DOT certified lids from Studds, Axor, LS2, MT and SMK. Find your size, ride safer tonight.',
      kind: 'helmet-full-face',
      palette: 'racing_red',
    },
    {
      heading: 'Service kit, sorted',
      description:
        'Engine oil, filters, spark plug and chain lube matched to your bike. Shop by your model and skip the guesswork.',
      kind: 'engine-oil',
      palette: 'gunmetal',
    },
    {
      heading: 'Built for the ghats',
      description:
        'Crash guards, saddle bags and fog lights for that Munnar, Wayanad or Ladakh run. Free shipping across India above ₹999.',
      kind: 'saddle-bag',
      palette: 'desert_sand',
    },
    {
      heading: 'Armour up, every ride',
      description:
        'Mesh jackets with CE Level 2 armour that breathe in 35°C traffic. Rynox, Viaterra, Raida and Solace in stock now.',
      kind: 'jacket',
      palette: 'matte_black',
    },
  ];
}

export function buildCollections(): DemoCollection[] {
  return [
    { name: 'Full Face Helmets', categorySlug: C.fullFace, kind: 'helmet-full-face', palette: 'racing_red' },
    { name: 'Monsoon Riding', categorySlug: C.rain, kind: 'rain-suit', palette: 'hi_viz' },
    { name: 'Royal Enfield Upgrades', categorySlug: 'royal-enfield', kind: 'crash-guard', palette: 'desert_sand' },
    {
      name: 'KTM 390 Duke Essentials',
      categorySlug: bike('duke390').slug,
      kind: 'chain-sprocket',
      palette: 'orange_ktm',
    },
    { name: 'Service Essentials', categorySlug: C.oil, kind: 'engine-oil', palette: 'racing_red' },
    { name: 'Touring Luggage', categorySlug: 'luggage', kind: 'saddle-bag', palette: 'olive' },
    { name: 'Armoured Jackets', categorySlug: C.jackets, kind: 'jacket', palette: 'matte_black' },
    { name: 'Brake Upgrades', categorySlug: C.brakePads, kind: 'brake-pads', palette: 'gunmetal' },
    { name: 'Tyres for Every Road', categorySlug: C.tyres, kind: 'tyre', palette: 'matte_black' },
    {
      name: 'Himalayan 450 Adventure Kit',
      categorySlug: bike('himalayan450').slug,
      kind: 'saddle-bag',
      palette: 'desert_sand',
    },
  ];
}

/**
 * Marks `count` products entirely sold out (every variant stock 0), at most one per leaf
 * category so the gaps are spread across the shop, skipping new arrivals.
 */
export function markSoldOut(products: DemoProduct[], rng: Rng, count: number): void {
  const usedLeaves = new Set<string>();
  let marked = 0;
  for (const p of shuffled(rng, products)) {
    const leaf = p.categorySlugs[0] ?? '';
    if (marked >= count || p.createdDaysAgo <= 20 || usedLeaves.has(leaf)) continue;
    usedLeaves.add(leaf);
    for (const v of p.variants) v.stock = 0;
    marked++;
  }
}

const inStock = (p: DemoProduct): boolean => p.variants.some((v) => v.stock > 0);
const fullyStocked = (p: DemoProduct): boolean => p.variants.every((v) => v.stock > 0);

function rootOf(slug: string, categories: readonly DemoCategory[]): string {
  let cat = categories.find((c) => c.slug === slug);
  while (cat?.parentSlug) cat = categories.find((c) => c.slug === cat?.parentSlug);
  return cat?.slug ?? slug;
}

export function buildHome(products: readonly DemoProduct[], categories: readonly DemoCategory[], rng: Rng): DemoHome {
  const available = products.filter(inStock);
  const byPopularity = [...available].sort((a, b) => b.popularity - a.popularity || a.slug.localeCompare(b.slug));

  // Featured: the best sellers, alternating across the four product roots.
  const roots = [ROOT.helmets, ROOT.gear, ROOT.spares, ROOT.accessories];
  const queues = roots.map((r) => byPopularity.filter((p) => rootOf(p.categorySlugs[0] ?? '', categories) === r));
  const featured: string[] = [];
  for (let i = 0; featured.length < 8; i++) {
    const next = queues[i % roots.length]?.[Math.floor(i / roots.length)];
    if (next) featured.push(next.slug);
    if (i > 400) break;
  }

  // Trending: popular with a bit of noise, so it is not just "featured, part two".
  const trending = byPopularity
    .filter((p) => !featured.includes(p.slug))
    .slice(0, 40)
    .map((p) => ({ p, score: p.popularity * (0.6 + rng() * 0.8) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 8)
    .map(({ p }) => p.slug);

  const newArrivals = [...available]
    .sort((a, b) => a.createdDaysAgo - b.createdDaysAgo || a.slug.localeCompare(b.slug))
    .slice(0, 8)
    .map((p) => p.slug);

  const dealPool = shuffled(
    rng,
    available.filter((p) => fullyStocked(p) && !featured.includes(p.slug) && lowestPrice(p) >= 80000),
  );
  const flashDeals = dealPool.slice(0, 5).map((p) => {
    const lowest = lowestPrice(p) / 100;
    const deal = Math.floor((lowest * (1 - randInt(rng, 8, 18) / 100)) / 10) * 10 - 1;
    return { productSlug: p.slug, dealPricePaise: deal * 100, endsInHours: randInt(rng, 6, 72) };
  });

  return { featured, trending, newArrivals, flashDeals };
}

function lowestPrice(p: DemoProduct): number {
  return Math.min(...p.variants.map((v) => v.pricePaise));
}

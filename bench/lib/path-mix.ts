/** The order a call's paths are asked for in: evenly spread picks, interleaved or shuffled, always the same. */
import { mulberry32 } from '../../apps/server/src/db/seed/catalog/rng';

/** Evenly spread picks from a list. */
export function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}

/** A fixed, even mix: every k-th item, for k coprime with the length. */
export function interleave<T>(items: T[]): T[] {
  const n = items.length;
  if (n < 3) return items;
  let step = Math.max(2, Math.floor(n / 3) + 1);
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  while (gcd(step, n) !== 1) step++;
  return Array.from({ length: n }, (_, i) => items[(i * step) % n]!);
}

/**
 * The items in a fixed random order (Fisher-Yates from a seed). Unlike `interleave`, any stretch of
 * the result is a fair sample of the whole: a measurement that covers only part of a cycle of
 * pages still sees shallow and deep pages, every scope and sort, in their true proportions.
 */
export function shuffled<T>(items: T[], seed = 0x5eed): T[] {
  const out = items.slice();
  // Seeded, so every run asks for the same paths in the same order.
  const random = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The bikes the garage rows filter by: real models and model years from the benchmark's database
 * (docs/decisions/082), spread over the makes, so the filter keeps and hides what it would for
 * riders of different bikes.
 */
import type { BikeYear } from './api';
import { readRows } from './catalog-ids';

export interface BikeModel {
  id: string;
  name: string;
  makeId: string;
  /** Model years the garage offers for it: its first, a middle and its last (this year while still made). */
  years: number[];
  /** How many products list it in their fitment. */
  fitmentLinks: number;
}

/** The first, middle and last of a model's years, without repeats. */
export function yearsOf(from: number | null, to: number | null, thisYear: number): number[] {
  const last = to ?? thisYear;
  const first = from ?? last;
  return [...new Set([last, first, Math.round((first + last) / 2)])];
}

/** Visible models that some product fits, in the tree's order. */
export async function readBikeModels(databaseUrl: string): Promise<BikeModel[]> {
  const rows = await readRows<{
    id: string;
    name: string;
    make_id: string;
    year_from: number | null;
    year_to: number | null;
    links: number;
  }>(
    databaseUrl,
    `SELECT m.id::text AS id, m.name, mk.id::text AS make_id, m.year_from, m.year_to,
            (SELECT count(*)::int FROM product_categories pc WHERE pc.category_id = m.id) AS links
       FROM categories m JOIN categories mk ON mk.id = m.parent_id
      WHERE m.kind = 'model' AND NOT m.is_hidden AND NOT mk.is_hidden
      ORDER BY mk.position, mk.name, m.position, m.name`,
  );
  const thisYear = new Date().getFullYear();
  return rows
    .filter((r) => r.links > 0)
    .map((r) => ({
      id: r.id,
      name: r.name,
      makeId: r.make_id,
      years: yearsOf(r.year_from, r.year_to, thisYear),
      fitmentLinks: r.links,
    }));
}

/**
 * Bike and year pairs, spread over the makes: one model of each make in turn, each model's last
 * year first, then every model's first year, then the middle ones. The first few cover as many
 * makes as there are; asking for all gives every model in each of its three years.
 */
export function bikeYears(models: BikeModel[], count: number): BikeYear[] {
  if (models.length === 0) {
    throw new Error(
      'the benchmark catalog has no model that a product fits: the garage rows need fitment links (docs/decisions/082)',
    );
  }
  const byMake = new Map<string, BikeModel[]>();
  for (const m of models) byMake.set(m.makeId, [...(byMake.get(m.makeId) ?? []), m]);
  const roundRobin: BikeModel[] = [];
  for (let i = 0; roundRobin.length < models.length; i++) {
    for (const list of byMake.values()) if (list[i]) roundRobin.push(list[i]!);
  }
  const pairs: BikeYear[] = [];
  for (let y = 0; y < 3; y++) {
    for (const m of roundRobin) if (m.years[y] !== undefined) pairs.push({ bike: m.id, year: m.years[y]! });
  }
  return pairs.slice(0, count);
}

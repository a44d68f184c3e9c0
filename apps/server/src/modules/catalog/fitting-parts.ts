/**
 * The bike parts of a list that fit a bike (docs/decisions/091 and 092): how many per brand, and,
 * for lists that also hold products needing no bike, the sort keys of each part, so that a mark of
 * those products (shared by every bike) can be placed in the bike's list: its position there is
 * its position among them plus the bike's parts that come before it.
 */
import type { IndexedSort } from './list-walk.repo';
import type { MarkKeys } from './list-marks';

/**
 * Bike parts whose sort keys all lists together may hold while the catalog refs last: 46 bytes
 * each, some 9 MB. Past it, a bike's list reads without shared marks, as before them.
 */
export const PART_KEY_BUDGET = 200_000;

/** One part's sort keys as the parts query writes them (product-list.repo's listFittingBikeParts). */
export interface PartKeys {
  id: string;
  popularity: number;
  /** `created_at` in microseconds since 1970. */
  createdUs: number;
  price: number;
  /** The `real` rating read as float8, as a mark's text holds it. */
  rating: number;
  reviews: number;
}

/** The parts' keys as listFittingBikeParts writes them: the parts by commas, each's keys by spaces. */
export function readPartKeys(written: string): PartKeys[] {
  return written.split(',').map((part) => {
    const [id, popularity, createdUs, price, rating, reviews] = part.split(' ');
    return {
      id: id!,
      popularity: Number(popularity),
      createdUs: Number(createdUs),
      price: Number(price),
      rating: Number(rating),
      reviews: Number(reviews),
    };
  });
}

/** A uuid's 16 bytes as four unsigned 32-bit words, compared in order as PostgreSQL compares uuids. */
function uuidWords(id: string): [number, number, number, number] | undefined {
  const hex = id.replaceAll('-', '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) return undefined;
  const word = (i: number) => Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16);
  return [word(0), word(1), word(2), word(3)];
}

const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?([+-])(\d\d)(?::(\d\d))?(?::(\d\d))?$/;

/**
 * A `timestamptz` as PostgreSQL writes it in the ISO style ('2026-11-27 08:12:33.5+05:30'), in
 * microseconds since 1970; undefined for any other form, and for years before 100.
 */
export function timestampMicros(text: string): number | undefined {
  const m = TIMESTAMP.exec(text);
  const n = (i: number) => Number(m?.[i] ?? 0);
  // Date.UTC reads years 0 to 99 as 1900 to 1999: such a time is not read at all.
  if (!m || n(1) < 100) return undefined;
  const seconds = Date.UTC(n(1), n(2) - 1, n(3), n(4), n(5), n(6)) / 1000;
  const offset = (m[8] === '-' ? -1 : 1) * (n(9) * 3600 + n(10) * 60 + n(11));
  const fraction = Number((m[7] ?? '').padEnd(6, '0'));
  return (seconds - offset) * 1_000_000 + fraction;
}

/** A mark's keys (list-walk.repo's keysAsText) as numbers, the id as words; undefined if unreadable. */
function markOf(sort: IndexedSort, keys: MarkKeys) {
  const id = uuidWords(keys[keys.length - 1] ?? '');
  const first = sort === 'newest' ? timestampMicros(keys[0] ?? '') : Number(keys[0]);
  const second = sort === 'rating' ? Number(keys[1]) : 0;
  if (!id || first === undefined || !Number.isFinite(first) || !Number.isFinite(second)) return undefined;
  return { id, first, second };
}

export class FittingParts {
  /** Whether the parts' keys are held, so marks can be placed among them. */
  readonly keyed: boolean;
  private readonly ids: Uint32Array;
  private readonly popularity: Int32Array;
  private readonly created: Float64Array;
  private readonly price: Int32Array;
  private readonly rating: Float64Array;
  private readonly reviews: Int32Array;
  /** Each part's brand, as an index of `brands`. */
  private readonly brandOf: Uint16Array;
  private readonly brands: string[];
  /** What `before` answered, by sort and brand, for each mark's keys. */
  private readonly counted = new Map<string, WeakMap<MarkKeys, number>>();

  /**
   * `counts`: the parts per brand. `keys`: each brand's parts' sort keys, when kept (a list that
   * holds only bike parts has no shared marks to place, and keys are held within a budget).
   */
  constructor(
    readonly counts: ReadonlyMap<string, number>,
    keys?: ReadonlyMap<string, PartKeys[]>,
  ) {
    const all = keys ? [...keys] : [];
    const size = all.reduce((n, [, parts]) => n + parts.length, 0);
    this.ids = new Uint32Array(size * 4);
    this.popularity = new Int32Array(size);
    this.created = new Float64Array(size);
    this.price = new Int32Array(size);
    this.rating = new Float64Array(size);
    this.reviews = new Int32Array(size);
    this.brandOf = new Uint16Array(size);
    this.brands = all.map(([brand]) => brand);
    let i = 0;
    all.forEach(([, parts], brand) => {
      for (const part of parts) {
        this.ids.set(uuidWords(part.id) ?? [0, 0, 0, 0], i * 4);
        this.popularity[i] = part.popularity;
        this.created[i] = part.createdUs;
        this.price[i] = part.price;
        this.rating[i] = part.rating;
        this.reviews[i] = part.reviews;
        this.brandOf[i] = brand;
        i++;
      }
    });
    this.keyed = keys !== undefined;
  }

  /** Parts whose keys are held. */
  get keptParts(): number {
    return this.popularity.length;
  }

  /**
   * How many of the parts (of `brandId`, when given) come before a row with the mark's keys in
   * `sort`; undefined when the keys are not held or cannot be read. The mark's row is not a part.
   */
  before(sort: IndexedSort, keys: MarkKeys, brandId?: string): number | undefined {
    if (!this.keyed) return undefined;
    // A mark's keys are held unchanged while the refs last: each is counted once per sort and brand.
    const list = `${sort} ${brandId ?? ''}`;
    let counted = this.counted.get(list);
    if (!counted) this.counted.set(list, (counted = new WeakMap()));
    let count = counted.get(keys);
    if (count === undefined) {
      count = this.count(sort, keys, brandId);
      if (count !== undefined) counted.set(keys, count);
    }
    return count;
  }

  private count(sort: IndexedSort, keys: MarkKeys, brandId: string | undefined): number | undefined {
    const mark = markOf(sort, keys);
    if (!mark) return undefined;
    const brand = brandId === undefined ? -1 : this.brands.indexOf(brandId);
    if (brandId !== undefined && brand < 0) return 0;
    const { ids, brandOf } = this;
    // The id breaks ties: ascending in every sort but price_desc (the price index read backwards).
    const idBefore = (i: number) => {
      for (let w = 0; w < 4; w++) {
        const a = ids[i * 4 + w]!;
        const b = mark.id[w]!;
        if (a !== b) return sort === 'price_desc' ? a > b : a < b;
      }
      return false;
    };
    const precedes = this.precedes(sort, mark.first, mark.second, idBefore);
    let count = 0;
    for (let i = 0; i < brandOf.length; i++) {
      if ((brand < 0 || brandOf[i] === brand) && precedes(i)) count++;
    }
    return count;
  }

  /** Whether part `i` comes before the mark in `sort`, its leading keys `first` and `second`. */
  private precedes(sort: IndexedSort, first: number, second: number, idBefore: (i: number) => boolean) {
    const { popularity, created, price, rating, reviews } = this;
    const down = (column: ArrayLike<number>) => (i: number) =>
      column[i]! > first || (column[i] === first && idBefore(i));
    switch (sort) {
      case 'popularity':
        return down(popularity);
      case 'newest':
        return down(created);
      case 'price_asc':
        return (i: number) => price[i]! < first || (price[i] === first && idBefore(i));
      case 'price_desc':
        return down(price);
      case 'rating':
        return (i: number) =>
          rating[i]! > first ||
          (rating[i] === first && (reviews[i]! > second || (reviews[i] === second && idBefore(i))));
    }
  }
}

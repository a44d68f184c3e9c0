import { SHOP_TIME_ZONE } from '@store/contracts/admin';

/** A model's recorded model years (docs/decisions/082): either may be missing. */
export interface ModelYears {
  yearFrom: number | null;
  /** Null while the bike is still made. */
  yearTo: number | null;
}

/** What a model with neither year recorded has: an imported catalog's. */
export const NO_YEARS_RECORDED: ModelYears = { yearFrom: null, yearTo: null };

/**
 * How far back a model with no first year recorded is offered. Catalogs imported from a CSV carry
 * no model years; 25 years covers the bikes still on the road without making a rider scroll
 * through a century.
 */
export const YEARS_OFFERED_WITHOUT_RECORD = 25;

const yearInIndia = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric' });

/** The calendar year in India at `now`: a model year turns over at India's midnight, not UTC's. */
export function indiaYear(now: Date): number {
  return Number(yearInIndia.format(now));
}

/** The first model year the garage offers: the recorded one, or 25 years back (never past the last). */
export function firstYearOffered(years: ModelYears, thisYear: number): number {
  if (years.yearFrom !== null) return years.yearFrom;
  const back = thisYear - YEARS_OFFERED_WITHOUT_RECORD;
  return years.yearTo === null ? back : Math.min(back, years.yearTo);
}

/**
 * The last model year the garage offers: the recorded one, or, while the bike is still made, next
 * year, since next year's models are sold from the autumn.
 */
export function lastYearOffered(years: ModelYears, thisYear: number): number {
  return years.yearTo ?? thisYear + 1;
}

/** Whether a rider may say their bike is of `year`. */
export function isYearOffered(years: ModelYears, year: number, thisYear: number): boolean {
  return firstYearOffered(years, thisYear) <= year && year <= lastYearOffered(years, thisYear);
}

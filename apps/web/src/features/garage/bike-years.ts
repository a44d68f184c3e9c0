import { LAST_MODEL_YEAR } from '@store/contracts/fitment-rules';
import type { BikeModel } from '@store/contracts/garage';

/**
 * The model years the picker offers for a model, newest first: from its first year to its last,
 * or, for a bike still made (`year_to` null), to next year, since next year's model is sold
 * before the year begins.
 */
export function offeredYears(model: Pick<BikeModel, 'year_from' | 'year_to'>, today = new Date()): number[] {
  const last = Math.min(model.year_to ?? today.getFullYear() + 1, LAST_MODEL_YEAR);
  const years: number[] = [];
  for (let year = last; year >= model.year_from; year -= 1) years.push(year);
  return years;
}

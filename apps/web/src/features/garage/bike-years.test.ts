import { LAST_MODEL_YEAR } from '@store/contracts/fitment';
import { describe, expect, it } from 'vitest';
import { offeredYears } from './bike-years';

const june2025 = new Date('2025-06-15T12:00:00Z');

describe('the model years the picker offers', () => {
  it('runs from the first year to the last, newest first', () => {
    expect(offeredYears({ year_from: 2016, year_to: 2020 }, june2025)).toEqual([2020, 2019, 2018, 2017, 2016]);
  });

  it("offers next year's model of a bike still made", () => {
    const years = offeredYears({ year_from: 2021, year_to: null }, june2025);
    expect(years).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it('offers the one year of a one-year model, and never past the last model year', () => {
    expect(offeredYears({ year_from: 2019, year_to: 2019 }, june2025)).toEqual([2019]);
    expect(offeredYears({ year_from: LAST_MODEL_YEAR - 1, year_to: null }, new Date('2100-03-01'))).toEqual([
      LAST_MODEL_YEAR,
      LAST_MODEL_YEAR - 1,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { fitVerdict, yearsLabel, type ChosenBike, type Fitment } from './fitment';

const classic2015: ChosenBike = { model_id: 'classic', make_id: 're', year: 2015 };
const classic2021: ChosenBike = { ...classic2015, year: 2021 };
const part = (bikes: Fitment['bikes'], universal = false): Fitment => ({ universal, bikes });

describe('fitVerdict', () => {
  it('fits a model in the link’s years, either end open', () => {
    const oldGeneration = part([{ _id: 'classic', from: 2009, to: 2020 }]);
    expect(fitVerdict(oldGeneration, classic2015)).toBe('fits');
    expect(fitVerdict(oldGeneration, classic2021)).toBe('does_not_fit');
    const newGeneration = part([{ _id: 'classic', from: 2021, to: null }]);
    expect(fitVerdict(newGeneration, classic2021)).toBe('fits');
    expect(fitVerdict(newGeneration, { ...classic2021, year: 2030 })).toBe('fits');
    expect(fitVerdict(newGeneration, classic2015)).toBe('does_not_fit');
    expect(fitVerdict(part([{ _id: 'classic', from: null, to: 2020 }]), classic2021)).toBe('does_not_fit');
    expect(fitVerdict(part([{ _id: 'classic', from: null, to: null }]), classic2021)).toBe('fits');
  });

  it('fits every model of a make, any year', () => {
    expect(fitVerdict(part([{ _id: 're', from: null, to: null }]), classic2021)).toBe('fits');
    expect(fitVerdict(part([{ _id: 'ktm', from: null, to: null }]), classic2021)).toBe('does_not_fit');
  });

  it('calls a universal part universal, and says nothing of what is not a bike part', () => {
    expect(fitVerdict(part([], true), classic2015)).toBe('universal');
    expect(fitVerdict(part([]), classic2015)).toBeNull();
  });

  it('does not fit a bike of another model', () => {
    expect(fitVerdict(part([{ _id: 'duke', from: 2017, to: 2023 }]), classic2015)).toBe('does_not_fit');
  });
});

describe('yearsLabel', () => {
  it('names the years a part fits', () => {
    expect(yearsLabel(2009, 2020)).toBe('2009–2020');
    expect(yearsLabel(2021, null)).toBe('2021 on');
    expect(yearsLabel(null, 2020)).toBe('up to 2020');
    expect(yearsLabel(2024, 2024)).toBe('2024');
    expect(yearsLabel(null, null)).toBe('');
  });
});

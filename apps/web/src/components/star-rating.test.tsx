import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating, starParts } from './star-rating';

describe('starParts', () => {
  it('shows 3.5 as three full stars, one half and one empty', () => {
    expect(starParts(3.5)).toEqual({ full: 3, half: 1, empty: 1 });
  });

  it('rounds to the nearest half and keeps within 0..5', () => {
    expect(starParts(4.2)).toEqual({ full: 4, half: 0, empty: 1 });
    expect(starParts(4.3)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starParts(0)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starParts(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starParts(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });
});

describe('StarRating', () => {
  it('draws the stars and reads the rating out', () => {
    const { container, getByRole } = render(<StarRating rating={3.5} />);
    expect(getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    expect(container.querySelectorAll('[data-star="full"]')).toHaveLength(3);
    expect(container.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-star="empty"]')).toHaveLength(1);
  });
});

import { CAROUSEL_INTERVAL_MS } from '@store/contracts/constants';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { BannerCarousel } from './banner-carousel';

const banners = ['One', 'Two', 'Three'].map((heading, i) => ({
  _id: `b${i}`,
  image: `/media/demo/banners/${i}.webp`,
  heading,
  description: `About ${heading}`,
}));

function visibleHeading(): string | undefined {
  const slide = document.querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  return slide?.querySelector('h2')?.textContent ?? undefined;
}

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 5 seconds and loops back to the first slide', () => {
    renderWithRouter(<BannerCarousel banners={banners} />);
    expect(visibleHeading()).toBe('One');

    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(visibleHeading()).toBe('One');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleHeading()).toBe('Two');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(visibleHeading()).toBe('Three');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(visibleHeading()).toBe('One');
  });

  it('disables previous on the first slide and next on the last', () => {
    renderWithRouter(<BannerCarousel banners={banners} />);
    const previous = screen.getByRole('button', { name: 'Previous slide' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next slide' }) as HTMLButtonElement;

    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(visibleHeading()).toBe('Three');
    expect(next.disabled).toBe(true);
    expect(previous.disabled).toBe(false);
    fireEvent.click(previous);
    expect(visibleHeading()).toBe('Two');
  });

  it('shows no arrows for a single banner', () => {
    renderWithRouter(<BannerCarousel banners={banners.slice(0, 1)} />);
    expect(visibleHeading()).toBe('One');
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });
});

import { CAROUSEL_INTERVAL_MS } from '@store/contracts/constants';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { REDUCED_MOTION_QUERY } from '@/lib/use-media-query';
import { renderWithRouter } from '@/test/render';
import { BannerCarousel } from './banner-carousel';
import { mediaMatching } from '@/test/fixtures';

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

/** A finger moving from (x0, y0) to (x1, y1) over the slides. */
function swipe(from: [number, number], to: [number, number]) {
  const track = document.querySelector('[aria-roledescription="slide"]')!.parentElement!;
  fireEvent.touchStart(track, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchMove(track, { touches: [{ clientX: to[0], clientY: to[1] }] });
  fireEvent.touchEnd(track, { touches: [], changedTouches: [{ clientX: to[0], clientY: to[1] }] });
}

let matchMedia: MockInstance<typeof window.matchMedia>;

/** The system setting for motion as the carousel reads it through matchMedia. */
function prefersReducedMotion(reduce: boolean) {
  matchMedia = vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(mediaMatching((query) => reduce && query === REDUCED_MOTION_QUERY));
}

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
  });
  afterEach(() => {
    matchMedia.mockRestore();
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

  it('moves with a sideways swipe, stopping at the ends, and lets an upward swipe scroll the page', () => {
    renderWithRouter(<BannerCarousel banners={banners} />);
    const track = document.querySelector('[aria-roledescription="slide"]')!.parentElement!;
    expect(track.className).toContain('touch-pan-y');

    swipe([300, 100], [200, 110]);
    expect(visibleHeading()).toBe('Two');
    swipe([300, 100], [200, 90]);
    expect(visibleHeading()).toBe('Three');
    swipe([300, 100], [100, 100]);
    expect(visibleHeading()).toBe('Three');
    swipe([100, 100], [220, 100]);
    expect(visibleHeading()).toBe('Two');
    // Too short, or more up than sideways: not a swipe.
    swipe([300, 100], [280, 100]);
    swipe([300, 300], [240, 100]);
    expect(visibleHeading()).toBe('Two');
  });

  it('stops with the pause button until it is pressed again', () => {
    renderWithRouter(<BannerCarousel banners={banners} />);
    const pause = screen.getByRole('button', { name: 'Pause slides' });
    fireEvent.click(pause);
    // The pointer and focus leave, as they would after a click: only the button keeps it still.
    fireEvent.pointerLeave(pause.closest('section')!);
    fireEvent.blur(pause);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3));
    expect(visibleHeading()).toBe('One');

    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(visibleHeading()).toBe('Two');
  });

  it('pauses while the pointer is over it', () => {
    renderWithRouter(<BannerCarousel banners={banners} />);
    const carousel = screen.getByRole('region', { name: 'Featured offers' });
    fireEvent.pointerEnter(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(visibleHeading()).toBe('One');
    fireEvent.pointerLeave(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(visibleHeading()).toBe('Two');
  });

  it('never moves by itself nor slides when the system asks for reduced motion', () => {
    matchMedia.mockRestore();
    prefersReducedMotion(true);
    renderWithRouter(<BannerCarousel banners={banners} />);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 4));
    expect(visibleHeading()).toBe('One');

    // The shopper can still move, with no sliding animation, and the button offers to play.
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleHeading()).toBe('Two');
    const track = document.querySelector('[aria-roledescription="slide"]')!.parentElement!;
    expect(track.className).not.toContain('transition');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(visibleHeading()).toBe('Two');
  });
});

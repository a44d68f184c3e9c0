import { describe, expect, it } from 'vitest';
import { labelledDays, layoutBars, niceStep, valueAxis } from './chart-scale';

const box = { width: 400, height: 240, left: 50, right: 10, top: 10, bottom: 30 };

describe('valueAxis', () => {
  it('puts the grid on round amounts with the top at or above the best day', () => {
    // ₹1,499 best day: steps of ₹500 up to ₹1,500.
    expect(valueAxis(149_900)).toEqual({ top: 150_000, step: 50_000, ticks: [0, 50_000, 100_000, 150_000] });
    expect(valueAxis(400)).toEqual({ top: 400, step: 100, ticks: [0, 100, 200, 300, 400] });
    expect(valueAxis(1_000_001).top).toBeGreaterThanOrEqual(1_000_001);
  });

  it('keeps one step of axis when nothing sold', () => {
    expect(valueAxis(0)).toEqual({ top: 1, step: 1, ticks: [0, 1] });
  });

  it('picks steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0.7, 1.5, 2.2, 3, 7, 12].map(niceStep)).toEqual([1, 2, 2.5, 5, 10, 20]);
  });
});

describe('layoutBars', () => {
  it('scales bars to the axis top, standing on the baseline', () => {
    const { bars, ticks } = layoutBars([0, 100_000, 200_000], box);
    const baseline = 240 - 30;
    expect(bars.map((b) => b.height)).toEqual([0, 100, 200]);
    for (const bar of bars) expect(bar.y + bar.height).toBe(baseline);
    expect(ticks.at(-1)).toEqual({ value: 200_000, y: 10 });
    expect(ticks[0]).toEqual({ value: 0, y: baseline });
  });

  it('shows a small sale as at least 2 px, and spaces the bars evenly', () => {
    const { bars, slot } = layoutBars([1, 1_000_000, 0, 0], box);
    expect(bars[0]?.height).toBe(2);
    expect(slot).toBe(85);
    expect((bars[1]?.x ?? 0) - (bars[0]?.x ?? 0)).toBe(85);
  });

  it('keeps the axis at least as high as asked, so tiny sales stay small', () => {
    const { bars, ticks } = layoutBars([0, 500], box, 100_000);
    expect(ticks.map((t) => t.value)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(bars[1]?.height).toBe(2);
  });
});

describe('labelledDays', () => {
  it('labels every day when there is room, else every nth counted back from the last', () => {
    expect(labelledDays(5, 60)).toEqual([0, 1, 2, 3, 4]);
    expect(labelledDays(30, 11)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(labelledDays(0, 10)).toEqual([]);
  });
});

/** The arithmetic of the daily sales chart, apart from the drawing so it can be tested. */

export type ChartBox = { width: number; height: number; left: number; right: number; top: number; bottom: number };
export type Bar = { x: number; y: number; width: number; height: number };
export type Tick = { value: number; y: number };

const STEPS = [1, 2, 2.5, 5, 10];

/** The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above `raw`: steps people read at a glance. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = STEPS.find((s) => s * power >= raw - power * 1e-9) ?? 10;
  return step * power;
}

/**
 * The value axis for the highest bar: a round step, and a top that is a whole number of steps at
 * or above `max`, so the tallest bar never pokes out and the grid lines fall on round amounts.
 * With no sales at all the axis still has one step, so the chart keeps its frame.
 */
export function valueAxis(max: number, wantedTicks = 4): { top: number; step: number; ticks: number[] } {
  const step = niceStep(max / wantedTicks);
  const top = max > 0 ? step * Math.ceil(max / step - 1e-9) : step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step * 1e-9; value += step) ticks.push(Math.round(value * 1e6) / 1e6);
  return { top, step, ticks };
}

/**
 * Bars and grid lines in the plot area of `box`. A day with any sale gets at least 2 px, so a
 * small day is told apart from a day with none.
 */
export function layoutBars(
  values: readonly number[],
  box: ChartBox,
  /** The least the axis goes up to, so a quiet month does not draw ₹5 as a full bar. */
  minTop = 0,
): { bars: Bar[]; ticks: Tick[]; slot: number } {
  const plotWidth = Math.max(0, box.width - box.left - box.right);
  const plotHeight = Math.max(0, box.height - box.top - box.bottom);
  const baseline = box.top + plotHeight;
  const axis = valueAxis(Math.max(minTop, ...values));
  const slot = values.length ? plotWidth / values.length : 0;
  const barWidth = Math.max(1, slot * 0.7);
  const bars = values.map((value, i) => {
    const scaled = (Math.max(0, value) / axis.top) * plotHeight;
    const height = value > 0 ? Math.max(2, scaled) : 0;
    return { x: box.left + i * slot + (slot - barWidth) / 2, y: baseline - height, width: barWidth, height };
  });
  const ticks = axis.ticks.map((value) => ({ value, y: baseline - (value / axis.top) * plotHeight }));
  return { bars, ticks, slot };
}

/** Which day labels fit under the bars: every nth, keeping at least `minGap` px between them, last day always. */
export function labelledDays(count: number, slot: number, minGap = 52): number[] {
  if (count === 0) return [];
  const every = Math.max(1, Math.ceil(minGap / Math.max(slot, 1)));
  const days: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) days.unshift(i);
  return days;
}

import type { Dashboard } from '@store/contracts/admin';
import { formatInr } from '@store/contracts/money';
import { useEffect, useId, useRef, useState } from 'react';
import { formatCompactInr, plural } from '../../lib/admin-format';
import { labelledDays, layoutBars } from '../chart-scale';

type Day = Dashboard['dailySales'][number];

const HEIGHT = 240;
const PAD = { left: 56, right: 8, top: 12, bottom: 28 };
/** ₹1,000: the axis never tops out lower, so a quiet month reads as quiet. */
const MIN_AXIS_PAISE = 100_000;
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

// Days come as shop-calendar dates (YYYY-MM-DD); read as UTC midnight they print as that very day.
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** The drawing's width follows its box, so the labels stay at their real size on a phone. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** What the chart shows, in one sentence, for screen readers and the figure's caption. */
export function salesSummary(days: readonly Day[]): string {
  if (days.length === 0) return 'No days to show.';
  const total = days.reduce((sum, d) => sum + d.salesPaise, 0);
  const orders = days.reduce((sum, d) => sum + d.orders, 0);
  const first = dayLabel.format(asDate(days[0]?.date ?? ''));
  const last = dayLabel.format(asDate(days.at(-1)?.date ?? ''));
  if (total === 0) return `No sales from ${first} to ${last}.`;
  const best = days.reduce((a, b) => (b.salesPaise > a.salesPaise ? b : a));
  return `${formatInr(total)} from ${plural(orders, 'order')} between ${first} and ${last}; the best day was ${dayLabel.format(asDate(best.date))} with ${formatInr(best.salesPaise)}.`;
}

/** Daily sales as an SVG bar chart, with the same figures as a table for anyone who cannot see it. */
export function SalesChart({ days }: { days: readonly Day[] }) {
  const [box, width] = useWidth(720);
  const titleId = useId();
  const descId = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const layout = layoutBars(
    days.map((d) => d.salesPaise),
    { width, height: HEIGHT, ...PAD },
    MIN_AXIS_PAISE,
  );
  const labelled = new Set(labelledDays(days.length, layout.slot));
  const summary = salesSummary(days);
  const active = hovered === null ? null : days[hovered];

  return (
    <figure className="m-0">
      <div ref={box} className="relative w-full">
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          className="block max-w-full overflow-visible"
          onMouseLeave={() => setHovered(null)}
        >
          <title id={titleId}>Daily sales, last {days.length} days</title>
          <desc id={descId}>{summary}</desc>
          {layout.ticks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={tick.y}
                y2={tick.y}
                className="stroke-border"
                strokeDasharray={tick.value === 0 ? undefined : '3 3'}
              />
              <text
                x={PAD.left - 8}
                y={tick.y}
                dy="0.32em"
                textAnchor="end"
                className="fill-muted-foreground text-[11px] tabular-nums"
              >
                {formatCompactInr(tick.value)}
              </text>
            </g>
          ))}
          {layout.bars.map((bar, i) => {
            const day = days[i];
            if (!day) return null;
            return (
              <g key={day.date} onMouseEnter={() => setHovered(i)}>
                {/* A full-height hit area, so thin or empty days can be pointed at too. */}
                <rect
                  x={bar.x - (layout.slot - bar.width) / 2}
                  y={PAD.top}
                  width={layout.slot}
                  height={HEIGHT - PAD.top - PAD.bottom}
                  className="fill-transparent"
                />
                <rect
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  rx={Math.min(3, bar.width / 3)}
                  className={hovered === i ? 'fill-brand' : 'fill-primary'}
                />
                {labelled.has(i) ? (
                  <text
                    x={bar.x + bar.width / 2}
                    y={HEIGHT - PAD.bottom + 18}
                    textAnchor="middle"
                    className="fill-muted-foreground text-[11px]"
                  >
                    {dayLabel.format(asDate(day.date))}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
        {active && hovered !== null ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-0 z-10 -translate-x-1/2 rounded-md border bg-popover px-2.5 py-1.5 text-xs whitespace-nowrap text-popover-foreground shadow-md"
            style={{
              left: Math.min(
                Math.max((layout.bars[hovered]?.x ?? 0) + (layout.bars[hovered]?.width ?? 0) / 2, 70),
                width - 70,
              ),
            }}
          >
            <p className="font-semibold">{dayLong.format(asDate(active.date))}</p>
            <p className="tabular-nums">
              {formatInr(active.salesPaise)} · {plural(active.orders, 'order')}
            </p>
          </div>
        ) : null}
      </div>
      <figcaption className="mt-3 text-sm text-muted-foreground">{summary}</figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand">Show the figures</summary>
        <div className="mt-2 max-h-72 overflow-y-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">Sales per day</caption>
            <thead className="sticky top-0 bg-muted text-left">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-semibold">
                  Day
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                  Orders
                </th>
                <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                  Sales
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1.5 text-left font-normal">
                    {dayLong.format(asDate(day.date))}
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">{day.orders}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatInr(day.salesPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

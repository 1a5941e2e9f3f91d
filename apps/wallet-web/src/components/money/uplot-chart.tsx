import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './price-chart.module.css';

export interface UPlotLineProps {
  /** Unix seconds, ascending. */
  times: number[];
  /** Prices for drawing only (never used for money arithmetic). */
  values: number[];
  label: string;
  formatValue: (value: number) => string;
  height?: number;
}

/**
 * The y axis's width: its longest label measured in the axis font, plus the gap (uPlot's own
 * recipe), so '$68,000.00' is never cut at the left edge as a fixed width cut it.
 */
function labelWidth(chart: uPlot, values: string[] | null, axisIndex: number, cycle: number) {
  const axis = chart.axes[axisIndex]!;
  const previous = (axis as { _size?: number })._size;
  if (cycle > 1 && previous !== undefined) return previous;
  const longest = (values ?? []).reduce((a, b) => (b.length > a.length ? b : a), '');
  // After init uPlot keeps the axis font as [css font, size, line height].
  const font: unknown = axis.font;
  if (Array.isArray(font) && typeof font[0] === 'string') chart.ctx.font = font[0];
  return Math.ceil((axis.gap ?? 5) + chart.ctx.measureText(longest).width / devicePixelRatio + 8);
}

/** One line series drawn by uPlot, resized with its container. Loaded lazily (its own chunk). */
export default function UPlotLine({
  times,
  values,
  label,
  formatValue,
  height = 220,
}: UPlotLineProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const accent =
      getComputedStyle(element).getPropertyValue('--ow-color-accent').trim() || '#3150cc';
    const muted =
      getComputedStyle(element).getPropertyValue('--ow-color-text-muted').trim() || '#545d6b';
    const grid =
      getComputedStyle(element).getPropertyValue('--ow-color-border').trim() || '#e2e5ea';
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { show: false } },
          {
            stroke: muted,
            grid: { stroke: grid, width: 1 },
            ticks: { show: false },
            size: labelWidth,
            values: (_u, splits) => splits.map(formatValue),
          },
        ],
        series: [
          {},
          { label, stroke: accent, width: 2, fill: `${accent}1f`, points: { show: false } },
        ],
      },
      [times, values],
      element,
    );
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [times, values, label, formatValue, height]);
  return <div ref={box} className={styles.plot} />;
}

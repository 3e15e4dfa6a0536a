import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatWeek } from './growth-view';

export interface ChartSeries {
  label: string;
  /** One value per week. */
  values: number[];
  color: string;
  /** On a second scale, its axis on the right (numbers of another size: clicks beside leads). */
  right?: boolean;
}

const HEIGHT = 240;

/**
 * A line chart of weekly numbers (uPlot, on a canvas). The canvas is one
 * image to assistive technology, named by `label`; the same numbers are in
 * the table the screen shows next to it. Redrawn at the width it is given,
 * so it fits a 390 px phone as well as a desktop.
 */
export default function WeeklyChart({ label, weeks, series }: { label: string; weeks: string[]; series: ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(240, element.clientWidth);
    const chart = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        // Weeks are numbered 0…n-1; the axis names each by its Monday.
        scales: {
          x: { time: false },
          y: { range: (_chart, _min, max) => [0, Math.max(4, max)] },
          right: { range: (_chart, _min, max) => [0, Math.max(4, max)] },
        },
        axes: [
          {
            values: (_chart, splits) => splits.map((index) => (Number.isInteger(index) && weeks[index] ? formatWeek(weeks[index]) : '')),
            incrs: [1, 2, 3, 4, 6, 13, 26, 52],
            space: 56,
            stroke: '#334155',
            grid: { show: false },
          },
          { stroke: '#334155', incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000], grid: { stroke: '#e2e8f0' } },
          ...(series.some((each) => each.right)
            ? [
                {
                  scale: 'right',
                  side: 1,
                  stroke: '#334155',
                  incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000],
                  grid: { show: false },
                },
              ]
            : []),
        ],
        legend: { live: false },
        cursor: { drag: { x: false, y: false } },
        series: [
          { label: 'Week', value: (_chart, index) => (index === null ? '' : formatWeek(weeks[index] ?? '')) },
          ...series.map((each) => ({
            label: each.label,
            stroke: each.color,
            width: 2,
            points: { size: 5, fill: each.color },
            ...(each.right && { scale: 'right' }),
          })),
        ],
      },
      [weeks.map((_week, index) => index), ...series.map((each) => each.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [weeks, series]);

  return <div ref={box} role="img" aria-label={label} className="w-full overflow-hidden" />;
}

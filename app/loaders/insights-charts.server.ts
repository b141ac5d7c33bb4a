/**
 * The dashboard's charts (issue 33), laid out on the server with d3's scales (`nice()`,
 * `ticks()`, `tickFormat()`) and line generator: the page's SVG shows without JavaScript and the
 * CMS's browser bundle carries no charting code. Sizes are the SVG's own units; the SVG scales
 * to its box, so a chart 360 wide reads on a 360 px phone.
 */
import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { curveMonotoneX, line } from 'd3-shape';
import type {
  BarChartModel,
  Chart,
  ChartTable,
  LineChartModel,
  LineSeries,
} from '~/components/cms/insights/chart-model';

const WIDTH = 360;
const LINE_HEIGHT = 220;
/** Colours with at least 3:1 against white (WCAG 1.4.11), told apart by dashes too. */
export const SERIES_STYLES = [
  { color: '#0b5fa5', dash: '' },
  { color: '#b54708', dash: '6 3' },
  { color: '#067647', dash: '2 3' },
] as const;
const BAR_COLOR = '#0b5fa5';

const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** A line chart of values per week, one line per series. */
export function lineChart(
  weeks: readonly string[],
  series: readonly { name: string; values: readonly number[] }[],
): LineChartModel {
  const plot = { left: 36, right: WIDTH - 22, top: 12, bottom: LINE_HEIGHT - 28 };
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const y = scaleLinear().domain([0, max]).range([plot.bottom, plot.top]).nice(4);
  const x = scalePoint<number>()
    .domain(weeks.map((_, i) => i))
    .range([plot.left + 6, plot.right - 6]);
  const format = y.tickFormat(4, 'd');
  const every = Math.max(1, Math.ceil(weeks.length / 5));
  const draw = line<number>()
    .x((_, i) => x(i) ?? plot.left)
    .y((v) => y(v))
    .curve(curveMonotoneX);
  return {
    kind: 'line',
    width: WIDTH,
    height: LINE_HEIGHT,
    plot,
    xTicks: weeks.flatMap((week, i) =>
      i % every === 0 ? [{ at: x(i) ?? plot.left, label: shortDay(week) }] : [],
    ),
    yTicks: y
      .ticks(4)
      .filter(Number.isInteger)
      .map((v) => ({ at: y(v), label: format(v) })),
    series: series.map((s, i): LineSeries => {
      const style = SERIES_STYLES[i % SERIES_STYLES.length] ?? SERIES_STYLES[0];
      return {
        name: s.name,
        color: style.color,
        dash: style.dash,
        d: draw([...s.values]) ?? '',
        points: s.values.map((v, j) => ({ x: x(j) ?? plot.left, y: y(v) })),
      };
    }),
  };
}

/** A horizontal bar chart: each bar under its label, so long labels fit a phone. */
export function barChart(items: readonly { label: string; value: number }[]): BarChartModel {
  const row = 34;
  const plot = { left: 4, right: WIDTH - 44 };
  const band = scaleBand<number>()
    .domain(items.map((_, i) => i))
    .range([0, Math.max(1, items.length) * row]);
  const x = scaleLinear()
    .domain([0, Math.max(1, ...items.map((i) => i.value))])
    .range([0, plot.right - plot.left]);
  return {
    kind: 'bar',
    width: WIDTH,
    height: Math.max(1, items.length) * row + 4,
    plot,
    barHeight: 12,
    color: BAR_COLOR,
    bars: items.map((item, i) => ({
      label: item.label,
      value: item.value,
      y: band(i) ?? 0,
      length: Math.max(item.value > 0 ? 2 : 0, x(item.value)),
    })),
  };
}

export const tableOf = (columns: string[], rows: (string | number)[][]): ChartTable => ({
  columns,
  rows,
});

export function weeklyChart(
  id: string,
  title: string,
  weeks: readonly string[],
  series: readonly { name: string; values: readonly number[] }[],
): Chart {
  return {
    id,
    title,
    svg: lineChart(weeks, series),
    table: tableOf(
      ['Week starting', ...series.map((s) => s.name)],
      weeks.map((week, i) => [week, ...series.map((s) => s.values[i] ?? 0)]),
    ),
  };
}

export function rankedChart(
  id: string,
  title: string,
  columns: [string, string],
  items: readonly { label: string; value: number }[],
): Chart {
  return {
    id,
    title,
    svg: barChart(items),
    table: tableOf(
      columns,
      items.map((i) => [i.label, i.value]),
    ),
  };
}

/**
 * What a chart draws, computed on the server (app/loaders/insights-charts.server.ts, with d3's
 * scales and line generator) and drawn as SVG by the components beside this file: the browser
 * gets coordinates and labels, never the charting library.
 */

export interface Tick {
  at: number;
  label: string;
}

export interface LineSeries {
  name: string;
  color: string;
  /** SVG stroke-dasharray: lines differ by more than colour. */
  dash: string;
  /** The SVG path of the line. */
  d: string;
  points: { x: number; y: number }[];
}

export interface LineChartModel {
  kind: 'line';
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  xTicks: Tick[];
  yTicks: Tick[];
  series: LineSeries[];
}

export interface Bar {
  label: string;
  value: number;
  /** Where the bar's row starts, and the bar's length. */
  y: number;
  length: number;
}

export interface BarChartModel {
  kind: 'bar';
  width: number;
  height: number;
  plot: { left: number; right: number };
  barHeight: number;
  color: string;
  bars: Bar[];
}

/** The same numbers as a table, for screen readers and the CSV file. */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

export interface Chart {
  /** In the CSV file's address (`/cms/insights/csv/<id>`). */
  id: string;
  /** What it shows: the SVG's name and the figure's heading. */
  title: string;
  table: ChartTable;
  svg: LineChartModel | BarChartModel;
}

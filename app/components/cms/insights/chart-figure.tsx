import type { ReactNode } from 'react';
import { BarChartSvg } from './bar-chart';
import type { Chart } from './chart-model';
import { LineChartSvg, LineLegend } from './line-chart';

/**
 * One chart: its heading, the SVG (named by what it shows), the same numbers as a table for
 * screen readers, and the numbers as a CSV file. An empty chart says so instead.
 */
export function ChartFigure({
  chart,
  csvHref,
  children,
}: {
  chart: Chart;
  csvHref: string;
  /** Anything the chart's numbers lead to (the "add a synonym" links). */
  children?: ReactNode;
}) {
  const headingId = `chart-${chart.id}`;
  const empty = chart.table.rows.length === 0;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="mb-3 text-lg font-bold text-brand-900">
        {chart.title}
      </h3>
      {empty ? (
        <p className="text-slate-700">Nothing in this period.</p>
      ) : (
        <>
          {chart.svg.kind === 'line' ? (
            <>
              <LineChartSvg model={chart.svg} title={chart.title} />
              <LineLegend model={chart.svg} />
            </>
          ) : (
            <BarChartSvg model={chart.svg} title={chart.title} />
          )}
          {/* Hidden by its box: a table ignores the width sr-only gives it, and would overflow. */}
          <div className="sr-only">
            <table>
              <caption>{chart.title}</caption>
              <thead>
                <tr>
                  {chart.table.columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.table.rows.map((row) => (
                  <tr key={String(row[0])}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th key={i} scope="row">
                          {cell}
                        </th>
                      ) : (
                        <td key={i}>{cell}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {children}
          <p className="mt-3">
            <a href={csvHref} className="text-sm font-semibold text-brand-700 underline" download>
              Download the numbers (CSV)
              <span className="sr-only">: {chart.title}</span>
            </a>
          </p>
        </>
      )}
    </section>
  );
}

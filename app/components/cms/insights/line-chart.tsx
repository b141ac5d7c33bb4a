import { ChartSvg } from './chart-svg';
import type { LineChartModel } from './chart-model';

/** A line chart laid out on the server: axes from d3's ticks, one path per series. */
export function LineChartSvg({ model, title }: { model: LineChartModel; title: string }) {
  const { plot } = model;
  return (
    <ChartSvg size={model} title={title}>
      {model.yTicks.map((t) => (
        <g key={t.label}>
          <line x1={plot.left} x2={plot.right} y1={t.at} y2={t.at} stroke="#e2e8f0" />
          <text x={plot.left - 6} y={t.at} dy="0.32em" textAnchor="end" fill="#334155">
            {t.label}
          </text>
        </g>
      ))}
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="#64748b" />
      {model.xTicks.map((t) => (
        <text key={t.label} x={t.at} y={plot.bottom + 16} textAnchor="middle" fill="#334155">
          {t.label}
        </text>
      ))}
      {model.series.map((s) => (
        <g key={s.name}>
          <path
            d={s.d}
            fill="none"
            stroke={s.color}
            strokeWidth="2.5"
            strokeDasharray={s.dash || undefined}
          />
          {s.points.length <= 16
            ? s.points.map((p, i) => <circle key={i} cx={p.x} cy={p.y} r="2.5" fill={s.color} />)
            : null}
        </g>
      ))}
    </ChartSvg>
  );
}

/** The lines' names beside their colour and dash, in HTML so they wrap on a phone. */
export function LineLegend({ model }: { model: LineChartModel }) {
  if (model.series.length < 2) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-hidden="true">
      {model.series.map((s) => (
        <li key={s.name} className="flex items-center gap-2">
          <svg width="28" height="8" aria-hidden="true" focusable="false">
            <line
              x1="0"
              x2="28"
              y1="4"
              y2="4"
              stroke={s.color}
              strokeWidth="2.5"
              strokeDasharray={s.dash || undefined}
            />
          </svg>
          {s.name}
        </li>
      ))}
    </ul>
  );
}

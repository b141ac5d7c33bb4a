import { ChartSvg } from './chart-svg';
import type { BarChartModel } from './chart-model';

/** Horizontal bars laid out on the server, each under its label, its count at its end. */
export function BarChartSvg({ model, title }: { model: BarChartModel; title: string }) {
  return (
    <ChartSvg size={model} title={title}>
      {model.bars.map((bar) => (
        <g key={bar.label} transform={`translate(0 ${bar.y})`}>
          <text x={model.plot.left} y="11" fill="#1e293b">
            {bar.label.length > 56 ? `${bar.label.slice(0, 55)}…` : bar.label}
          </text>
          <rect
            x={model.plot.left}
            y="15"
            width={bar.length}
            height={model.barHeight}
            fill={model.color}
            rx="2"
          />
          <text
            x={model.plot.left + bar.length + 6}
            y={15 + model.barHeight / 2}
            dy="0.32em"
            fill="#1e293b"
          >
            {bar.value.toLocaleString('en')}
          </text>
        </g>
      ))}
    </ChartSvg>
  );
}

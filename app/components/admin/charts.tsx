// The statistics charts, drawn as SVG on the server (d3-scale computes positions, d3-shape the line's path), so
// they show without JavaScript and every number is text in the page a screen reader and a test can read.
import { scaleBand, scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

const BAR_COLOUR = '#1d4ed8';
const AXIS_COLOUR = '#475569';

/** A horizontal bar per stage, its count at the bar's end; `key` names the stage whatever the page's language. */
export function FunnelChart({ stages, title }: { stages: Array<{ key: string; label: string; count: number }>; title: string }) {
  const width = 640;
  const labelWidth = 110;
  const rowHeight = 34;
  const height = stages.length * rowHeight + 10;
  const max = Math.max(1, ...stages.map((s) => s.count));
  const x = scaleLinear().domain([0, max]).range([0, width - labelWidth - 60]);
  const y = scaleBand<string>().domain(stages.map((s) => s.key)).range([5, height - 5]).padding(0.2);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="funnel-title" className="h-auto w-full max-w-3xl" data-chart="funnel">
      <title id="funnel-title">{title}</title>
      {stages.map((stage) => {
        const top = y(stage.key) ?? 0;
        const barWidth = x(stage.count);
        return (
          <g key={stage.key} data-stage={stage.key}>
            <text x={labelWidth - 8} y={top + y.bandwidth() / 2} textAnchor="end" dominantBaseline="middle" fontSize="14" fill={AXIS_COLOUR}>
              {stage.label}
            </text>
            <rect x={labelWidth} y={top} width={Math.max(barWidth, 1)} height={y.bandwidth()} rx="3" fill={BAR_COLOUR} />
            <text x={labelWidth + barWidth + 6} y={top + y.bandwidth() / 2} dominantBaseline="middle" fontSize="14" fontWeight="600" fill="#0f172a" data-count="">
              {stage.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Completions per week: a line through each week's count, the count above each point, the week's date below. */
export function WeeklyChart({ weeks, title }: { weeks: Array<{ label: string; count: number }>; title: string }) {
  const width = 640;
  const height = 220;
  const margin = { top: 24, right: 16, bottom: 40, left: 16 };
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const x = scaleBand<string>().domain(weeks.map((w) => w.label)).range([margin.left, width - margin.right]).padding(0.1);
  const y = scaleLinear().domain([0, max]).range([height - margin.bottom, margin.top]);
  const centre = (label: string) => (x(label) ?? 0) + x.bandwidth() / 2;
  const path = line<{ label: string; count: number }>()
    .x((w) => centre(w.label))
    .y((w) => y(w.count))(weeks);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="weekly-title" className="h-auto w-full max-w-3xl" data-chart="weekly">
      <title id="weekly-title">{title}</title>
      <line x1={margin.left} x2={width - margin.right} y1={height - margin.bottom} y2={height - margin.bottom} stroke={AXIS_COLOUR} />
      {path ? <path d={path} fill="none" stroke={BAR_COLOUR} strokeWidth="2" /> : null}
      {weeks.map((w) => (
        <g key={w.label} data-week={w.label}>
          <circle cx={centre(w.label)} cy={y(w.count)} r="4" fill={BAR_COLOUR} />
          <text x={centre(w.label)} y={y(w.count) - 8} textAnchor="middle" fontSize="12" fontWeight="600" fill="#0f172a" data-count="">
            {w.count}
          </text>
          <text x={centre(w.label)} y={height - margin.bottom + 16} textAnchor="middle" fontSize="10" fill={AXIS_COLOUR}>
            {w.label}
          </text>
        </g>
      ))}
    </svg>
  );
}

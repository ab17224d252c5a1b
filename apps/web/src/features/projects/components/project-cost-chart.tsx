import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatUsd } from '@groundwork/shared/common/money';
import type { CostChartRow } from './cost-chart-data';

const ROW_HEIGHT = 56;
const AXIS_AND_LEGEND_HEIGHT = 72;
const NAME_WIDTH = 112;
const NAME_MAX_CHARACTERS = 16;

// The bars of each project: the slate of "estimated" and the indigo accent of "invested" (UI.md
// colours).
const series = [
  { dataKey: 'estimatedCost', name: 'Estimated cost', colour: '#94a3b8' },
  { dataKey: 'totalInvestment', name: 'Total investment', colour: '#4f46e5' },
] as const;

function shortName(name: string): string {
  return name.length > NAME_MAX_CHARACTERS ? `${name.slice(0, NAME_MAX_CHARACTERS - 1)}…` : name;
}

/**
 * Horizontal bars, one pair per project, so long lists grow downwards and stay readable on a
 * phone. Loaded on its own (recharts is large); the page gives the same numbers as a table.
 */
export default function ProjectCostChart({ rows }: { rows: CostChartRow[] }) {
  return (
    // Clipped, so bars never push the page sideways while the chart follows a narrowing screen.
    <div
      aria-hidden
      className="overflow-hidden"
      style={{ height: rows.length * ROW_HEIGHT + AXIS_AND_LEGEND_HEIGHT }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          // The chart is hidden from assistive technology (the table tells the same), so it takes
          // no keyboard focus either.
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis
            type="number"
            tickFormatter={(value: number) => formatUsd(value)}
            tick={{ fontSize: 12, fill: '#64748b' }}
            stroke="#cbd5e1"
          />
          <YAxis
            type="category"
            dataKey="name"
            width={NAME_WIDTH}
            tickFormatter={shortName}
            tick={{ fontSize: 12, fill: '#334155' }}
            stroke="#cbd5e1"
          />
          <Tooltip formatter={(value) => formatUsd(Number(value))} cursor={{ fill: '#f1f5f9' }} />
          <Legend
            wrapperStyle={{ fontSize: 12 }}
            // Series colours mark the swatches; the words stay in the text colour.
            formatter={(value: string) => <span style={{ color: '#475569' }}>{value}</span>}
          />
          {series.map(({ dataKey, name, colour }) => (
            <Bar
              key={dataKey}
              dataKey={dataKey}
              name={name}
              fill={colour}
              radius={[0, 4, 4, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

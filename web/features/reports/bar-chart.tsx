import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'

/*
 * The report's one chart: bars per category, one series or several stacked. recharts lives in this
 * module only, which the page loads lazily (React.lazy), so the library never enters the first
 * bundle. The chart is a picture of the table printed beside it: hidden from screen readers, which
 * read the figure's caption and the table instead.
 */

interface BarSeries {
  key: string
  label: string
  color: string
}

export interface BarChartProps {
  data: readonly object[]
  categoryKey: string
  series: readonly BarSeries[]
  formatCategory: (value: string) => string
  formatValue: (value: number) => string
  stacked?: boolean
  /** Bars across, one row per category, their names fit on a phone: a funnel's stages, counted whole. */
  horizontal?: boolean
  /** A colour per bar of a single series (the funnel's open, won and lost stages). */
  colorOf?: (row: object) => string
}

export default function ReportBarChart({
  data,
  categoryKey,
  series,
  formatCategory,
  formatValue,
  stacked = false,
  horizontal = false,
  colorOf,
}: BarChartProps) {
  const tick = { fontSize: 12, fill: '#475569' }
  const categoryAxis = {
    dataKey: categoryKey,
    tickFormatter: (value: unknown) => formatCategory(String(value)),
    tick,
    tickLine: false,
  }
  const valueAxis = {
    tickFormatter: (value: unknown) => formatValue(Number(value)),
    tick,
    tickLine: false,
    axisLine: false,
  }
  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72" data-testid="report-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[...data]}
          layout={horizontal ? 'vertical' : 'horizontal'}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid
            strokeDasharray="3 3"
            vertical={horizontal}
            horizontal={!horizontal}
            stroke="#e2e8f0"
          />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} {...valueAxis} />
              <YAxis type="category" width={112} {...categoryAxis} />
            </>
          ) : (
            <>
              <XAxis {...categoryAxis} />
              <YAxis width={72} {...valueAxis} />
            </>
          )}
          <Tooltip
            formatter={(value) => formatValue(Number(value))}
            labelFormatter={(label) => formatCategory(String(label))}
            cursor={{ fill: '#eef3fa' }}
          />
          {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
          {series.map((each) => (
            <Bar
              key={each.key}
              dataKey={each.key}
              name={each.label}
              fill={each.color}
              stackId={stacked ? 'stack' : undefined}
              radius={stacked ? 0 : horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
              isAnimationActive={false}
            >
              {colorOf &&
                series.length === 1 &&
                data.map((row, index) => <Cell key={index} fill={colorOf(row)} />)}
            </Bar>
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

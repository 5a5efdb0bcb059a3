import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

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
}

export default function ReportBarChart({
  data,
  categoryKey,
  series,
  formatCategory,
  formatValue,
  stacked = false,
}: BarChartProps) {
  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-72" data-testid="report-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[...data]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey={categoryKey}
            tickFormatter={(value) => formatCategory(String(value))}
            tick={{ fontSize: 12, fill: '#475569' }}
            tickLine={false}
          />
          <YAxis
            tickFormatter={(value) => formatValue(Number(value))}
            tick={{ fontSize: 12, fill: '#475569' }}
            tickLine={false}
            axisLine={false}
            width={72}
          />
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
              radius={stacked ? 0 : [4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { Download } from 'lucide-react'
import { lazy, Suspense, useId, type ReactNode } from 'react'
import { csvFileName, toCsv, type CsvCell } from '../../../domain/reports/csv.ts'
import { Button } from '../../ui/button.tsx'
import { Loader } from '../../ui/loader.tsx'
import type { BarChartProps } from './bar-chart.tsx'
import { downloadCsv } from './download.ts'

/** recharts arrives with the first chart, never with the page's first bundle. */
const ReportBarChart = lazy(() => import('./bar-chart.tsx'))

/** A column: its heading, its cell as the table shows it, and as the CSV file writes it. */
export interface Column<Row> {
  header: string
  cell: (row: Row) => ReactNode
  csv: (row: Row) => CsvCell
  numeric?: boolean
}

/**
 * One table of the report with its CSV download, both made from the same columns, so the file says
 * what the table says; with a chart of it above when given (the table is the chart's text alternative).
 */
export function ReportTable<Row>({
  name,
  title,
  description,
  columns,
  rows,
  rowKey,
  period,
  chart,
  level = 2,
  footnote,
  stackOnPhone = false,
}: {
  /** The table's name in the file name: "sales-by-hub". */
  name: string
  title: string
  description?: string
  columns: readonly Column<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string
  period: { from: string; to: string; hub: string | null }
  chart?: BarChartProps & { summary: string }
  /** The heading's level: 3 inside a section of the report that has its own heading. */
  level?: 2 | 3
  /** What the figures count, under the table. */
  footnote?: ReactNode
  /**
   * A table too wide for a phone: there, each row is a card of its columns, the first as its title;
   * the table from the `sm` breakpoint up.
   */
  stackOnPhone?: boolean
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const { t } = useLingui()
  const headingId = useId()
  const download = () =>
    downloadCsv(
      csvFileName(name, period.from, period.to, period.hub),
      toCsv(
        columns.map((column) => column.header),
        rows.map((row) => columns.map((column) => column.csv(row))),
      ),
    )
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={download}
          disabled={rows.length === 0}
          aria-label={t`Download CSV: ${title}`}
        >
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      {chart && rows.length > 0 && (
        <figure className="m-0">
          <Suspense fallback={<Loader label={t`Loading chart…`} className="h-64 sm:h-72" />}>
            <ReportBarChart {...chart} />
          </Suspense>
          <figcaption className="mt-2 text-sm text-slate-600">{chart.summary}</figcaption>
        </figure>
      )}
      {rows.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-sm text-slate-600">
          <Trans>Nothing in this period.</Trans>
        </p>
      ) : (
        <>
          {stackOnPhone && (
            <ul className="flex flex-col gap-3 sm:hidden">
              {rows.map((row) => (
                <li key={rowKey(row)} className="rounded-xl border border-slate-200 p-3">
                  <p className="text-sm font-semibold text-slate-900">{columns[0]!.cell(row)}</p>
                  <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
                    {columns.slice(1).map((column) => (
                      <div key={column.header} className="contents">
                        <dt className="text-slate-600">{column.header}</dt>
                        <dd className="text-right text-slate-800 tabular-nums">{column.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          )}
          {/* Scrolls sideways on a narrow phone; focusable so a keyboard can scroll it too. */}
          <div
            tabIndex={0}
            role="region"
            aria-label={t`${title}: table`}
            className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-500 ${stackOnPhone ? 'hidden sm:block' : ''}`}
          >
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-600">
                  {columns.map((column) => (
                    <th
                      key={column.header}
                      scope="col"
                      // Headings may wrap (a wide table fits its page); the figures under them do not.
                      className={`px-2 py-2 align-bottom font-semibold ${column.numeric ? 'text-right' : ''}`}
                    >
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
                    {columns.map((column, index) =>
                      index === 0 ? (
                        <th
                          key={column.header}
                          scope="row"
                          className="px-2 py-2 text-left font-medium text-slate-900"
                        >
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td
                          key={column.header}
                          className={`px-2 py-2 text-slate-800 ${column.numeric ? 'text-right whitespace-nowrap tabular-nums' : ''}`}
                        >
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {footnote && <div className="text-xs text-slate-600">{footnote}</div>}
    </section>
  )
}

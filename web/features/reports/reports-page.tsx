import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { HUBS, type HubId } from '../../../domain/hubs/hubs.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { overallTurnover } from '../../../domain/reports/aggregate.ts'
import { isReportErrorCode, type ReportErrorCode } from '../../../domain/reports/errors.ts'
import type {
  HubSalesRow,
  InstallationMonthRow,
  MonthSalesRow,
  ProductSalesRow,
  Report,
  TurnoverRow,
} from '../../../domain/reports/report.ts'
import { ApiError } from '../../app/api-client.ts'
import { describeError } from '../../app/error-messages.ts'
import { SelectField } from '../../ui/choice-fields.tsx'
import { inputClass } from '../../ui/input.tsx'
import { Loader } from '../../ui/loader.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { usePipeline } from './api/get-pipeline.ts'
import { useReport } from './api/get-report.ts'
import { PERIOD_PRESETS, periodOf, type Period, type PeriodPreset } from './period.ts'
import { Figure } from './figure.tsx'
import { PipelineSection } from './pipeline-section.tsx'
import { ReportTable, type Column } from './report-table.tsx'
import { hubNameIn } from '../../ui/hub-names.ts'

const REPORT_MESSAGES = {
  reportPeriodInvalid: msg`Choose a period of at most three years, its start before its end`,
  reportHubInvalid: msg`Choose one of the hubs, or all of them`,
} satisfies Record<ReportErrorCode, unknown>

const PRESET_LABELS = {
  thisMonth: msg`This month`,
  lastMonth: msg`Last month`,
  last3Months: msg`Last 3 months`,
  last12Months: msg`Last 12 months`,
  thisYear: msg`This year`,
  custom: msg`Custom dates`,
} satisfies Record<PeriodPreset, unknown>

const SERIES_COLORS = { sales: '#1d3f74', jobs: '#1d3f74', events: '#159fb0' }

function describeReportError(
  i18n: I18n,
  error: unknown,
  fallback = msg`The report could not be loaded`,
): string {
  if (error instanceof ApiError && isReportErrorCode(error.code)) return i18n._(REPORT_MESSAGES[error.code])
  return describeError(i18n, error, fallback)
}

const dollars = (cents: number) => (cents / 100).toFixed(2)

/**
 * /reports: the team's performance for a period and hub, every table with its CSV and its chart, and
 * the sales pipeline under it. `initialPreset` is the period the page opens on (the dashboard's card
 * links to this month's pipeline, /reports?period=thisMonth#pipeline).
 */
export function ReportsPage({ initialPreset = 'last12Months' }: { initialPreset?: PeriodPreset }) {
  const { t, i18n } = useLingui()
  const [preset, setPreset] = useState<PeriodPreset>(initialPreset)
  const [period, setPeriod] = useState<Period>(() =>
    periodOf(initialPreset, new Date(), { from: '', to: '' }),
  )
  const [hub, setHub] = useState<HubId | null>(null)
  const report = useReport(period, hub)
  const pipeline = usePipeline(period, hub)
  useScrollToPipeline(!report.isPending && !pipeline.isPending)

  const choosePreset = (next: PeriodPreset) => {
    setPreset(next)
    setPeriod(periodOf(next, new Date(), period))
  }
  const money = (cents: number, whole = false) => formatMoney(cents, i18n.locale, { whole })
  const month = (key: string) =>
    i18n.date(new Date(`${key}-01T00:00:00.000Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' })
  const number = (value: number) => i18n.number(value)

  return (
    <>
      <PageHeader
        eyebrow={t`Team portal`}
        title={t`Performance Reports`}
        description={t`Sales by hub, product and month, installations completed, average job size, estimate conversion and inventory turnover.`}
      />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
        <form
          aria-label={t`Report filters`}
          onSubmit={(event) => event.preventDefault()}
          className="grid grid-cols-1 gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
        >
          <SelectField
            label={t`Period`}
            value={preset}
            options={PERIOD_PRESETS.map((value) => ({ value, label: i18n._(PRESET_LABELS[value]) }))}
            onChange={choosePreset}
          />
          <DateField
            label={t`From`}
            value={period.from}
            onChange={(from) => {
              setPreset('custom')
              setPeriod({ ...period, from })
            }}
          />
          <DateField
            label={t`To`}
            value={period.to}
            onChange={(to) => {
              setPreset('custom')
              setPeriod({ ...period, to })
            }}
          />
          <SelectField<HubId | 'all'>
            label={t`Hub`}
            value={hub ?? 'all'}
            options={[
              { value: 'all', label: t`All hubs` },
              ...HUBS.map((each) => ({ value: each.id, label: hubNameIn(i18n, each.id) })),
            ]}
            onChange={(value) => setHub(value === 'all' ? null : value)}
          />
        </form>

        {report.isError && (
          <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
            {describeReportError(i18n, report.error)}
          </p>
        )}
        {report.isPending ? (
          <Loader label={t`Loading the report…`} className="py-16" />
        ) : report.data ? (
          <ReportBody report={report.data} money={money} month={month} number={number} />
        ) : null}
        <PipelineSection
          query={pipeline}
          error={
            pipeline.isError
              ? describeReportError(i18n, pipeline.error, msg`The sales pipeline could not be loaded`)
              : null
          }
        />
      </div>
    </>
  )
}

/**
 * Opened at #pipeline (the dashboard's link), the page scrolls to the pipeline once, when everything
 * above it has loaded: before, the report still growing above it would push it down again.
 */
function useScrollToPipeline(loaded: boolean) {
  const hash = useLocation({ select: (location) => location.hash })
  const done = useRef(false)
  useEffect(() => {
    if (!loaded || done.current || hash !== 'pipeline') return
    done.current = true
    document.getElementById('pipeline')?.scrollIntoView({ block: 'start' })
  }, [loaded, hash])
}

function DateField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-semibold text-slate-800">
      {label}
      <input
        type="date"
        required
        className={inputClass}
        value={value}
        onChange={(event) => event.currentTarget.value && onChange(event.currentTarget.value)}
      />
    </label>
  )
}

function ReportBody({
  report,
  money,
  month,
  number,
}: {
  report: Report
  money: (cents: number, whole?: boolean) => string
  month: (key: string) => string
  number: (value: number) => string
}) {
  const { t, i18n } = useLingui()
  const hubLabel = (hubId: string) => hubNameIn(i18n, hubId)
  const period = { from: report.from, to: report.to, hub: report.hub }
  const { sales, installations, averageJob, conversion, inventoryTurnover } = report
  const percent = (rate: number) => i18n.number(rate, { style: 'percent', maximumFractionDigits: 1 })
  const turnover = inventoryTurnover ? overallTurnover(inventoryTurnover) : null
  const installed = installations.jobs + (installations.events ?? 0)
  const best = sales.byMonth.reduce<MonthSalesRow | null>(
    (top, row) => (row.salesCents > (top?.salesCents ?? 0) ? row : top),
    null,
  )

  const monthSales: Column<MonthSalesRow>[] = [
    { header: t`Month`, cell: (row) => month(row.month), csv: (row) => row.month },
    { header: t`Orders`, cell: (row) => number(row.orders), csv: (row) => row.orders, numeric: true },
    {
      header: t`Sales (USD)`,
      cell: (row) => money(row.salesCents),
      csv: (row) => dollars(row.salesCents),
      numeric: true,
    },
  ]
  const hubSales: Column<HubSalesRow>[] = [
    { header: t`Hub`, cell: (row) => hubLabel(row.hubId), csv: (row) => hubLabel(row.hubId) },
    { header: t`Orders`, cell: (row) => number(row.orders), csv: (row) => row.orders, numeric: true },
    {
      header: t`Sales (USD)`,
      cell: (row) => money(row.salesCents),
      csv: (row) => dollars(row.salesCents),
      numeric: true,
    },
  ]
  const productSales: Column<ProductSalesRow>[] = [
    { header: t`Product`, cell: (row) => row.name, csv: (row) => row.name },
    { header: t`SKU`, cell: (row) => row.sku, csv: (row) => row.sku },
    { header: t`Orders`, cell: (row) => number(row.orders), csv: (row) => row.orders, numeric: true },
    { header: t`Units`, cell: (row) => number(row.quantity), csv: (row) => row.quantity, numeric: true },
    {
      header: t`Sales (USD)`,
      cell: (row) => money(row.salesCents),
      csv: (row) => dollars(row.salesCents),
      numeric: true,
    },
  ]
  const installationColumns: Column<InstallationMonthRow>[] = [
    { header: t`Month`, cell: (row) => month(row.month), csv: (row) => row.month },
    { header: t`Marketplace jobs`, cell: (row) => number(row.jobs), csv: (row) => row.jobs, numeric: true },
    {
      header: t`Calendar installations`,
      cell: (row) => number(row.events),
      csv: (row) => row.events,
      numeric: true,
    },
    {
      header: t`Total`,
      cell: (row) => number(row.jobs + row.events),
      csv: (row) => row.jobs + row.events,
      numeric: true,
    },
  ]
  const turnoverColumns: Column<TurnoverRow>[] = [
    { header: t`Hub`, cell: (row) => hubLabel(row.hubId), csv: (row) => hubLabel(row.hubId) },
    { header: t`Feet cut`, cell: (row) => number(row.cutFt), csv: (row) => row.cutFt, numeric: true },
    {
      header: t`Average feet on hand`,
      cell: (row) => number(row.averageOnHandFt),
      csv: (row) => row.averageOnHandFt,
      numeric: true,
    },
    {
      header: t`Turnover`,
      cell: (row) => (row.turnover === null ? t`No stock` : `${number(row.turnover)}×`),
      csv: (row) => row.turnover,
      numeric: true,
    },
  ]

  return (
    <>
      <section aria-labelledby="report-summary" className="flex flex-col gap-3">
        <h2 id="report-summary" className="sr-only">
          <Trans>Summary</Trans>
        </h2>
        <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          <Figure label={t`Sales`} value={money(sales.totalCents, true)}>
            <Plural
              value={sales.orders}
              one="# order, goods before shipping and tax"
              other="# orders, goods before shipping and tax"
            />
          </Figure>
          <Figure label={t`Installations completed`} value={number(installed)}>
            {installations.events === null ? (
              <Trans>Marketplace jobs</Trans>
            ) : (
              <Trans>
                {number(installations.jobs)} marketplace jobs, {number(installations.events)} calendar
              </Trans>
            )}
          </Figure>
          <Figure
            label={t`Average job size`}
            value={averageJob.averageCents === null ? '—' : money(averageJob.averageCents, true)}
          >
            {averageJob.averageAreaSqFt === null ? (
              <Trans>Accepted bids of {number(averageJob.jobs)} completed jobs</Trans>
            ) : (
              <Trans>
                {number(averageJob.jobs)} completed jobs; {number(averageJob.averageAreaSqFt)} ft² on average
              </Trans>
            )}
          </Figure>
          <Figure
            label={t`Estimate → order conversion`}
            value={conversion.rate === null ? '—' : percent(conversion.rate)}
          >
            <Trans>
              {number(conversion.converted)} of {number(conversion.estimates)} estimates
            </Trans>
          </Figure>
          <Figure label={t`Inventory turnover`} value={turnover === null ? '—' : `${number(turnover)}×`}>
            <Trans>Feet cut ÷ average feet on hand</Trans>
          </Figure>
          <Figure
            label={t`Period`}
            value={`${i18n.date(new Date(`${report.from}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}`}
          >
            <Trans>
              to {i18n.date(new Date(`${report.to}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })},{' '}
              {report.hub ? hubLabel(report.hub) : t`all hubs`}
            </Trans>
          </Figure>
        </dl>
      </section>

      <ReportTable
        name="sales-by-month"
        title={t`Sales by month`}
        columns={monthSales}
        rows={sales.byMonth}
        rowKey={(row) => row.month}
        period={period}
        chart={{
          data: sales.byMonth,
          categoryKey: 'month',
          series: [{ key: 'salesCents', label: t`Sales`, color: SERIES_COLORS.sales }],
          formatCategory: month,
          formatValue: (cents) => money(cents, true),
          summary: best
            ? t`Bar chart of the table below. Best month: ${month(best.month)}, ${money(best.salesCents)}.`
            : t`Bar chart of the table below: no sales in this period.`,
        }}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ReportTable
          name="sales-by-hub"
          title={t`Sales by hub`}
          description={t`The hub that shipped the order.`}
          columns={hubSales}
          rows={sales.byHub}
          rowKey={(row) => row.hubId}
          period={period}
          chart={{
            data: sales.byHub,
            categoryKey: 'hubId',
            series: [{ key: 'salesCents', label: t`Sales`, color: SERIES_COLORS.sales }],
            formatCategory: hubLabel,
            formatValue: (cents) => money(cents, true),
            summary: t`Bar chart of the table below.`,
          }}
        />
        <ReportTable
          name="installations-by-month"
          title={t`Installations completed`}
          description={t`Marketplace jobs reported completed, and installation events of the team calendar marked completed.`}
          columns={installationColumns}
          rows={installations.byMonth}
          rowKey={(row) => row.month}
          period={period}
          chart={{
            data: installations.byMonth,
            categoryKey: 'month',
            series: [
              { key: 'jobs', label: t`Marketplace jobs`, color: SERIES_COLORS.jobs },
              { key: 'events', label: t`Calendar installations`, color: SERIES_COLORS.events },
            ],
            formatCategory: month,
            formatValue: number,
            stacked: true,
            summary: t`Stacked bar chart of the table below: ${number(installed)} installations in all.`,
          }}
        />
      </div>
      <ReportTable
        name="sales-by-product"
        title={t`Sales by product`}
        columns={productSales}
        rows={sales.byProduct}
        rowKey={(row) => `${row.productId}|${row.sku}`}
        period={period}
      />
      {inventoryTurnover && (
        <ReportTable
          name="inventory-turnover"
          title={t`Inventory turnover`}
          description={t`Feet of film cut from each hub's rolls, against the mean of what the hub held when the period began and when it ended.`}
          columns={turnoverColumns}
          rows={inventoryTurnover}
          rowKey={(row) => row.hubId}
          period={period}
        />
      )}
    </>
  )
}

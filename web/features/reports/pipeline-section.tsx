import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { UseQueryResult } from '@tanstack/react-query'
import { formatMoney } from '../../../domain/money/money.ts'
import type {
  CloseRateRow,
  JobCostRow,
  PipelineReport,
  PipelineStage,
  PipelineStageRow,
} from '../../../domain/reports/pipeline.ts'
import { Loader } from '../../ui/loader.tsx'
import { Figure } from './figure.tsx'
import { STAGE_COLORS, STAGE_LABELS } from './pipeline-labels.ts'
import { ReportTable, type Column } from './report-table.tsx'

const BASIS_LABELS = {
  installed: STAGE_LABELS.installed,
  planned: msg`Planned`,
} satisfies Record<JobCostRow['basis'], unknown>

const dollars = (cents: number) => (cents / 100).toFixed(2)

/**
 * The report's sales pipeline (decision 026): the team's quotes of the period by stage, each
 * seller's close rate and the jobs won costed in film and crew hours. Its own request, so the rest of
 * the report shows while it loads; the period and hub are the page's.
 */
export function PipelineSection({
  query,
  error,
}: {
  query: Pick<UseQueryResult<PipelineReport>, 'data' | 'isPending' | 'isError'>
  /** The failure in words, when the request failed. */
  error: string | null
}) {
  const { t } = useLingui()
  return (
    <section
      id="pipeline"
      aria-labelledby="pipeline-heading"
      className="mt-4 flex scroll-mt-24 flex-col gap-6 border-t border-slate-200 pt-8"
    >
      <div>
        <h2 id="pipeline-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          <Trans>Sales pipeline</Trans>
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          <Trans>
            The team’s quotes made in the period: one per estimate (its latest version, or the one the
            customer signed), in the furthest stage it reached.
          </Trans>
        </p>
      </div>
      {query.isError && error && (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {query.isPending ? (
        <Loader label={t`Loading the sales pipeline…`} className="py-12" />
      ) : query.data ? (
        <PipelineBody pipeline={query.data} />
      ) : null}
    </section>
  )
}

function PipelineBody({ pipeline }: { pipeline: PipelineReport }) {
  const { t, i18n } = useLingui()
  const period = { from: pipeline.from, to: pipeline.to, hub: pipeline.hub }
  const money = (cents: number, whole = false) => formatMoney(cents, i18n.locale, { whole })
  const number = (value: number) => i18n.number(value)
  const hours = (value: number) => i18n.number(value, { maximumFractionDigits: 2 })
  const percent = (rate: number | null) =>
    rate === null ? '—' : i18n.number(rate, { style: 'percent', maximumFractionDigits: 1 })
  const stageName = (stage: string) => i18n._(STAGE_LABELS[stage as PipelineStage])
  const totalValue = money(pipeline.valueCents, true)
  const won = pipeline.won

  const stageColumns: Column<PipelineStageRow>[] = [
    { header: t`Stage`, cell: (row) => stageName(row.stage), csv: (row) => stageName(row.stage) },
    { header: t`Quotes`, cell: (row) => number(row.count), csv: (row) => row.count, numeric: true },
    {
      header: t`Value (USD)`,
      cell: (row) => money(row.valueCents),
      csv: (row) => dollars(row.valueCents),
      numeric: true,
    },
  ]
  const ownerColumns: Column<CloseRateRow>[] = [
    { header: t`Installer`, cell: (row) => row.ownerName, csv: (row) => row.ownerName },
    { header: t`Quotes`, cell: (row) => number(row.quotes), csv: (row) => row.quotes, numeric: true },
    {
      header: i18n._(STAGE_LABELS.sent),
      cell: (row) => number(row.sent),
      csv: (row) => row.sent,
      numeric: true,
    },
    {
      header: i18n._(STAGE_LABELS.accepted),
      cell: (row) => number(row.accepted),
      csv: (row) => row.accepted,
      numeric: true,
    },
    {
      header: t`Close rate`,
      cell: (row) => percent(row.closeRate),
      csv: (row) => row.closeRate,
      numeric: true,
    },
    {
      header: t`Accepted value (USD)`,
      cell: (row) => money(row.acceptedValueCents),
      csv: (row) => dollars(row.acceptedValueCents),
      numeric: true,
    },
  ]
  const basis = (row: JobCostRow) => i18n._(BASIS_LABELS[row.basis])
  const jobColumns: Column<JobCostRow>[] = [
    {
      header: t`Quote`,
      cell: (row) => <span className="whitespace-nowrap">{row.number}</span>,
      csv: (row) => row.number,
    },
    { header: t`Customer`, cell: (row) => row.customer || '—', csv: (row) => row.customer },
    { header: t`Installer`, cell: (row) => row.ownerName, csv: (row) => row.ownerName },
    {
      header: t`Status`,
      cell: (row) => (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            row.basis === 'installed' ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'
          }`}
        >
          {basis(row)}
        </span>
      ),
      csv: basis,
    },
    {
      header: t`Installation`,
      cell: (row) =>
        row.installationStart ? (
          <span className="whitespace-nowrap">
            {i18n.date(new Date(row.installationStart), { dateStyle: 'medium' })}
          </span>
        ) : (
          t`Not booked`
        ),
      csv: (row) => row.installationStart?.slice(0, 10) ?? null,
    },
    { header: t`Film (ft²)`, cell: (row) => number(row.filmSqFt), csv: (row) => row.filmSqFt, numeric: true },
    {
      header: t`Film cut (ft)`,
      cell: (row) => (row.filmFeetUsed === null ? '—' : number(row.filmFeetUsed)),
      csv: (row) => row.filmFeetUsed,
      numeric: true,
    },
    { header: t`Crew`, cell: (row) => number(row.crew), csv: (row) => row.crew, numeric: true },
    {
      header: t`Crew hours`,
      cell: (row) => hours(row.crewHours),
      csv: (row) => row.crewHours,
      numeric: true,
    },
    {
      header: t`Price before tax (USD)`,
      cell: (row) => money(row.priceCents),
      csv: (row) => dollars(row.priceCents),
      numeric: true,
    },
    {
      header: t`Per ft² (USD)`,
      cell: (row) => (row.centsPerSqFt === null ? '—' : money(row.centsPerSqFt)),
      csv: (row) => (row.centsPerSqFt === null ? null : dollars(row.centsPerSqFt)),
      numeric: true,
    },
    {
      header: t`Per crew hour (USD)`,
      cell: (row) => (row.centsPerCrewHour === null ? '—' : money(row.centsPerCrewHour)),
      csv: (row) => (row.centsPerCrewHour === null ? null : dollars(row.centsPerCrewHour)),
      numeric: true,
    },
  ]
  const installedJobs = pipeline.jobs.filter((job) => job.basis === 'installed').length

  return (
    <>
      <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        <Figure label={t`Quotes in the pipeline`} value={number(pipeline.quotes)}>
          <Trans>Worth {totalValue}</Trans>
        </Figure>
        <Figure label={t`Won`} value={money(pipeline.wonValueCents, true)}>
          <Plural value={won} one="# quote signed" other="# quotes signed" />
        </Figure>
        <Figure label={t`Close rate`} value={percent(pipeline.closeRate)}>
          <Trans>Signed ÷ sent to the customer</Trans>
        </Figure>
      </dl>

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <ReportTable
          level={3}
          name="pipeline-by-stage"
          title={t`Quotes by stage`}
          columns={stageColumns}
          rows={pipeline.quotes === 0 ? [] : pipeline.stages}
          rowKey={(row) => row.stage}
          period={period}
          chart={{
            data: pipeline.stages,
            categoryKey: 'stage',
            series: [{ key: 'count', label: t`Quotes`, color: STAGE_COLORS.sent }],
            colorOf: (row) => STAGE_COLORS[(row as PipelineStageRow).stage],
            formatCategory: stageName,
            formatValue: number,
            horizontal: true,
            summary: t`Bar chart of the quotes in each stage; the table below gives their counts and values.`,
          }}
          footnote={
            <ul className="flex flex-col gap-1">
              <li>
                <Trans>
                  Value: the accepted option’s total once the customer signed, else the highest option’s
                  total; tax included.
                </Trans>
              </li>
              <li>
                <Trans>
                  Scheduled: a lead confirmed the installation. Installed: its installation is marked
                  completed. Deposit paid: the deposit was received in full (final payments are not recorded
                  yet). Lost: withdrawn, or expired without an answer.
                </Trans>
              </li>
            </ul>
          }
        />
        <ReportTable
          level={3}
          name="close-rate-by-installer"
          title={t`Close rate by installer`}
          description={t`Per seller: the quotes the customer got (sent, or signed on the installer’s device), those signed, and what the signed ones are worth.`}
          columns={ownerColumns}
          rows={pipeline.byOwner}
          rowKey={(row) => row.ownerId}
          period={period}
          stackOnPhone
        />
      </div>
      <ReportTable
        level={3}
        name="job-costing"
        title={t`Job costing`}
        description={
          installedJobs === 0
            ? t`No job of this period is installed yet: these are the planned figures of the jobs won. Film from the quote’s windows; crew hours from the booked installation (the labor model’s while none is booked), against the price before tax.`
            : t`The jobs won: film from the quote’s windows and crew hours from the installation (as booked while it is planned), against the price before tax.`
        }
        columns={jobColumns}
        rows={pipeline.jobs}
        rowKey={(row) => row.quoteId}
        period={period}
        stackOnPhone
      />
    </>
  )
}

import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'
import type { HubId } from '../../../domain/hubs/hubs.ts'
import { formatMoney } from '../../../domain/money/money.ts'
import { describeError } from '../../app/error-messages.ts'
import { Loader } from '../../ui/loader.tsx'
import { pipelineQuery } from '../reports/api/get-pipeline.ts'
import { periodOf } from '../reports/period.ts'
import { STAGE_COLORS, STAGE_LABELS } from '../reports/pipeline-labels.ts'

/**
 * What the card asks: the report's own request for its own "this month" (UTC days, as the server
 * counts them), so the card and /reports?period=thisMonth show the same figures from one cache entry.
 */
export const dashboardPipelineQuery = (now: Date, hubId: HubId | null) =>
  pipelineQuery(periodOf('thisMonth', now, { from: '', to: '' }), hubId)

/**
 * The team lead's sales pipeline of this month: its totals, and counts and values by stage, from the
 * report's own request (GET /api/reports/pipeline), with a link to the whole report. Online only, as
 * the report is: offline it says so and the rest of the dashboard stays.
 */
export function PipelineCard({ now, hubId }: { now: Date; hubId: HubId | null }) {
  const { t, i18n } = useLingui()
  const pipeline = useQuery(dashboardPipelineQuery(now, hubId))
  const money = (cents: number) => formatMoney(cents, i18n.locale, { whole: true })
  const data = pipeline.data
  const link = (
    <Link
      to="/reports"
      search={{ period: 'thisMonth' }}
      hash="pipeline"
      className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-accent-500 focus-visible:outline-none lg:col-start-1 lg:self-end"
    >
      <Trans>Open the sales pipeline report</Trans>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  )

  if (pipeline.isPending) return <Loader size="sm" label={t`Loading the sales pipeline…`} className="py-6" />
  if (!data)
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          {describeError(i18n, pipeline.error, msg`The sales pipeline could not be loaded`)}
        </p>
        {link}
      </div>
    )

  const most = Math.max(1, ...data.stages.map((row) => row.count))
  const totalValue = money(data.valueCents)
  const won = data.won
  return (
    <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-10">
      <dl className="grid grid-cols-3 gap-3 lg:grid-cols-1 lg:content-start">
        <Stat label={t`Quotes in the pipeline`} value={i18n.number(data.quotes)}>
          <Trans>Worth {totalValue}</Trans>
        </Stat>
        <Stat label={t`Won`} value={money(data.wonValueCents)}>
          <Plural value={won} one="# quote signed" other="# quotes signed" />
        </Stat>
        <Stat
          label={t`Close rate`}
          value={
            data.closeRate === null
              ? '—'
              : i18n.number(data.closeRate, { style: 'percent', maximumFractionDigits: 1 })
          }
        >
          <Trans>Signed ÷ sent to the customer</Trans>
        </Stat>
      </dl>
      <table className="w-full border-collapse text-sm lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <caption className="sr-only">
          <Trans>Quotes by stage this month</Trans>
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
            <th scope="col" className="py-1.5 pr-2 font-semibold">
              <Trans>Stage</Trans>
            </th>
            <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
              <Trans>Quotes</Trans>
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              <Trans>Value</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.stages.map((row) => (
            <tr key={row.stage} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-1.5 pr-2 text-left font-medium text-slate-900">
                <span className="flex items-center gap-2">
                  <span className="w-24 shrink-0 sm:w-28">{i18n._(STAGE_LABELS[row.stage])}</span>
                  {/* The count as a bar: the number beside it says the same. */}
                  <span
                    aria-hidden="true"
                    className="hidden h-2 flex-1 rounded-full bg-slate-100 min-[420px]:block"
                  >
                    <span
                      className="block h-2 rounded-full"
                      style={{
                        width: `${(row.count / most) * 100}%`,
                        backgroundColor: STAGE_COLORS[row.stage],
                      }}
                    />
                  </span>
                </span>
              </th>
              <td className="py-1.5 pr-2 text-right text-slate-800 tabular-nums">{i18n.number(row.count)}</td>
              <td className="py-1.5 text-right whitespace-nowrap text-slate-800 tabular-nums">
                {money(row.valueCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {link}
    </div>
  )
}

function Stat({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      {/* Two lines on a phone, so that the three figures side by side stand on one line. */}
      <dt className="min-h-[2lh] text-xs font-semibold text-slate-600 lg:min-h-0">{label}</dt>
      <dd className="text-xl font-bold tracking-tight text-brand-900 tabular-nums">{value}</dd>
      <dd className="text-xs text-slate-600">{children}</dd>
    </div>
  )
}

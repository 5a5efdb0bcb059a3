import { HUBS, type HubId } from '../../../domain/hubs/hubs.ts'
import { JobDocumentSchema } from '../../../domain/marketplace/job.ts'
import {
  average,
  fillMonths,
  hubForState,
  inPeriod,
  installationsByMonth,
  monthsOf,
  ratio,
} from '../../../domain/reports/aggregate.ts'
import { REPORT_ERRORS, type ReportErrorCode } from '../../../domain/reports/errors.ts'
import { ReportQuerySchema, type Report, type ReportQuery } from '../../../domain/reports/report.ts'
import type { AppDeps } from '../../app.ts'
import { FeatureError } from '../../http/feature-error.ts'
import {
  findCompletedEventDays,
  findCompletedJobs,
  findCutTenths,
  findEstimateConversion,
  findOnHandTenths,
  findSalesByHub,
  findSalesByMonth,
  findSalesByProduct,
} from './reports.repo.ts'

type Deps = Pick<AppDeps, 'db'>

export class ReportError extends FeatureError<ReportErrorCode> {
  constructor(code: ReportErrorCode) {
    super(400, code, REPORT_ERRORS, { [code === 'reportHubInvalid' ? 'hub' : 'period']: code })
    this.name = 'ReportError'
  }
}

export function parseReportQuery(query: Record<string, string | undefined>): ReportQuery {
  const parsed = ReportQuerySchema.safeParse(query)
  if (parsed.success) return parsed.data
  const codes = parsed.error.issues.map((issue) => issue.message as ReportErrorCode)
  throw new ReportError(codes.includes('reportHubInvalid') ? 'reportHubInvalid' : 'reportPeriodInvalid')
}

const hubsOf = (hub: HubId | null): HubId[] => (hub ? [hub] : HUBS.map((each) => each.id))

/** The whole report for a period and hub (decision 014 says what each figure counts). */
export function buildReport(deps: Deps, query: ReportQuery): Report {
  const { db } = deps
  const { from, to, hub } = query
  const months = monthsOf(from, to)

  const hubSales = findSalesByHub(db, query)
  const byHub = hubsOf(hub).map(
    (hubId) => hubSales.find((row) => row.hubId === hubId) ?? { hubId, orders: 0, salesCents: 0 },
  )

  const jobs = completedJobsIn(deps, query)
  const eventDays = findCompletedEventDays(db, query)
  const sized = jobs.filter((job) => job.bidCents !== null)
  const withArea = jobs.filter((job) => job.areaSqFt !== null)
  const conversion = findEstimateConversion(db, query)

  return {
    from,
    to,
    hub,
    sales: {
      totalCents: byHub.reduce((sum, row) => sum + row.salesCents, 0),
      orders: byHub.reduce((sum, row) => sum + row.orders, 0),
      byHub,
      byMonth: fillMonths(months, findSalesByMonth(db, query)),
      byProduct: findSalesByProduct(db, query),
    },
    installations: {
      jobs: jobs.length,
      events: eventDays.length,
      byMonth: installationsByMonth(
        months,
        jobs.map((job) => job.completedAt),
        eventDays,
      ),
    },
    averageJob: {
      jobs: sized.length,
      averageCents: average(sized.map((job) => job.bidCents ?? 0)),
      withArea: withArea.length,
      averageAreaSqFt: average(
        withArea.map((job) => job.areaSqFt ?? 0),
        1,
      ),
    },
    conversion: { ...conversion, rate: ratio(conversion.converted, conversion.estimates) },
    inventoryTurnover: turnover(deps, query),
  }
}

interface CompletedJob {
  completedAt: string
  bidCents: number | null
  areaSqFt: number | null
}

/** Marketplace jobs completed in the period (the day the completion was reported) in the hub's states. */
function completedJobsIn(deps: Deps, { from, to, hub }: ReportQuery): CompletedJob[] {
  return findCompletedJobs(deps.db).flatMap(({ doc, bidCents }) => {
    const job = JobDocumentSchema.parse(JSON.parse(doc))
    const completedAt = job.updates.findLast((update) => update.status === 'completed')?.at ?? job.updatedAt
    if (!inPeriod(completedAt, from, to)) return []
    if (hub && hubForState(job.state) !== hub) return []
    return [{ completedAt, bidCents, areaSqFt: job.estimate?.totalAreaSqFt ?? null }]
  })
}

const DAY_MS = 86_400_000

/** Feet cut ÷ the mean of the feet held at the start and at the end of the period, per hub. */
function turnover(deps: Deps, { from, to, hub }: ReportQuery): Report['inventoryTurnover'] {
  const cut = findCutTenths(deps.db, { from, to, hub })
  const atStart = findOnHandTenths(deps.db, `${from}T00:00:00.000Z`)
  const afterEnd = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS).toISOString()
  const atEnd = findOnHandTenths(deps.db, afterEnd)
  return hubsOf(hub).map((hubId) => {
    const cutTenths = cut.get(hubId) ?? 0
    const averageTenths = ((atStart.get(hubId) ?? 0) + (atEnd.get(hubId) ?? 0)) / 2
    return {
      hubId,
      cutFt: cutTenths / 10,
      averageOnHandFt: Math.round(averageTenths) / 10,
      turnover: averageTenths === 0 ? null : Math.round((cutTenths / averageTenths) * 100) / 100,
    }
  })
}

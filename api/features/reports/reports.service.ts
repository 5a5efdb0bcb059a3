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
  turnoverByHub,
} from '../../../domain/reports/aggregate.ts'
import type { Report, ReportQuery } from '../../../domain/reports/report.ts'
import type { AppDeps } from '../../context.ts'
import { findEvents } from '../calendar/calendar.repo.ts'
import { consumptionByMonth, stockOnHand } from '../inventory/inventory.repo.ts'
import {
  findCompletedJobs,
  findEstimateConversion,
  findSalesByHub,
  findSalesByMonth,
  findSalesByProduct,
} from './reports.repo.ts'

type Deps = Pick<AppDeps, 'db'>

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
  const eventDays = completedEventDaysIn(deps, query)
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
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString()

/** The start days of the calendar's installation events completed in the period (its shared findEvents). */
function completedEventDaysIn(deps: Deps, { from, to, hub }: ReportQuery): string[] {
  return findEvents(deps.db, {
    from: `${from}T00:00:00.000Z`,
    to: dayAfter(to),
    ...(hub ? { hubId: hub } : {}),
  })
    .filter((event) => event.status === 'completed' && inPeriod(event.start, from, to))
    .map((event) => event.start)
}

/** From the inventory's shared stockOnHand and consumptionByMonth (its ledger). */
function turnover(deps: Deps, { from, to, hub }: ReportQuery): Report['inventoryTurnover'] {
  const end = dayAfter(to)
  const onHand = new Map<string, number>()
  for (const item of stockOnHand(deps.db))
    onHand.set(item.hubId, (onHand.get(item.hubId) ?? 0) + item.remainingFt)
  return turnoverByHub(
    hubsOf(hub),
    onHand,
    consumptionByMonth(deps.db, { from: `${from}T00:00:00.000Z`, to: end }),
    consumptionByMonth(deps.db, { from: end, to: '9999-12-31T00:00:00.000Z' }),
  )
}

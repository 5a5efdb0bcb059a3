import { z } from 'zod'
import { HUBS, type HubId } from '../hubs/hubs.ts'
import type { ReportErrorCode } from './errors.ts'

/*
 * The team portal's performance report (decision 014): what GET /api/reports takes and
 * answers. Every figure is computed on the server from the orders, the marketplace's jobs, the
 * estimates and the inventory ledger; docs/decisions/014-reports.md says exactly what each one counts.
 */

const code = (value: ReportErrorCode) => ({ message: value })

/** The longest period a report covers, in days (three years and a leap day). */
const MAX_REPORT_DAYS = 1096

const REPORT_HUB_IDS = HUBS.map((hub) => hub.id) as [HubId, ...HubId[]]

const isoDay = z
  .string(code('reportPeriodInvalid'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, code('reportPeriodInvalid'))
  .refine((day) => dayNumber(day) !== null, code('reportPeriodInvalid'))

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD&hub=atlanta — both days included, in UTC; no hub: all of them. */
export const ReportQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    hub: z
      .enum(REPORT_HUB_IDS, code('reportHubInvalid'))
      .nullish()
      .transform((hub) => hub ?? null),
  })
  .refine(
    ({ from, to }) => {
      const days = (dayNumber(to) ?? 0) - (dayNumber(from) ?? 0)
      return days >= 0 && days < MAX_REPORT_DAYS
    },
    { ...code('reportPeriodInvalid'), path: ['to'] },
  )
export type ReportQuery = z.output<typeof ReportQuerySchema>

/** Days since 1970-01-01 of a valid calendar day, else null (2025-02-30 is not a day). */
function dayNumber(day: string): number | null {
  const ms = Date.parse(`${day}T00:00:00.000Z`)
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return null
  return ms / 86_400_000
}

interface SalesRow {
  orders: number
  salesCents: number
}
export interface HubSalesRow extends SalesRow {
  hubId: HubId
}
export interface MonthSalesRow extends SalesRow {
  /** YYYY-MM, in UTC. */
  month: string
}
export interface ProductSalesRow extends SalesRow {
  productId: string
  sku: string
  name: string
  /** Units sold: rolls, pieces or cut lengths, as the order lines count them. */
  quantity: number
}

export interface InstallationMonthRow {
  month: string
  /** Marketplace jobs completed in the month. */
  jobs: number
  /** Installation events of the team calendar marked completed in the month. */
  events: number
}

export interface TurnoverRow {
  hubId: HubId
  /** Feet of film cut from the hub's rolls in the period (orders and the cutting table). */
  cutFt: number
  /** The mean of the feet the hub held when the period began and when it ended. */
  averageOnHandFt: number
  /** cut ÷ average on hand, to two decimals; null when the hub held nothing. */
  turnover: number | null
}

export interface Report {
  from: string
  to: string
  hub: HubId | null
  sales: {
    totalCents: number
    orders: number
    byHub: HubSalesRow[]
    byMonth: MonthSalesRow[]
    byProduct: ProductSalesRow[]
  }
  installations: {
    jobs: number
    /** Null while the team calendar is not there to count from. */
    events: number | null
    byMonth: InstallationMonthRow[]
  }
  averageJob: {
    /** Completed jobs with an accepted bid. */
    jobs: number
    averageCents: number | null
    /** Of those with an estimate attached. */
    withArea: number
    averageAreaSqFt: number | null
  }
  conversion: {
    estimates: number
    converted: number
    rate: number | null
  }
  /** Null while the inventory ledger is not there to count from. */
  inventoryTurnover: TurnoverRow[] | null
}

import { HUBS, type HubId } from '../hubs/hubs.ts'
import type { InstallationMonthRow, MonthSalesRow, TurnoverRow } from './report.ts'

/*
 * The report's arithmetic, apart from the database: months of a period, averages and rates that
 * say "no data" instead of dividing by zero, and the hub that serves a state.
 */

/** Every month (YYYY-MM) the period from..to (YYYY-MM-DD, both included) touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = []
  let year = Number(from.slice(0, 4))
  let month = Number(from.slice(5, 7))
  const last = to.slice(0, 7)
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`
    if (key > last) return months
    months.push(key)
    month = month === 12 ? 1 : month + 1
    if (month === 1) year += 1
  }
}

/** The month rows of the period, with a zero row for each month that had none. */
export function fillMonths(months: readonly string[], rows: readonly MonthSalesRow[]): MonthSalesRow[] {
  const found = new Map(rows.map((row) => [row.month, row]))
  return months.map((month) => found.get(month) ?? { month, orders: 0, salesCents: 0 })
}

/** Installations per month from the completion days (YYYY-MM-DD…) of jobs and calendar events. */
export function installationsByMonth(
  months: readonly string[],
  jobDays: readonly string[],
  eventDays: readonly string[],
): InstallationMonthRow[] {
  const count = (days: readonly string[], month: string) => days.filter((day) => day.startsWith(month)).length
  return months.map((month) => ({ month, jobs: count(jobDays, month), events: count(eventDays, month) }))
}

/** The mean rounded to the nearest whole unit (cents, tenths…: scale first); null for no values. */
export function average(values: readonly number[], decimals = 0): number | null {
  if (values.length === 0) return null
  const factor = 10 ** decimals
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * factor) / factor
}

/** part ÷ whole to four decimals (a rate 0..1); null when the whole is zero. */
export function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000
}

/**
 * The hub whose area a job's state lies in (domain/hubs serves). South Georgia is Florida's, but a
 * job names its state only: all of Georgia counts for Atlanta. Null for a state no hub serves.
 */
export function hubForState(state: string): HubId | null {
  return HUBS.find((hub) => hub.serves.includes(state))?.id ?? null
}

/** YYYY-MM-DD of an ISO timestamp or day, and whether it lies in from..to (both included). */
export function inPeriod(at: string, from: string, to: string): boolean {
  const day = at.slice(0, 10)
  return day >= from && day <= to
}

/** Turnover over several hubs: all feet cut ÷ all average feet on hand; null when none held any. */
export function overallTurnover(rows: readonly { cutFt: number; averageOnHandFt: number }[]): number | null {
  const onHand = rows.reduce((sum, row) => sum + row.averageOnHandFt, 0)
  const cut = rows.reduce((sum, row) => sum + row.cutFt, 0)
  return onHand === 0 ? null : Math.round((cut / onHand) * 100) / 100
}

/** What a hub's ledger did to its stock over some time, in feet (the inventory's consumption). */
export interface StockMovement {
  hubId: string
  cutFt: number
  receivedFt: number
  adjustedFt: number
}

const tenth = (feet: number) => Math.round(feet * 10) / 10
const netOf = (moves: readonly StockMovement[], hubId: string) =>
  moves
    .filter((move) => move.hubId === hubId)
    .reduce((sum, move) => sum + move.receivedFt - move.cutFt + move.adjustedFt, 0)

/**
 * Turnover per hub: feet cut in the period ÷ the mean of the stock at its start and its end. The
 * stock then is worked back from today's (`onHandFt`): the end is today's less what moved after the
 * period, the start the end less what moved during it. A transfer moves a roll's whole history to
 * its new hub, so a hub that received a roll in the period looks as if it had held it all along.
 */
export function turnoverByHub(
  hubIds: readonly HubId[],
  onHandFt: ReadonlyMap<string, number>,
  during: readonly StockMovement[],
  after: readonly StockMovement[],
): TurnoverRow[] {
  return hubIds.map((hubId) => {
    const end = Math.max(0, (onHandFt.get(hubId) ?? 0) - netOf(after, hubId))
    const start = Math.max(0, end - netOf(during, hubId))
    const cutFt = tenth(
      during.filter((move) => move.hubId === hubId).reduce((sum, move) => sum + move.cutFt, 0),
    )
    const averageOnHandFt = tenth((start + end) / 2)
    return {
      hubId,
      cutFt,
      averageOnHandFt,
      turnover: averageOnHandFt === 0 ? null : Math.round((cutFt / averageOnHandFt) * 100) / 100,
    }
  })
}

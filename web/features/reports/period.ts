/*
 * The report's periods: a few named ones worked out from today (in UTC, as the server counts days),
 * or any two days the reader picks.
 */

export const PERIOD_PRESETS = [
  'thisMonth',
  'lastMonth',
  'last3Months',
  'last12Months',
  'thisYear',
  'custom',
] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]

export interface Period {
  from: string
  to: string
}

const day = (date: Date) => date.toISOString().slice(0, 10)
const utc = (year: number, month: number, date: number) => new Date(Date.UTC(year, month, date))

/** The days of a named period as of `today`; `custom` keeps `current`. */
export function periodOf(preset: PeriodPreset, today: Date, current: Period): Period {
  const year = today.getUTCFullYear()
  const month = today.getUTCMonth()
  switch (preset) {
    case 'thisMonth':
      return { from: day(utc(year, month, 1)), to: day(today) }
    case 'lastMonth':
      return { from: day(utc(year, month - 1, 1)), to: day(utc(year, month, 0)) }
    case 'last3Months':
      return { from: day(utc(year, month - 2, 1)), to: day(today) }
    case 'last12Months':
      return { from: day(utc(year, month - 11, 1)), to: day(today) }
    case 'thisYear':
      return { from: day(utc(year, 0, 1)), to: day(today) }
    case 'custom':
      return current
  }
}

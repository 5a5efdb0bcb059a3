/*
 * The dashboards' two windows of time, in the reader's own time zone: today, and this week from
 * Monday to Sunday (the team's working week).
 */

export interface Range {
  from: Date
  to: Date
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate())
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)

export function todayOf(now: Date): Range {
  const from = startOfDay(now)
  return { from, to: addDays(from, 1) }
}

/** Monday 00:00 to the next Monday 00:00 of the week `now` is in. */
export function weekOf(now: Date): Range {
  const today = startOfDay(now)
  const sinceMonday = (today.getDay() + 6) % 7
  const from = addDays(today, -sinceMonday)
  return { from, to: addDays(from, 7) }
}

/** The days of a range, one Date (at 00:00) each. */
export function daysOf({ from, to }: Range): Date[] {
  const days: Date[] = []
  for (let day = startOfDay(from); day < to; day = addDays(day, 1)) days.push(day)
  return days
}

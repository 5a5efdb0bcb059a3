/*
 * The calendar's grids in the viewer's local time: a day, a week starting on Monday, a month as the
 * whole weeks that cover it. Events are stored as UTC instants (domain/calendar/event.ts); these
 * helpers only decide which instants a view shows and where.
 */

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const
export type CalendarView = (typeof CALENDAR_VIEWS)[number]

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate())
}

/** Calendar days, not 24-hour steps: a daylight-saving change keeps midnight at midnight. */
export function addDays(date: Date, days: number): Date {
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + days,
    date.getHours(),
    date.getMinutes(),
  )
}

/** The Monday that starts the week of `date`. */
function startOfWeek(date: Date): Date {
  const day = startOfDay(date)
  return addDays(day, -((day.getDay() + 6) % 7))
}

/** The seven days of the week of `date`, Monday first. */
export function weekDays(date: Date): Date[] {
  const monday = startOfWeek(date)
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i))
}

/** The whole weeks (Monday to Sunday) that cover the month of `date`: four to six rows of seven days. */
export function monthGrid(date: Date): Date[][] {
  const first = new Date(date.getFullYear(), date.getMonth(), 1)
  const last = new Date(date.getFullYear(), date.getMonth() + 1, 0)
  const weeks: Date[][] = []
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7))
    weeks.push(weekDays(monday))
  return weeks
}

/** The instants a view of `anchor` shows: [from, to). */
export function viewRange(view: CalendarView, anchor: Date): { from: Date; to: Date } {
  switch (view) {
    case 'day': {
      const from = startOfDay(anchor)
      return { from, to: addDays(from, 1) }
    }
    case 'week': {
      const from = startOfWeek(anchor)
      return { from, to: addDays(from, 7) }
    }
    case 'month': {
      const weeks = monthGrid(anchor)
      return { from: weeks[0]![0]!, to: addDays(weeks.at(-1)![6]!, 1) }
    }
  }
}

/** The anchor one view earlier (-1) or later (+1). */
export function stepView(view: CalendarView, anchor: Date, direction: -1 | 1): Date {
  switch (view) {
    case 'day':
      return addDays(anchor, direction)
    case 'week':
      return addDays(anchor, 7 * direction)
    case 'month':
      return new Date(anchor.getFullYear(), anchor.getMonth() + direction, 1)
  }
}

/** 'YYYY-MM-DD' of the local day. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

export function sameDay(a: Date, b: Date): boolean {
  return dayKey(a) === dayKey(b)
}

/** The events that take place (at least partly) on the local day `day`, earliest first. */
export function eventsOnDay<T extends { start: string; end: string }>(events: readonly T[], day: Date): T[] {
  const from = startOfDay(day).getTime()
  const to = addDays(startOfDay(day), 1).getTime()
  return events
    .filter((event) => Date.parse(event.start) < to && Date.parse(event.end) > from)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
}

/**
 * The hours [first, last) a time grid of days shows: the working hours given, widened to the whole
 * hour wherever an event of a day (as `eventsOnDay` gives them) starts earlier or ends later, so no
 * part of an event is cut off at the grid's edge. An event running past midnight widens to the day's end.
 */
export function hoursShown(
  days: readonly { day: Date; events: readonly { start: string; end: string }[] }[],
  firstHour: number,
  lastHour: number,
): { first: number; last: number } {
  let first = firstHour
  let last = lastHour
  for (const { day, events } of days) {
    const from = startOfDay(day).getTime()
    const to = addDays(startOfDay(day), 1).getTime()
    for (const event of events) {
      const start = Math.max(Date.parse(event.start), from)
      const end = Math.min(Date.parse(event.end), to)
      first = Math.min(first, new Date(start).getHours())
      last = Math.max(
        last,
        end === to ? 24 : new Date(end).getHours() + (new Date(end).getMinutes() > 0 ? 1 : 0),
      )
    }
  }
  return { first, last }
}

/**
 * Where an event sits in a day column showing hours [firstHour, lastHour): top and height as
 * fractions of the column, clipped to it (an event from the day before starts at the top).
 */
export function dayPlacement(
  event: { start: string; end: string },
  day: Date,
  firstHour: number,
  lastHour: number,
): { top: number; height: number } {
  const dayStart = startOfDay(day)
  const from = new Date(dayStart.getFullYear(), dayStart.getMonth(), dayStart.getDate(), firstHour).getTime()
  const to = new Date(dayStart.getFullYear(), dayStart.getMonth(), dayStart.getDate(), lastHour).getTime()
  const span = to - from
  const start = Math.min(Math.max(Date.parse(event.start), from), to)
  const end = Math.min(Math.max(Date.parse(event.end), from), to)
  return { top: (start - from) / span, height: Math.max(end - start, 0) / span }
}

/** Side by side, events narrower than this many lanes of a week's day column would be unreadable. */
const WEEK_MAX_LANES = 2

interface Timed {
  start: string
  end: string
}

/**
 * A day column of the week view: events that overlap share its width in lanes, each taking the first
 * free one, and an event that overlaps nothing keeps the whole width. Beyond WEEK_MAX_LANES an event
 * is not squeezed in: it is counted in its group's overflow ("+2 more", which the day view lists).
 */
export function weekColumnLayout<T extends Timed>(
  events: readonly T[],
): { shown: { event: T; lane: number; of: number }[]; overflow: { start: string; events: T[] }[] } {
  const sorted = [...events].sort(
    (a, b) => Date.parse(a.start) - Date.parse(b.start) || Date.parse(b.end) - Date.parse(a.end),
  )
  const shown: { event: T; lane: number; of: number }[] = []
  const overflow: { start: string; events: T[] }[] = []
  let placed: { event: T; lane: number }[] = []
  let laneEnds: number[] = []
  let hidden: T[] = []
  let groupEnd = -Infinity
  const closeGroup = () => {
    const of = Math.min(Math.max(laneEnds.length, 1), WEEK_MAX_LANES)
    for (const item of placed) shown.push({ ...item, of })
    if (hidden.length > 0) overflow.push({ start: placed[0]!.event.start, events: hidden })
    placed = []
    laneEnds = []
    hidden = []
  }
  for (const event of sorted) {
    const start = Date.parse(event.start)
    const end = Date.parse(event.end)
    if (start >= groupEnd) {
      closeGroup()
      groupEnd = end
    } else groupEnd = Math.max(groupEnd, end)
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start)
    if (lane < 0) lane = laneEnds.length
    if (lane >= WEEK_MAX_LANES) {
      hidden.push(event)
      continue
    }
    laneEnds[lane] = end
    placed.push({ event, lane })
  }
  closeGroup()
  return { shown, overflow }
}

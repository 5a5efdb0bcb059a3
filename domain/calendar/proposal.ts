import { HUBS_TIME_ZONE, type TeamId } from '../hubs/hubs.ts'
import { conflictsWith, type Booking } from './conflicts.ts'
import { EVENT_LIMITS } from './event.ts'

/*
 * When the installation of an accepted quote is proposed (decision 024): on a working day (Monday to
 * Friday, Eastern time, where the hubs are) starting at 08:00, no sooner than the second working day
 * after the acceptance (time to pull the film and call the customer), with the first of the hub's
 * teams that is free for the whole job. A job longer than a working day (08:00–17:00) carries on at
 * 08:00 on the next working days and is booked as one event to the hour it ends. Public holidays are
 * not known here: the lead moves a proposal that falls on one.
 */

const WORKING_HOURS = { timeZone: HUBS_TIME_ZONE, startHour: 8, endHour: 17 } as const

/** How long the window is that a customer is told the crew arrives in (traffic, the job before). */
const ARRIVAL_WINDOW_HOURS = 2

/** Working days between an acceptance and the earliest installation day. */
const LEAD_WORKING_DAYS = 2

/** Working days the proposal looks through for a free team before it double-books the first one. */
const SEARCH_WORKING_DAYS = 60

const HOUR_MS = 3_600_000
const DAY_HOURS = WORKING_HOURS.endHour - WORKING_HOURS.startHour

/** A calendar day in Eastern time. */
export interface CalendarDay {
  year: number
  /** 1–12. */
  month: number
  day: number
}

const easternFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: WORKING_HOURS.timeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** The wall-clock reading in Eastern time of an instant. */
function easternClock(instant: number) {
  const parts = Object.fromEntries(
    easternFormat.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  )
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** How far Eastern time is ahead of UTC at an instant (negative: −5 h in winter, −4 h in summer). */
function easternOffsetMs(instant: number): number {
  const clock = easternClock(instant)
  const wall = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second)
  return wall - Math.floor(instant / 1000) * 1000
}

/** The Eastern calendar day an instant falls on. */
export function easternDay(instant: Date): CalendarDay {
  const { year, month, day } = easternClock(instant.getTime())
  return { year, month, day }
}

/** The instant `hours` after midnight of an Eastern calendar day (08:00 is 13:00Z in winter, 12:00Z in summer). */
export function easternInstant(date: CalendarDay, hours: number): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + hours * HOUR_MS
  // Twice: the first guess may sit across a change of offset from the answer.
  const guess = wall - easternOffsetMs(wall)
  return new Date(wall - easternOffsetMs(guess))
}

const dayAfter = ({ year, month, day }: CalendarDay): CalendarDay => {
  const next = new Date(Date.UTC(year, month - 1, day + 1))
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
}

const isWorkingDay = ({ year, month, day }: CalendarDay): boolean => {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  return weekday >= 1 && weekday <= 5
}

/** The working day `count` working days after `date` (the next one for 1). */
function workingDaysAfter(date: CalendarDay, count: number): CalendarDay {
  let day = date
  for (let left = count; left > 0;) {
    day = dayAfter(day)
    if (isWorkingDay(day)) left--
  }
  return day
}

/** Hours the calendar books for a job: its site hours rounded up to the half hour, half an hour at least. */
export const bookedHours = (siteHours: number): number => Math.max(0.5, Math.ceil(siteHours * 2 - 1e-9) / 2)

/**
 * [start, end) of `hours` of work from 08:00 on `day`: up to 17:00, then on from 08:00 the next
 * working day, and so on; never longer than an event may be (14 days).
 */
export function workingSpan(day: CalendarDay, hours: number): { start: string; end: string } {
  const start = easternInstant(day, WORKING_HOURS.startHour)
  let last = day
  let left = hours
  while (left > DAY_HOURS) {
    left -= DAY_HOURS
    last = workingDaysAfter(last, 1)
  }
  const end = Math.min(
    easternInstant(last, WORKING_HOURS.startHour + left).getTime(),
    start.getTime() + EVENT_LIMITS.durationMs,
  )
  return { start: start.toISOString(), end: new Date(end).toISOString() }
}

/** The first day an installation accepted at `acceptedAt` may be proposed for. */
export const firstInstallationDay = (acceptedAt: Date): CalendarDay =>
  workingDaysAfter(easternDay(acceptedAt), LEAD_WORKING_DAYS)

/** The bookings a proposal must look at: those overlapping this range (ISO instants). */
export function proposalWindow(acceptedAt: Date): { from: string; to: string } {
  const first = firstInstallationDay(acceptedAt)
  const last = workingDaysAfter(first, SEARCH_WORKING_DAYS + 1)
  return {
    from: easternInstant(first, 0).toISOString(),
    to: new Date(easternInstant(last, 0).getTime() + EVENT_LIMITS.durationMs).toISOString(),
  }
}

export interface ProposedSlot {
  teamId: TeamId
  start: string
  end: string
  /** True when no team was free in the days looked at: the first day and team, double-booked. */
  doubleBooked: boolean
}

/**
 * The slot of an installation accepted at `acceptedAt` that takes `siteHours` on site: the earliest
 * working day with a team of `teams` (in their order) free for the whole span, judged by the
 * calendar's own double-booking rule against `bookings` (proposals hold their team's time too).
 */
export function proposeSlot({
  id,
  acceptedAt,
  siteHours,
  teams,
  bookings,
}: {
  /** The event's id, so that it never clashes with itself. */
  id: string
  acceptedAt: Date
  siteHours: number
  teams: readonly TeamId[]
  bookings: readonly Booking[]
}): ProposedSlot {
  if (teams.length === 0) throw new RangeError('A proposal needs at least one team')
  const hours = bookedHours(siteHours)
  const first = firstInstallationDay(acceptedAt)
  let day = first
  for (let tried = 0; tried < SEARCH_WORKING_DAYS; tried++) {
    const span = workingSpan(day, hours)
    const teamId = teams.find(
      (team) => conflictsWith({ id, teamId: team, status: 'proposed', ...span }, bookings).length === 0,
    )
    if (teamId) return { teamId, ...span, doubleBooked: false }
    day = workingDaysAfter(day, 1)
  }
  return { teamId: teams[0]!, ...workingSpan(first, hours), doubleBooked: true }
}

/** The window a customer is told the crew arrives in: from the booking's start, two hours long. */
export function arrivalWindow(start: string): { from: string; until: string } {
  const from = Date.parse(start)
  return {
    from: new Date(from).toISOString(),
    until: new Date(from + ARRIVAL_WINDOW_HOURS * HOUR_MS).toISOString(),
  }
}

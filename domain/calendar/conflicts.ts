import type { CalendarEvent } from './event.ts'

/*
 * Double-booking: a team is double-booked when two of its events overlap in time. Touching
 * intervals (one ends at 12:00, the next starts at 12:00) are not a conflict; other teams' events
 * never conflict; cancelled and deleted events book nobody. A conflict is a warning the user sees, not
 * a refusal: a lead may knowingly send one team to two small jobs at once.
 */

export type Booking = Pick<CalendarEvent, 'id' | 'teamId' | 'start' | 'end' | 'status'> & {
  _deleted?: boolean
}

/** Whether the event holds its team's time. */
const booksTeam = (event: Booking) => event.status !== 'cancelled' && event._deleted !== true

/** Half-open intervals [start, end): they overlap when each starts before the other ends. */
function overlaps(a: Pick<Booking, 'start' | 'end'>, b: Pick<Booking, 'start' | 'end'>): boolean {
  return Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end)
}

/** Whether `a` and `b` double-book a team. */
function conflict(a: Booking, b: Booking): boolean {
  return a.id !== b.id && a.teamId === b.teamId && booksTeam(a) && booksTeam(b) && overlaps(a, b)
}

/** The events `candidate` (a draft before saving, or a stored event) double-books its team with. */
export function conflictsWith<T extends Booking>(candidate: Booking, events: readonly T[]): T[] {
  return events.filter((event) => conflict(candidate, event))
}

/**
 * Every event in conflict, by id, with the events it clashes with. Per team, sorted by start, each
 * event is compared only with those that start before it ends: n log n for a normal calendar.
 */
export function doubleBookings<T extends Booking>(events: readonly T[]): Map<string, T[]> {
  const byTeam = new Map<string, T[]>()
  for (const event of events) {
    if (!booksTeam(event)) continue
    byTeam.set(event.teamId, [...(byTeam.get(event.teamId) ?? []), event])
  }
  const result = new Map<string, T[]>()
  const add = (a: T, b: T) => result.set(a.id, [...(result.get(a.id) ?? []), b])
  for (const team of byTeam.values()) {
    team.sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    team.forEach((event, i) => {
      const end = Date.parse(event.end)
      for (let j = i + 1; j < team.length && Date.parse(team[j]!.start) < end; j++) {
        const other = team[j]!
        if (other.id === event.id) continue
        add(event, other)
        add(other, event)
      }
    })
  }
  return result
}

import type { RxCollection } from 'rxdb'
import { map } from 'rxjs'
import type { CalendarEvent } from '../../../domain/calendar/event.ts'
import type { HubId, TeamId } from '../../../domain/hubs/hubs.ts'
import type { SyncDatabase } from '../../../sync/client/database.ts'
import { useSyncQuery } from '../../app/sync/use-sync-query.ts'

/*
 * The team calendar's events as this device holds them (the replicated `events` collection): readable
 * offline, and live — a change made here or pulled from the server re-renders the readers. Shared
 * with the team dashboards and the reports.
 */

export interface EventRange {
  /** Events that end after `from` and start before `to` (ISO-8601 or a Date). */
  from: string | Date
  to: string | Date
  hubId?: string
  teamId?: string
}

/** The events collection of the user's database (types only: RxDB loads with the sync engine). */
export function eventsOf(db: SyncDatabase): RxCollection<CalendarEvent> {
  return db.rx.collections['events'] as unknown as RxCollection<CalendarEvent>
}

const iso = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value).toISOString()

/** A stored document as the domain sees it. */
function toEvent(doc: { toMutableJSON(): unknown }): CalendarEvent {
  return { ...(doc.toMutableJSON() as CalendarEvent), _deleted: false }
}

/**
 * Events overlapping [from, to), optionally of one hub or team, earliest first; cancelled ones
 * included (check `status`). Null while the database opens (or for a user who does not replicate events).
 */
export function useEvents({ from, to, hubId, teamId }: EventRange): CalendarEvent[] | null {
  const range = { from: iso(from), to: iso(to) }
  const key = JSON.stringify([range.from, range.to, hubId ?? '', teamId ?? ''])
  return useSyncQuery(key, (db) =>
    eventsOf(db)
      .find({
        selector: {
          start: { $lt: range.to },
          end: { $gt: range.from },
          ...(hubId ? { hubId: hubId as HubId } : {}),
          ...(teamId ? { teamId: teamId as TeamId } : {}),
        },
        sort: [{ start: 'asc' }, { id: 'asc' }],
      })
      .$.pipe(map((docs) => docs.map(toEvent))),
  )
}

/** One event, live: null while the database opens, undefined when this device has no such event. */
export function useEvent(id: string): CalendarEvent | null | undefined {
  return useSyncQuery(`event:${id}`, (db) =>
    eventsOf(db)
      .findOne(id)
      .$.pipe(map((doc) => (doc ? toEvent(doc) : undefined))),
  )
}

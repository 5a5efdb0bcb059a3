import { useCallback } from 'react'
import {
  CalendarEventSchema,
  editedEvent,
  type CalendarEvent,
  type EventStatus,
} from '../../../domain/calendar/event.ts'
import type { InstallDay } from '../../../domain/quotes/install-day.ts'
import { useSyncDatabase } from '../../app/sync/sync-provider.tsx'
import { eventsOf } from './use-events.ts'
import { keepDataOnThisDevice } from '../../app/device-storage.ts'

/**
 * Writes an event into this device's database, new or changed (the replication pushes it when there
 * is a connection). Answers the first invalid field's code, or null when written.
 */
export function useSaveEvent(): (event: CalendarEvent) => Promise<{ path: string; code: string } | null> {
  const db = useSyncDatabase()
  return useCallback(
    async (event) => {
      const checked = CalendarEventSchema.safeParse(event)
      if (!checked.success) {
        const issue = checked.error.issues[0]!
        return { path: issue.path.map(String).join('.'), code: issue.message }
      }
      if (!db) return { path: '', code: 'eventInvalid' }
      const { _deleted: _, ...stored } = checked.data
      const existing = await eventsOf(db).findOne(event.id).exec()
      // The install day is the crew's (useUpdateInstallDay): a booking saved from a form opened earlier
      // keeps whatever the crew recorded meanwhile.
      if (existing)
        await existing.incrementalModify((data) => ({ ...data, ...stored, installDay: data.installDay }))
      else await eventsOf(db).insert(stored as CalendarEvent)
      void keepDataOnThisDevice()
      return null
    },
    [db],
  )
}

/**
 * Changes an event's install day on this device, from the stored version at the moment of writing
 * (two ticks in quick succession each keep the other's), with the status when given, else "in
 * progress" for a day still scheduled. Answers the first invalid field's code, or null when written.
 */
export function useUpdateInstallDay(
  eventId: string,
): (
  change: (day: InstallDay) => Partial<InstallDay>,
  status?: EventStatus,
) => Promise<{ code: string } | null> {
  const db = useSyncDatabase()
  return useCallback(
    async (change, status) => {
      const doc = db && (await eventsOf(db).findOne(eventId).exec())
      if (!doc) return { code: 'notFound' }
      let refused: { code: string } | null = null
      await doc.incrementalModify((data) => {
        const current = data as CalendarEvent
        if (!current.installDay) return data
        // Work recorded on a scheduled day (a photo, a tick, the film used) means the crew has started,
        // whether or not "Start the job" was tapped first.
        const moved = status ?? (current.status === 'scheduled' ? 'inProgress' : undefined)
        const next = {
          ...editedEvent({ ...current, _deleted: false }, moved ? { status: moved } : {}, new Date()),
          installDay: { ...current.installDay, ...change(current.installDay) },
        }
        const checked = CalendarEventSchema.safeParse(next)
        if (!checked.success) {
          refused = { code: checked.error.issues[0]!.message }
          return data
        }
        const { _deleted: _, ...stored } = checked.data
        return { ...data, ...stored }
      })
      if (!refused) void keepDataOnThisDevice()
      return refused
    },
    [db, eventId],
  )
}

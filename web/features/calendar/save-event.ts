import { useCallback } from 'react'
import { CalendarEventSchema, type CalendarEvent } from '../../../domain/calendar/event.ts'
import { useSyncDatabase } from '../../app/sync/sync-provider.tsx'
import { eventsOf } from './use-events.ts'

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
      if (existing) await existing.incrementalModify((data) => ({ ...data, ...stored }))
      else await eventsOf(db).insert(stored as CalendarEvent)
      return null
    },
    [db],
  )
}

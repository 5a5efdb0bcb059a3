import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useState } from 'react'
import { z } from 'zod'
import type { AcceptedQuote } from '../../../domain/quotes/state.ts'
import { NetworkError } from '../../app/api-client.ts'
import { ACCOUNT_META_PREFIX, deviceDb, type DeviceDatabase, type JsonValue } from '../../app/device-db.ts'
import { fetchAcceptedQuotes } from './quotes-api.ts'

/*
 * The installer's accepted quotes (GET /api/quotes/accepted) as this device last read them: kept in
 * the device database like an estimate's versions (versions.ts), as an account's data that goes with a
 * sign-out, so that the list and its film order open on a job site without signal. The list has no
 * version to ask If-None-Match with (cached-resource.ts): each refresh reads it whole.
 */

const KEY = `${ACCOUNT_META_PREFIX}accepted-quotes`

const StoredSchema = z.object({
  quotes: z.array(
    z.custom<AcceptedQuote>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as AcceptedQuote).id === 'string' &&
        Array.isArray((value as AcceptedQuote).windows),
    ),
  ),
  readAt: z.number(),
})
type Stored = z.infer<typeof StoredSchema>

/** Where the last refresh got: under way, read, or the server not reached (the stored copy stands). */
type RefreshState = 'reading' | 'read' | 'offline'

let inFlight: Promise<RefreshState> | null = null

/** Reads the list and stores it; calls while one is under way share it. Never throws. */
function refreshAcceptedQuotes(db: DeviceDatabase): Promise<RefreshState> {
  inFlight ??= (async (): Promise<RefreshState> => {
    try {
      const { quotes } = await fetchAcceptedQuotes()
      const stored: Stored = { quotes, readAt: Date.now() }
      await db.meta.put({ key: KEY, value: stored as unknown as JsonValue })
      return 'read'
    } catch (error) {
      if (!(error instanceof NetworkError)) console.error('The accepted quotes could not be read', error)
      return 'offline'
    }
  })().finally(() => (inFlight = null))
  return inFlight
}

/**
 * The accepted quotes, newest first: the stored copy (null before the first read, undefined while
 * the device database opens) and how the refresh the page started went. Read again when the network
 * comes back.
 */
export function useAcceptedQuotes(db: DeviceDatabase = deviceDb()) {
  const stored = useLiveQuery(async () => {
    const parsed = StoredSchema.safeParse((await db.meta.get(KEY))?.value)
    return parsed.success ? parsed.data : null
  }, [db])
  const [state, setState] = useState<RefreshState>('reading')
  useEffect(() => {
    let current = true
    const refresh = () => {
      void refreshAcceptedQuotes(db).then((result) => current && setState(result))
    }
    refresh()
    window.addEventListener('online', refresh)
    return () => {
      current = false
      window.removeEventListener('online', refresh)
    }
  }, [db])
  return { stored, state }
}

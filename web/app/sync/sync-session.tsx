import { useEffect } from 'react'
import { onBeforeUpdate } from '../update-holds.ts'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import type { SyncStatus } from '../../../sync/client/replication.ts'
import { onLogout } from '../session/logout-hooks.ts'
import type { SyncSession } from './sync-engine.ts'

/** What the signed-in pages use of a running sync session. */
export type OpenSync = Pick<SyncSession, 'db' | 'fetchPhoto'>

/*
 * Runs the signed-in user's sync session for SyncProvider (loaded only once a user is known).
 * RxDB and the replication arrive with a further import(). Logging out wipes the user's local data;
 * another user signing in on this device wipes the previous user's first. A session that merely
 * ends (401) keeps the data for the next sign-in.
 */

const loadEngine = () => import('./sync-engine.ts')

/** The user whose data is on this device, so that a different sign-in can wipe it first. */
const DEVICE_USER_KEY = 'sync:user'

function readDeviceUser(): string | null {
  try {
    return localStorage.getItem(DEVICE_USER_KEY)
  } catch {
    return null
  }
}

function writeDeviceUser(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(DEVICE_USER_KEY, userId)
    else localStorage.removeItem(DEVICE_USER_KEY)
  } catch {
    // storage unavailable: a user switch then cannot wipe the previous user's data
  }
}

/** Opening and closing one database name must never overlap (StrictMode, quick user switches). */
let queue: Promise<unknown> = Promise.resolve()
function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task)
  queue = next.catch(() => undefined)
  return next
}

export interface SyncSessionProps {
  /** Whose data: their role decides which collections replicate (stable across refetches of the same user). */
  user: SessionUser
  /** The open database and the replication's photo download; null once closed. */
  onSession: (session: OpenSync | null) => void
  onStatus: (status: SyncStatus | null) => void
}

export function SyncSessionRunner({ user, onSession, onStatus }: SyncSessionProps) {
  useEffect(() => {
    const userId = user.id
    let cancelled = false
    let mine: SyncSession | null = null
    void enqueue(async () => {
      const engine = await loadEngine()
      if (cancelled) return
      const previous = readDeviceUser()
      if (previous && previous !== userId) await engine.wipeSync(previous)
      writeDeviceUser(userId)
      mine = await engine.startSync(user, (status) => {
        if (!cancelled) onStatus(status)
      })
      if (cancelled) {
        await mine.stop()
        return
      }
      onSession({ db: mine.db, fetchPhoto: mine.fetchPhoto })
    }).catch((error: unknown) => console.error('Offline data could not be opened', error))

    // The change stream stays open through the old service worker, which would then never hand over.
    const removeUpdateStep = onBeforeUpdate(() =>
      enqueue(async () => {
        cancelled = true
        await mine?.stop()
      }),
    )
    const removeHook = onLogout(() =>
      enqueue(async () => {
        cancelled = true
        await mine?.stop()
        const engine = await loadEngine()
        await engine.wipeSync(userId)
        writeDeviceUser(null)
      }),
    )
    return () => {
      cancelled = true
      removeHook()
      removeUpdateStep()
      onSession(null)
      onStatus(null)
      void enqueue(async () => {
        await mine?.stop()
      })
    }
  }, [user, onSession, onStatus])
  return null
}

import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react'
import type { SyncDatabase } from '../../../sync/client/database.ts'
import type { SyncStatus } from '../../../sync/client/replication.ts'
import { useAuth } from '../session/auth-provider.tsx'
import type { OpenSync } from './sync-session.tsx'

/*
 * The signed-in user's offline database and its replication (docs/decisions/005, "Client").
 * Everything but this context loads with import() once a user is known (sync-session.tsx, then
 * sync-engine.ts with RxDB): the public pages never download it.
 */

const SyncSessionRunner = lazy(() =>
  import('./sync-session.tsx').then((module) => ({ default: module.SyncSessionRunner })),
)

/*
 * Two contexts: the database changes once per session, the status on every answer from the server.
 * Lists that read the database must not re-render for each status change.
 */
const DatabaseContext = createContext<SyncDatabase | null>(null)
const StatusContext = createContext<SyncStatus | null>(null)
const FetchPhotoContext = createContext<OpenSync['fetchPhoto'] | null>(null)

export function SyncProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const [session, setSession] = useState<OpenSync | null>(null)
  const [status, setStatus] = useState<SyncStatus | null>(null)
  return (
    <DatabaseContext.Provider value={session?.db ?? null}>
      <FetchPhotoContext.Provider value={session?.fetchPhoto ?? null}>
        <StatusContext.Provider value={status}>
          {user && (
            <Suspense fallback={null}>
              <SyncSessionRunner key={user.id} user={user} onSession={setSession} onStatus={setStatus} />
            </Suspense>
          )}
          {children}
        </StatusContext.Provider>
      </FetchPhotoContext.Provider>
    </DatabaseContext.Provider>
  )
}

/** The signed-in user's database, null until it is open (and for visitors). */
export function useSyncDatabase(): SyncDatabase | null {
  return useContext(DatabaseContext)
}

/**
 * Downloads a photo a document refers to and the device lacks, through the replication (the server
 * checks the user may read a document of `collection` that names it); null while no session runs.
 */
export function useFetchPhoto(): OpenSync['fetchPhoto'] | null {
  return useContext(FetchPhotoContext)
}

/** The replication's status, null while there is none. */
export function useSyncStatus(): SyncStatus | null {
  return useContext(StatusContext)
}

import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react'
import type { SyncDatabase } from '../../../sync/client/database.ts'
import type { SyncStatus } from '../../../sync/client/replication.ts'
import { useAuth } from '../auth/auth-provider.tsx'

/*
 * The signed-in user's offline database and its replication (docs/decisions/005, "Client").
 * Everything but this context loads with import() once a user is known (sync-session.tsx, then
 * sync-engine.ts with RxDB): the public pages never download it.
 */

const SyncSessionRunner = lazy(() =>
  import('./sync-session.tsx').then((module) => ({ default: module.SyncSessionRunner })),
)

interface SyncContextValue {
  db: SyncDatabase | null
  status: SyncStatus | null
}

const SyncContext = createContext<SyncContextValue>({ db: null, status: null })

export function SyncProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const [db, setDb] = useState<SyncDatabase | null>(null)
  const [status, setStatus] = useState<SyncStatus | null>(null)
  const value = useMemo(() => ({ db, status }), [db, status])
  return (
    <SyncContext.Provider value={value}>
      {user && (
        <Suspense fallback={null}>
          <SyncSessionRunner key={user.id} userId={user.id} onDatabase={setDb} onStatus={setStatus} />
        </Suspense>
      )}
      {children}
    </SyncContext.Provider>
  )
}

/** The signed-in user's database, null until it is open (and for visitors). */
export function useSyncDatabase(): SyncDatabase | null {
  return useContext(SyncContext).db
}

/** The replication's status, null while there is none. */
export function useSyncStatus(): SyncStatus | null {
  return useContext(SyncContext).status
}

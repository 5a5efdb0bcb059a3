import { useEffect, useRef, useState } from 'react'
import type { Observable } from 'rxjs'
import type { SyncDatabase } from '../../../sync/client/database.ts'
import { useSyncDatabase } from './sync-provider.tsx'

/**
 * A live read of the user's replicated documents: `query` builds an RxDB observable from the open
 * database; the hook answers its latest value, or null while the database opens (or signed out).
 * `key` names the query: a new key starts a new one (the function itself may change every render).
 */
export function useSyncQuery<T>(key: string, query: (db: SyncDatabase) => Observable<T>): T | null {
  const db = useSyncDatabase()
  const build = useRef(query)
  build.current = query
  const [result, setResult] = useState<{ db: SyncDatabase; key: string; value: T } | null>(null)
  useEffect(() => {
    if (!db) return
    const subscription = build.current(db).subscribe((value) => setResult({ db, key, value }))
    return () => subscription.unsubscribe()
  }, [db, key])
  return result && result.db === db && result.key === key ? result.value : null
}

import { useEffect, useState } from 'react'
import { combineLatest } from 'rxjs'
import type { Estimate } from '../../../../domain/estimates/estimate.ts'
import { useAuth } from '../../../app/session/auth-provider.tsx'
import { useSyncDatabase } from '../../../app/sync/sync-provider.tsx'
import { estimatesOf, toEstimate } from './estimates-collection.ts'

export interface EstimatePage {
  /** The most recently changed first, at most `limit`. */
  estimates: Estimate[]
  /** How many the user has on this device. */
  total: number
}

/**
 * The signed-in user's estimates on this device, newest first, `limit` at a time (an installer may
 * hold thousands); null while the database opens.
 */
export function useEstimates(limit: number): EstimatePage | null {
  const db = useSyncDatabase()
  const { user } = useAuth()
  const ownerId = user?.id ?? null
  const [result, setResult] = useState<{ key: unknown; page: EstimatePage } | null>(null)
  useEffect(() => {
    if (!db || !ownerId) return
    const key = { db, limit }
    const collection = estimatesOf(db)
    const subscription = combineLatest([
      collection.find({ selector: { ownerId }, sort: [{ updatedAt: 'desc' }, { id: 'asc' }], limit }).$,
      collection.count({ selector: { ownerId } }).$,
    ]).subscribe(([docs, total]) => setResult({ key, page: { estimates: docs.map(toEstimate), total } }))
    return () => subscription.unsubscribe()
  }, [db, ownerId, limit])
  return result && (result.key as { db: unknown }).db === db ? result.page : null
}

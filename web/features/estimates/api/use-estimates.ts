import { useEffect, useState } from 'react'
import type { Estimate } from '../../../../domain/estimates/estimate.ts'
import { useAuth } from '../../auth/auth-provider.tsx'
import { useSyncDatabase } from '../../sync/sync-provider.tsx'
import { estimatesOf, toEstimate } from './estimates-collection.ts'

/** The signed-in user's estimates on this device, most recently changed first; null while the database opens. */
export function useEstimates(): Estimate[] | null {
  const db = useSyncDatabase()
  const { user } = useAuth()
  const ownerId = user?.id ?? null
  const [result, setResult] = useState<{ db: unknown; estimates: Estimate[] } | null>(null)
  useEffect(() => {
    if (!db || !ownerId) return
    const subscription = estimatesOf(db)
      .find({ selector: { ownerId }, sort: [{ updatedAt: 'desc' }, { id: 'asc' }] })
      .$.subscribe((docs) => setResult({ db, estimates: docs.map(toEstimate) }))
    return () => subscription.unsubscribe()
  }, [db, ownerId])
  return result && result.db === db ? result.estimates : null
}

import { useEffect, useState } from 'react'
import type { Estimate } from '../../../../domain/estimates/estimate.ts'
import { useSyncDatabase } from '../../../app/sync/sync-provider.tsx'
import { estimatesOf, toEstimate } from './estimates-collection.ts'

export type EstimateLookup =
  { state: 'loading' } | { state: 'missing' } | { state: 'found'; estimate: Estimate }

/** One estimate, kept current as this device and the replication change it. */
export function useEstimate(id: string): EstimateLookup {
  const db = useSyncDatabase()
  const [result, setResult] = useState<{ key: unknown; lookup: EstimateLookup } | null>(null)
  useEffect(() => {
    if (!db) return
    const key = { db, id }
    const subscription = estimatesOf(db)
      .findOne(id)
      .$.subscribe((doc) =>
        setResult({
          key,
          lookup: doc ? { state: 'found', estimate: toEstimate(doc) } : { state: 'missing' },
        }),
      )
    setResult(null)
    return () => subscription.unsubscribe()
  }, [db, id])
  return result?.lookup ?? { state: 'loading' }
}

import { combineLatest, map, NEVER } from 'rxjs'
import type { Estimate } from '../../../../domain/estimates/estimate.ts'
import { useAuth } from '../../../app/session/auth-provider.tsx'
import { useSyncQuery } from '../../../app/sync/use-sync-query.ts'
import { estimatesOf, toEstimate } from './estimates-collection.ts'
import { newestEstimates } from './newest-estimates.ts'

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
  const ownerId = useAuth().user?.id ?? null
  return useSyncQuery(`estimates:${ownerId}:${limit}`, (db) => {
    if (!ownerId) return NEVER
    const collection = estimatesOf(db)
    return combineLatest([
      newestEstimates(collection, ownerId, limit),
      collection.count({ selector: { ownerId } }).$,
    ]).pipe(map(([docs, total]): EstimatePage => ({ estimates: docs.map(toEstimate), total })))
  })
}

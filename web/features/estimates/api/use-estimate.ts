import { map } from 'rxjs'
import type { Estimate } from '../../../../domain/estimates/estimate.ts'
import { useSyncQuery } from '../../../app/sync/use-sync-query.ts'
import { estimatesOf, toEstimate } from './estimates-collection.ts'

export type EstimateLookup =
  { state: 'loading' } | { state: 'missing' } | { state: 'found'; estimate: Estimate }

/** One estimate, kept current as this device and the replication change it. */
export function useEstimate(id: string): EstimateLookup {
  const lookup = useSyncQuery(`estimate:${id}`, (db) =>
    estimatesOf(db)
      .findOne(id)
      .$.pipe(
        map((doc): EstimateLookup =>
          doc ? { state: 'found', estimate: toEstimate(doc) } : { state: 'missing' },
        ),
      ),
  )
  return lookup ?? { state: 'loading' }
}

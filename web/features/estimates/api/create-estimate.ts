import { useCallback } from 'react'
import { emptyEstimate, type Estimate, type EstimateWindow } from '../../../../domain/estimates/estimate.ts'
import { withDerived } from '../../../../domain/estimator/compute.ts'
import { useAuth } from '../../../app/session/auth-provider.tsx'
import { usePricingSheet } from '../../../app/pricing-sheet-store.ts'
import { useSyncDatabase } from '../../../app/sync/sync-provider.tsx'
import { estimatesOf } from './estimates-collection.ts'
import { newId } from './new-id.ts'
import { keepDataOnThisDevice } from '../../../app/device-storage.ts'

export interface NewEstimate {
  name: string
  customer?: string
  address?: string
  notes?: string
  windows?: Omit<EstimateWindow, 'id'>[]
}

/** Creates a draft estimate on this device (it syncs when it can); resolves to its id. */
export function useCreateEstimate(): ((input: NewEstimate) => Promise<string>) | null {
  const db = useSyncDatabase()
  const { user } = useAuth()
  const ownerId = user?.id
  const sheet = usePricingSheet()
  const create = useCallback(
    async (input: NewEstimate) => {
      if (!db || !ownerId) throw new Error('The offline database is not open')
      const estimate = withDerived(
        {
          ...emptyEstimate(newId(), ownerId, input.name, new Date()),
          customer: input.customer ?? '',
          address: input.address ?? '',
          notes: input.notes ?? '',
          windows: (input.windows ?? []).map((window) => ({ ...window, id: newId() })),
        },
        sheet,
      )
      const { _deleted: _, ...document } = estimate
      await estimatesOf(db).insert(document as Estimate)
      void keepDataOnThisDevice()
      return estimate.id
    },
    [db, ownerId, sheet],
  )
  return db && ownerId ? create : null
}

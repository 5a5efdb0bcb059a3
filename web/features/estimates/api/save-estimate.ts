import { useCallback } from 'react'
import {
  EstimateVersionSchema,
  NEW_WINDOW_DEFAULTS,
  withTotals,
  type Estimate,
  type EstimateWindow,
} from '../../../../domain/estimates/estimate.ts'
import { useSyncDatabase } from '../../sync/sync-provider.tsx'
import { estimatesOf } from './estimates-collection.ts'
import { newId } from './new-id.ts'

export type EstimateUpdate = (current: Estimate) => Estimate

/**
 * Applies a change to the stored estimate as it is now (not to a copy the form read earlier), so
 * that changes the replication brought in meanwhile are kept. Totals and the edit time are set
 * here. Resolves to false when the result would be invalid (nothing is written).
 */
export function useSaveEstimate(): (id: string, update: EstimateUpdate) => Promise<boolean> {
  const db = useSyncDatabase()
  return useCallback(
    async (id, update) => {
      if (!db) return false
      const doc = await estimatesOf(db).findOne(id).exec()
      if (!doc) return false
      let valid = true
      await doc.incrementalModify((data) => {
        const now = new Date().toISOString()
        const next = withTotals({ ...update({ ...data, _deleted: false }), editedAt: now, updatedAt: now })
        valid = EstimateVersionSchema.safeParse(next).success
        if (!valid) return data
        const { _deleted: _, ...stored } = next
        return { ...data, ...stored }
      })
      return valid
    },
    [db],
  )
}

export const patchEstimate =
  (patch: Partial<Pick<Estimate, 'name' | 'customer' | 'address' | 'notes'>>): EstimateUpdate =>
  (current) => ({ ...current, ...patch })

export const patchWindow =
  (windowId: string, patch: Partial<Omit<EstimateWindow, 'id'>>): EstimateUpdate =>
  (current) => ({
    ...current,
    windows: current.windows.map((window) => (window.id === windowId ? { ...window, ...patch } : window)),
  })

export const addWindow =
  (window: Omit<EstimateWindow, 'id'> = NEW_WINDOW_DEFAULTS): EstimateUpdate =>
  (current) => ({ ...current, windows: [...current.windows, { ...window, id: newId() }] })

export const removeWindow =
  (windowId: string): EstimateUpdate =>
  (current) => ({ ...current, windows: current.windows.filter((window) => window.id !== windowId) })

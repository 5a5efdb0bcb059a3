import { useCallback } from 'react'
import {
  ESTIMATE_LIMITS,
  EstimateVersionSchema,
  NEW_WINDOW_DEFAULTS,
  type Estimate,
  type EstimateWindow,
} from '../../../../domain/estimates/estimate.ts'
import { withDerived } from '../../../../domain/estimator/compute.ts'
import { effectiveSize } from '../../../../domain/estimator/measure.ts'
import { DEFAULT_PRICING_SHEET, type PricingSheet } from '../../../../domain/estimator/pricing.ts'
import { usePricingSheet } from '../../../app/pricing-sheet-store.ts'
import { useSyncDatabase } from '../../../app/sync/sync-provider.tsx'
import { estimatesOf } from './estimates-collection.ts'
import { newId } from './new-id.ts'

/** A change to an estimate, applied to the stored version of the moment. */
export type EstimateUpdate = (current: Estimate) => Estimate

/**
 * The estimate after `update`, with totals and edit times set and priced with `sheet` (the device's:
 * the server prices a synced estimate again with its own); null when the result would be invalid
 * (then nothing should be written). One rule for every place an estimate lives: synced, local, sample.
 */
export function applyUpdate(
  current: Estimate,
  update: EstimateUpdate,
  now = new Date(),
  sheet: PricingSheet = DEFAULT_PRICING_SHEET,
): Estimate | null {
  const at = now.toISOString()
  const next = { ...update(current), editedAt: at, updatedAt: at }
  // Checked before deriving: the estimator only prices valid windows.
  return EstimateVersionSchema.safeParse(next).success ? withDerived(next, sheet) : null
}

/**
 * Applies a change to the stored estimate as it is now (not to a copy the form read earlier), so
 * that changes the replication brought in meanwhile are kept. Resolves to false when the result would
 * be invalid (nothing is written).
 */
export function useSaveEstimate(): (id: string, update: EstimateUpdate) => Promise<boolean> {
  const db = useSyncDatabase()
  const sheet = usePricingSheet()
  return useCallback(
    async (id, update) => {
      if (!db) return false
      const doc = await estimatesOf(db).findOne(id).exec()
      if (!doc) return false
      let valid = true
      await doc.incrementalModify((data) => {
        const next = applyUpdate({ ...data, _deleted: false }, update, new Date(), sheet)
        valid = next !== null
        if (!next) return data
        const { _deleted: _, ...stored } = next
        return { ...data, ...stored }
      })
      return valid
    },
    [db, sheet],
  )
}

/** Deletes an estimate on this device; the deletion replicates like any change. */
export function useDeleteEstimate(): (id: string) => Promise<void> {
  const db = useSyncDatabase()
  return useCallback(
    async (id) => {
      await (await estimatesOf(db!).findOne(id).exec())?.remove()
    },
    [db],
  )
}

export const patchEstimate =
  (patch: Partial<Pick<Estimate, 'name' | 'customer' | 'address' | 'notes' | 'status'>>): EstimateUpdate =>
  (current) => ({ ...current, ...patch })

type WindowFields = Partial<Omit<EstimateWindow, 'id'>>

/**
 * A change to one window: fields, or fields worked out from the window as stored. Two readings
 * saved in quick succession are both kept only if the second is applied to the window the first
 * left, not to the one on screen when it was typed.
 */
export type WindowPatch = WindowFields | ((window: EstimateWindow) => WindowFields)

export const patchWindow =
  (windowId: string, patch: WindowPatch): EstimateUpdate =>
  (current) => ({
    ...current,
    windows: current.windows.map((window) =>
      window.id === windowId
        ? { ...window, ...(typeof patch === 'function' ? patch(window) : patch) }
        : window,
    ),
  })

/** One of the three-point readings changed; the window's size is the smallest of each. */
export const withReading =
  (side: 'widths' | 'heights', index: number, value: number): WindowPatch =>
  ({ readings }) => {
    if (!readings) return {}
    const next = { ...readings, [side]: readings[side].map((old, i) => (i === index ? value : old)) }
    return { readings: next, ...effectiveSize(next) }
  }

export const addWindow =
  (window: Omit<EstimateWindow, 'id'> = NEW_WINDOW_DEFAULTS): EstimateUpdate =>
  (current) => ({ ...current, windows: [...current.windows, { ...window, id: newId() }] })

/** A copy of the window right after it, under a new id; its label says it is a copy only when it had one. */
export const duplicateWindow =
  (windowId: string, copyLabel: (label: string) => string): EstimateUpdate =>
  (current) => {
    const index = current.windows.findIndex((window) => window.id === windowId)
    const original = current.windows[index]
    if (!original) return current
    const copy = { ...original, id: newId(), label: original.label && copyLabel(original.label) }
    return { ...current, windows: current.windows.toSpliced(index + 1, 0, copy) }
  }

export const removeWindow =
  (windowId: string): EstimateUpdate =>
  (current) => ({ ...current, windows: current.windows.filter((window) => window.id !== windowId) })

/** Puts a removed window back where it was (Undo); nothing changes if it is there already. */
export const restoreWindow =
  (window: EstimateWindow, index: number): EstimateUpdate =>
  (current) =>
    current.windows.some((existing) => existing.id === window.id)
      ? current
      : { ...current, windows: current.windows.toSpliced(Math.min(index, current.windows.length), 0, window) }

/**
 * Puts a removed photo back in its place on its window (Undo). Nothing changes when it is there
 * already, when the window is gone, or when the window has since been filled up with photos.
 */
export const restorePhoto =
  (windowId: string, photoId: string, index: number): EstimateUpdate =>
  (current) => ({
    ...current,
    windows: current.windows.map((window) =>
      window.id !== windowId ||
      window.photos.includes(photoId) ||
      window.photos.length >= ESTIMATE_LIMITS.photos
        ? window
        : { ...window, photos: window.photos.toSpliced(Math.min(index, window.photos.length), 0, photoId) },
    ),
  })

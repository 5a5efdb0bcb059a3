import { useCallback } from 'react'
import { chooseVersion } from '../../../../domain/estimates/conflict-choice.ts'
import type { ConflictChoice, EstimateHistoryEntry } from '../../../../domain/estimates/estimate.ts'
import { useAuth } from '../../../app/session/auth-provider.tsx'
import { newId } from './new-id.ts'
import { useSaveEstimate } from './save-estimate.ts'

export interface VersionChoice {
  estimateId: string
  /** The history entry the person compared the estimate with. */
  entry: EstimateHistoryEntry
  choice: ConflictChoice
  /** The label of a window that joins from the other version ("both"), given its own. */
  otherLabel: (label: string) => string
}

/**
 * Settles a conflict the way the person chose, through the ordinary save: it works offline, and the
 * settled entry replicates, so the question goes away on every device. Resolves to false when the
 * result would be invalid (nothing is written).
 */
export function useChooseVersion(): (choice: VersionChoice) => Promise<boolean> {
  const save = useSaveEstimate()
  const userId = useAuth().user?.id
  return useCallback(
    async ({ estimateId, entry, choice, otherLabel }) => {
      if (!userId) return false
      const chooser = { at: new Date().toISOString(), by: userId, newId, otherLabel }
      return save(estimateId, (current) => chooseVersion(current, entry, choice, chooser))
    },
    [save, userId],
  )
}

import { useOutboxCounts } from '../connectivity.ts'
import { useUpdateHold } from '../update-holds.ts'
import { useSyncStatus } from './sync-provider.tsx'

/** An update of the app waits while anything made on this device has not reached the server. */
export function useUnsentWorkHold(): void {
  const waiting = useOutboxCounts().waiting + (useSyncStatus()?.pendingChanges ?? 0)
  useUpdateHold('unsent', waiting > 0)
}

import { lowStock, type LowStockItem } from '../../../domain/inventory/ledger.ts'
import type { HubId } from '../../../domain/hubs/hubs.ts'
import { useSyncQuery } from '../../app/sync/use-sync-query.ts'
import { allRolls$ } from './collection.ts'

export type { LowStockItem }

/**
 * Shared (team dashboards): the products under their hub's low-stock threshold, from the replicated
 * inventory collection, so it answers offline. `hubId` narrows to one hub. Null while the device's
 * database opens (or for a user who does not replicate inventory: not team, not admin); 'noRolls'
 * while no roll has reached the device (before its first sync), when nothing can be said of stock.
 */
export function useLowStock(hubId?: HubId): LowStockItem[] | 'noRolls' | null {
  const rolls = useSyncQuery(`inventory-rolls`, allRolls$)
  if (!rolls) return null
  return rolls.length === 0 ? 'noRolls' : lowStock(rolls, hubId)
}

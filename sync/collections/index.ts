import type { SyncCollection } from '../collection.ts'
import type { SyncDocument } from '../protocol.ts'
import { estimatesCollection } from './estimates.ts'
import { ordersCollection } from './orders.ts'

/**
 * Every replicated collection. RxDB's open-source build opens at most 13 collections per process:
 * keep this list at 10 or fewer (DESIGN.md "Sync").
 */
export const SYNC_COLLECTIONS: readonly SyncCollection<SyncDocument>[] = [
  estimatesCollection,
  ordersCollection,
]

export function findCollection(name: string): SyncCollection<SyncDocument> | undefined {
  return SYNC_COLLECTIONS.find((collection) => collection.name === name)
}

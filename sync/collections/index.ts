import type { SyncCollection } from '../collection.ts'
import type { SyncDocument } from '../protocol.ts'
import { bidsCollection } from './bids.ts'
import { estimatesCollection } from './estimates.ts'
import { inventoryCollection } from './inventory.ts'
import { eventsCollection } from './events.ts'
import { jobsCollection } from './jobs.ts'
import { messagesCollection } from './messages.ts'
import { notificationsCollection } from './notifications.ts'
import { ordersCollection } from './orders.ts'

/**
 * Every replicated collection. RxDB's open-source build opens at most 13 collections per process:
 * keep this list at 10 or fewer (DESIGN.md "Sync").
 */
export const SYNC_COLLECTIONS: readonly SyncCollection<SyncDocument>[] = [
  estimatesCollection,
  ordersCollection,
  jobsCollection,
  bidsCollection,
  messagesCollection,
  notificationsCollection,
  eventsCollection,
  inventoryCollection,
]

export function findCollection(name: string): SyncCollection<SyncDocument> | undefined {
  return SYNC_COLLECTIONS.find((collection) => collection.name === name)
}

import type { RxCollection, RxDocument } from 'rxdb'
import type { BidDocument } from '../../../../domain/marketplace/bid.ts'
import type { JobDocument } from '../../../../domain/marketplace/job.ts'
import type { MessageDocument } from '../../../../domain/marketplace/message.ts'
import type { NotificationDocument } from '../../../../domain/marketplace/notification.ts'
import type { SyncDatabase } from '../../../../sync/client/database.ts'

/* The marketplace's collections of the user's database (types only: RxDB loads with the sync engine). */

interface MarketplaceDocuments {
  jobs: JobDocument
  bids: BidDocument
  messages: MessageDocument
  notifications: NotificationDocument
}

export function collectionOf<N extends keyof MarketplaceDocuments>(
  db: SyncDatabase,
  name: N,
): RxCollection<MarketplaceDocuments[N]> {
  return db.rx.collections[name] as unknown as RxCollection<MarketplaceDocuments[N]>
}

/** Stored documents as the domain sees them. */
export function plain<T>(docs: readonly RxDocument<T>[]): T[] {
  return docs.map((doc) => ({ ...(doc.toMutableJSON() as T), _deleted: false }))
}

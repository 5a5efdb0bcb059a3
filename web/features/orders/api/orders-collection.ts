import type { RxCollection } from 'rxdb'
import type { OrderDocument } from '../../../../domain/shop/order-document.ts'
import type { SyncDatabase } from '../../../../sync/client/database.ts'

/** The orders collection of the user's database (types only: RxDB itself loads with the sync engine). */
export function ordersOf(db: SyncDatabase): RxCollection<OrderDocument> {
  return db.rx.collections['orders'] as unknown as RxCollection<OrderDocument>
}

/** A stored document as the domain sees it. */
export function toOrderDocument(doc: { toMutableJSON(): unknown }): OrderDocument {
  return { ...(doc.toMutableJSON() as OrderDocument), _deleted: false }
}

import type { RxCollection } from 'rxdb'
import type { Estimate } from '../../../../domain/estimates/estimate.ts'
import type { SyncDatabase } from '../../../../sync/client/database.ts'

/** The estimates collection of the user's database (types only: RxDB itself loads with the sync engine). */
export function estimatesOf(db: SyncDatabase): RxCollection<Estimate> {
  return db.rx.collections['estimates'] as unknown as RxCollection<Estimate>
}

/** A stored document as the domain sees it. */
export function toEstimate(doc: { toMutableJSON(): unknown }): Estimate {
  return { ...(doc.toMutableJSON() as Estimate), _deleted: false }
}

import type { RxCollection } from 'rxdb'
import type { Observable } from 'rxjs'
import { map } from 'rxjs'
import type { RollDocument } from '../../../domain/inventory/roll.ts'
import type { SyncDatabase } from '../../../sync/client/database.ts'

/* The user's replicated film rolls (sync/collections/inventory.ts); types only, RxDB loads with sync. */

function inventoryOf(db: SyncDatabase): RxCollection<RollDocument> {
  return db.rx.collections.inventory as unknown as RxCollection<RollDocument>
}

/** Every roll on the device, live, as the domain sees them. */
export function allRolls$(db: SyncDatabase): Observable<RollDocument[]> {
  return inventoryOf(db)
    .find()
    .$.pipe(map((docs) => docs.map((doc) => ({ ...(doc.toMutableJSON() as RollDocument), _deleted: false }))))
}

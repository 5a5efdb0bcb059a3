import type { SyncCollection } from '../../../sync/collection.ts'
import type { SyncDocument } from '../../../sync/protocol.ts'
import { createChangeNotifier, type ChangeNotifier } from '../../../sync/server/notifier.ts'
import type { Db } from '../../db/client.ts'

/*
 * Who tells the sync streams that documents were written. Pushes are not the only writers: a
 * feature may write replicated documents itself (orders, from its own tables), so the notifier
 * belongs to the database rather than to the sync routes. One per database in this process: each
 * test app, with its own in-memory database, has its own.
 */

const notifiers = new WeakMap<Db, ChangeNotifier>()

/** The change notifier of `db`: the streams subscribe to it, writers publish to it. */
export function changesOf(db: Db): ChangeNotifier {
  let notifier = notifiers.get(db)
  if (!notifier) {
    notifier = createChangeNotifier()
    notifiers.set(db, notifier)
  }
  return notifier
}

/**
 * For a feature that writes documents of `collection` inside its own transaction: publishes them
 * once that transaction has committed. better-sqlite3 transactions run synchronously, so a
 * microtask runs after the outermost one has ended; a document whose row no longer holds the
 * version written (the transaction rolled back) is not announced.
 */
export function publishWhenCommitted(
  db: Db,
  collection: SyncCollection<SyncDocument>,
  docs: readonly SyncDocument[],
): void {
  queueMicrotask(() => {
    if (!db.open || db.inTransaction) return
    const table = collection.table.name
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) return
    const stored = db.prepare(`SELECT updated_at FROM ${table} WHERE id = ?`).pluck()
    const committed = docs.filter((doc) => stored.get(doc.id) === doc.updatedAt)
    if (committed.length > 0) changesOf(db).publish(collection, committed)
  })
}

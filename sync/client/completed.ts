import type { SyncDocument } from '../protocol.ts'

/*
 * The server's completed versions of documents this device pushed (PushResponse in sync/protocol.ts).
 * RxDB writes a version a push answers with only through its conflict path, so the push handler hands
 * them over as conflicts and the conflict handler recognises them here and takes them whole: a merge
 * would treat the device's own edit as a rival and keep it in the history as a lost version.
 */

/** Far more than one push batch; only a replication cancelled between answer and resolution leaves some. */
const REMEMBERED_MAX = 5000

const completed = new Set<string>()

const keyOf = (collection: string, doc: SyncDocument) => `${collection}\n${doc.id}\n${doc.updatedAt}`

export function rememberCompleted(collection: string, docs: readonly SyncDocument[]): void {
  for (const doc of docs) completed.add(keyOf(collection, doc))
  for (const key of completed) {
    if (completed.size <= REMEMBERED_MAX) break
    completed.delete(key)
  }
}

/** Whether `doc` is the server's completed version of a push of this device (asked once per version). */
export function takeCompleted(collection: string, doc: SyncDocument): boolean {
  return completed.delete(keyOf(collection, doc))
}

import { Subject, type Subscription } from 'rxjs'
import {
  getChangedDocumentsSince,
  getComposedPrimaryKeyOfDocumentData,
  type RxCollection,
  type RxDocumentData,
  type RxStorageInstance,
  type RxStorageReplicationMeta,
} from 'rxdb'
import type { RxReplicationState } from 'rxdb/plugins/replication'
import type { SyncDocument } from '../protocol.ts'

/*
 * "Pending changes": documents whose local state differs from the last state the server confirmed.
 * RxDB decides what to push by exactly this comparison (the fork document against the assumed master
 * state in the replication's meta instance, with the collection's `isEqual`), but does not expose a
 * count; this repeats the comparison for the documents that can have changed.
 */

type MetaInstance = RxStorageInstance<
  RxStorageReplicationMeta<SyncDocument, unknown>,
  unknown,
  unknown,
  unknown
>

const SCAN_PAGE = 500

/** The context RxDB's replication writes pulled documents with ('replication-downstream-<checkpoint key>'). */
const DOWNSTREAM_CONTEXT = 'replication-downstream-'

/** The document as the protocol compares it: without RxDB's local bookkeeping. */
function docState(doc: RxDocumentData<SyncDocument>): SyncDocument {
  const { _meta: _m, _rev: _r, _attachments: _a, ...state } = doc
  return state
}

export interface PendingCounter {
  readonly count: number
  /** The documents whose local state the server has not acknowledged, by id. */
  readonly ids: readonly string[]
  readonly changes: Subject<number>
  stop(): void
}

/**
 * What the write events that queued a document said of it: its local state (a local write's), or
 * the server's (RxDB recording it), so that checking it reads only the other one.
 */
interface Known {
  local?: SyncDocument
  master?: SyncDocument
}

export function countPendingChanges<C>(
  collection: RxCollection<SyncDocument>,
  replication: RxReplicationState<SyncDocument, C>,
): PendingCounter {
  const pending = new Set<string>()
  const changes = new Subject<number>()
  const queued = new Map<string, Known>()
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const subscriptions: Subscription[] = []

  async function evaluate(batch: Map<string, Known>): Promise<void> {
    const meta = replication.metaInstance as MetaInstance | undefined
    if (!meta || batch.size === 0 || stopped) return
    const unknown = (side: keyof Known) => [...batch].flatMap(([id, known]) => (known[side] ? [] : [id]))
    const [locals, masters] = await Promise.all([
      collection.storageInstance.findDocumentsById(unknown('local'), true),
      meta.findDocumentsById(
        unknown('master').map((itemId) =>
          getComposedPrimaryKeyOfDocumentData(meta.schema, { itemId, isCheckpoint: '0' }),
        ),
        true,
      ),
    ])
    const localById = new Map(locals.map((doc) => [doc.id, docState(doc)]))
    const masterById = new Map(masters.map((doc) => [doc.itemId, doc.docData]))
    for (const [id, known] of batch) {
      const local = known.local ?? localById.get(id)
      const master = known.master ?? masterById.get(id)
      const differs =
        local !== undefined && (!master || !collection.conflictHandler.isEqual(master, local, 'pending'))
      if (differs) pending.add(id)
      else pending.delete(id)
    }
    changes.next(pending.size)
  }

  /**
   * Evaluations run one after another, each over every document queued meanwhile, with the latest
   * state each side's events told of it.
   */
  function schedule(documents: Iterable<[id: string, known: Known]>) {
    for (const [id, known] of documents) queued.set(id, { ...queued.get(id), ...known })
    running = running.then(async () => {
      const batch = new Map(queued)
      queued.clear()
      await evaluate(batch).catch(() => undefined) // a closed storage during logout: nothing left to count
    })
  }

  /** Every document once, deleted ones included (an unpushed deletion is a pending change too). */
  async function scanAll(): Promise<void> {
    let checkpoint: unknown
    for (;;) {
      const page = await getChangedDocumentsSince(collection.storageInstance, SCAN_PAGE, checkpoint)
      schedule(page.documents.map((doc) => [doc.id, { local: docState(doc) }]))
      if (page.documents.length < SCAN_PAGE) return
      checkpoint = page.checkpoint
    }
  }

  subscriptions.push(
    // Local writes, with the state written. Pulled documents are written before RxDB records them as
    // the server's state, so checking them here would count every download as a change; the meta
    // write below settles them.
    collection.storageInstance.changeStream().subscribe((bulk) => {
      if (bulk.context.startsWith(DOWNSTREAM_CONTEXT)) return
      schedule(
        bulk.events.map((event) => [event.documentId, { local: docState(event.documentData) }] as const),
      )
    }),
  )
  // The meta instance exists once the replication has started.
  void replication.startPromise
    .then(() => {
      const meta = replication.metaInstance as MetaInstance | undefined
      if (stopped || !meta) return
      // The server's state of a document was recorded (after a push or a pull): re-check the pending
      // ones, which it may settle. It cannot make another one pending: RxDB records a server state
      // only together with the same state in the document (a pull), or for the state it just pushed;
      // a local write in between is a write of its own, checked above. Re-reading every pulled
      // document here doubled the reads of a first sync. The document itself is read again: a pull
      // may have rewritten it since its last local write (one it had, in fact, already sent).
      subscriptions.push(
        meta.changeStream().subscribe((bulk) =>
          schedule(
            bulk.events.flatMap((event) => {
              const { isCheckpoint, itemId, docData } = event.documentData
              return isCheckpoint === '0' && (pending.has(itemId) || queued.has(itemId))
                ? [[itemId, { master: docData, local: undefined }] as const]
                : []
            }),
          ),
        ),
      )
      return scanAll()
    })
    .catch(() => undefined)

  return {
    get count() {
      return pending.size
    },
    get ids() {
      return [...pending].sort()
    },
    changes,
    stop() {
      stopped = true
      for (const subscription of subscriptions) subscription.unsubscribe()
      changes.complete()
    },
  }
}

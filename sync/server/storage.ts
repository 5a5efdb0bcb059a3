import type { TableMapping, VisibleScope } from '../collection.ts'
import type { Checkpoint, SyncDocument } from '../protocol.ts'

/**
 * What the protocol needs from a database. api/features/sync/sync.repo.ts implements it on SQLite,
 * memory-storage.ts in memory for unit tests; a PostgreSQL adapter would implement the same three
 * methods. Promises, so that asynchronous drivers fit; the write decision itself is synchronous and
 * pure, so that every driver can run it inside its own transaction.
 */
export interface SyncStorage {
  /** Documents in `scope` strictly after `after` in (updatedAt, id) order, at most `limit`, as stored. */
  pull(
    table: TableMapping,
    scope: VisibleScope,
    after: Checkpoint | null,
    limit: number,
  ): Promise<StoredDocument[]>

  /**
   * Reads the stored versions of `ids` and the collection's latest updatedAt, calls `decide`, and stores
   * what it returns, all in one transaction that no other write interleaves with: the versions `decide`
   * saw are still current when its writes land, and a throw from `decide` writes nothing at all.
   */
  write<T extends SyncDocument, R>(
    table: TableMapping,
    ids: readonly string[],
    decide: WriteDecision<T, R>,
  ): Promise<R>

  /** Whether some document in `scope` refers to `attachmentId`. */
  referencesAttachment(table: TableMapping, scope: VisibleScope, attachmentId: string): Promise<boolean>
}

/**
 * A document as the storage keeps it: the JSON text it was written as, and its position in the
 * change feed. A pull sends the text on as it is: every stored document passed the collection's
 * schema on its way in, and parsing it only to write it out again is work for nothing.
 */
interface StoredDocument {
  id: string
  updatedAt: string
  json: string
}

export interface DocumentWrite<T> {
  doc: T
  /** Attachment ids the document refers to, replacing those it referred to before. */
  attachments: readonly string[]
}

export type WriteDecision<T, R> = (
  stored: ReadonlyMap<string, T>,
  latestUpdatedAt: string | null,
) => { writes: readonly DocumentWrite<T>[]; result: R }

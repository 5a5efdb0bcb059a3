import type { SessionUser } from '../../domain/auth/roles.ts'
import {
  addRxPlugin,
  createRxDatabase,
  removeRxDatabase,
  type RxCollection,
  type RxConflictHandler,
  type RxDatabase,
  type RxJsonSchema,
  type RxStorage,
  type WithDeleted,
} from 'rxdb'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import type { SyncCollection } from '../collection.ts'
import { SYNC_COLLECTIONS } from '../collections/index.ts'
import { isSameDocument, type ConflictRule } from '../conflicts.ts'
import type { SyncDocument } from '../protocol.ts'
import { takeCompleted } from './completed.ts'
import { createPhotoStore, deletePhotoStore, type IndexedDbApi, type PhotoStore } from './photos.ts'

// Collections whose schema changed migrate a device's stored documents when the database opens.
addRxPlugin(RxDBMigrationSchemaPlugin)

/*
 * The browser's replicated documents: one RxDB database per signed-in user on IndexedDB (Dexie
 * storage), with every collection of sync/collections. Photo bytes live beside it in a small Dexie
 * database of their own (photos.ts), because photos are shared by id across documents and travel
 * through their own endpoints.
 */

type SyncCollections = Record<string, RxCollection<SyncDocument>>
type SyncRxDatabase = RxDatabase<SyncCollections>

export interface SyncDatabase {
  /** The database name, also the prefix of the photo store's. */
  name: string
  rx: SyncRxDatabase
  photos: PhotoStore
  /** Whom conflict resolutions are attributed to (history entries' `by`). */
  userId: string
  /** Closes the database and the photo store; the data stays on the device. */
  close(): Promise<void>
}

export interface SyncDatabaseOptions {
  userId: string
  /** Defaults to `syncDatabaseName(userId)`; tests give two devices of one user names of their own. */
  name?: string
  /** Where IndexedDB comes from: the browser's by default, fake-indexeddb's in Node tests. */
  idb?: IndexedDbApi
  /** Overrides the RxDB storage (tests wrap it with schema validation); defaults to Dexie on `idb`. */
  storage?: RxStorage<unknown, unknown>
  /** Several tabs share the database and elect one to replicate. Default true; tests use false. */
  multiInstance?: boolean
  /** The clock of conflict resolutions' history entries. */
  now?: () => Date
  /**
   * Opens only the collections this user may read (what startReplication replicates for them);
   * all by default. Tests with two devices open at once use it: RxDB's open-source build allows
   * 13 collections per process (DESIGN.md), and two devices with every collection pass that.
   */
  onlyReadableBy?: SessionUser
}

/** One database per user, so that signing in as someone else never shows the previous user's documents. */
export function syncDatabaseName(userId: string): string {
  return `ss-${userId}`
}

export function dexieStorage(idb?: IndexedDbApi): RxStorage<unknown, unknown> {
  return getRxStorageDexie(idb ? { indexedDB: idb.indexedDB, IDBKeyRange: idb.IDBKeyRange } : {})
}

/**
 * A pull-only collection has no edits of the device to keep (it never pushes, and has no `history`):
 * should RxDB ever ask, the server's version is the document.
 */
const serverWins: ConflictRule<SyncDocument> = (_base, _local, remote) => remote

/** RxDB's conflict handler for `collection`, with the rule its definition declares. */
export function conflictHandlerFor(
  collection: SyncCollection<SyncDocument>,
  userId: string,
  now: () => Date = () => new Date(),
): RxConflictHandler<SyncDocument> {
  // The protocol only ever hands a rule documents of its own collection, which the server validated.
  const resolve = collection.pullOnly ? serverWins : collection.conflict
  return {
    // Synchronous and cheap, as RxDB asks: it runs on every push and pull.
    isEqual: (a, b) => isSameDocument(a, b),
    resolve: ({ assumedMasterState, newDocumentState, realMasterState }) => {
      // The server stored this device's change and completed it: nothing to merge.
      if (takeCompleted(collection.name, realMasterState)) return Promise.resolve(realMasterState)
      const context = { at: now().toISOString(), by: userId }
      return Promise.resolve(
        resolve(
          assumedMasterState ?? null,
          newDocumentState,
          realMasterState,
          context,
        ) as WithDeleted<SyncDocument>,
      )
    },
  }
}

export async function createSyncDatabase(options: SyncDatabaseOptions): Promise<SyncDatabase> {
  const name = options.name ?? syncDatabaseName(options.userId)
  const rx = await createRxDatabase<SyncCollections>({
    name,
    storage: options.storage ?? dexieStorage(options.idb),
    multiInstance: options.multiInstance ?? true,
    // The replication's own writes are many and small; event-reduce keeps queries cheap under them.
    eventReduce: true,
  })
  try {
    await rx.addCollections(
      Object.fromEntries(
        SYNC_COLLECTIONS.filter(
          (collection) =>
            !options.onlyReadableBy || collection.access.readScope(options.onlyReadableBy).kind !== 'none',
        ).map((collection) => [
          collection.name,
          {
            // The shared schema is declared without RxDB's types (the server does not install RxDB).
            schema: collection.jsonSchema as unknown as RxJsonSchema<SyncDocument>,
            migrationStrategies: collection.migrations ?? {},
            conflictHandler: conflictHandlerFor(collection, options.userId, options.now),
          },
        ]),
      ),
    )
  } catch (error) {
    await rx.close()
    throw error
  }
  const photos = createPhotoStore(name, options.idb)
  return {
    name,
    rx,
    photos,
    userId: options.userId,
    async close() {
      await rx.close()
      photos.close()
    },
  }
}

/**
 * Removes a user's documents and photos from the device: on logout and when another user signs in.
 * Close the database (and stop its replication) first. Unpushed changes are lost with it, so the web
 * should warn when the status still counts pending changes.
 */
export async function wipeUserData(
  name: string,
  options: { idb?: IndexedDbApi; storage?: RxStorage<unknown, unknown> } = {},
): Promise<void> {
  await removeRxDatabase(name, options.storage ?? dexieStorage(options.idb), false)
  await deletePhotoStore(name, options.idb)
}

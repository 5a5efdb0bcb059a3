import {
  createSyncDatabase,
  syncDatabaseName,
  wipeUserData,
  type SyncDatabase,
} from '../../../sync/client/database.ts'
import type { SessionUser } from '../../../domain/auth/roles.ts'
import { startReplication, type SyncStatus } from '../../../sync/client/replication.ts'
import { eventSourceTransport } from '../../../sync/client/stream.ts'
import { fromEvent } from 'rxjs'
import { deleteOfflineDocuments } from '../offline-documents.ts'

/*
 * The heavy half of the sync provider (RxDB, Dexie, the replication): loaded with import() only
 * once a user is signed in, so the public pages never download it.
 */

export interface SyncSession {
  db: SyncDatabase
  /** Downloads a referenced photo the device lacks (the replication's own request): false when the server has none for this user. */
  fetchPhoto(collection: string, id: string): Promise<boolean>
  /** Stops the replication and closes the database; safe to call more than once. */
  stop(): Promise<void>
}

/** Opens the user's database on this device and starts replicating it with this origin. */
export async function startSync(
  user: SessionUser,
  onStatus: (status: SyncStatus) => void,
): Promise<SyncSession> {
  const db = await createSyncDatabase({ userId: user.id })
  let replication
  try {
    replication = startReplication(db, {
      baseUrl: location.origin,
      stream: eventSourceTransport,
      networkBack: fromEvent(window, 'online'),
      user,
      onStatus,
    })
  } catch (error) {
    await db.close()
    throw error
  }
  onStatus(replication.status)
  let stopping: Promise<void> | null = null
  return {
    db,
    fetchPhoto: (collection, id) => replication.fetchPhoto(collection, id),
    stop() {
      stopping ??= (async () => {
        await replication.stop()
        await db.close()
      })()
      return stopping
    },
  }
}

/** Removes a user's documents and photos, and the quote documents kept offline, from this device (close their database first). */
export async function wipeSync(userId: string): Promise<void> {
  const name = syncDatabaseName(userId)
  await Promise.all([wipeUserData(name), deleteOfflineDocuments()])
  // RxDB's removal empties the Dexie databases but leaves them (names and all) in the browser:
  // delete whatever is left of this user's. A blocked deletion finishes when the last tab closes it.
  const prefix = `rxdb-dexie-${name}--`
  const left = (await indexedDB.databases()).flatMap((database) =>
    database.name?.startsWith(prefix) ? [database.name] : [],
  )
  await Promise.all(
    left.map(
      (database) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase(database)
          request.onsuccess = () => resolve()
          request.onblocked = () => resolve()
          request.onerror = () => reject(request.error ?? new Error(`Could not delete ${database}`))
        }),
    ),
  )
}

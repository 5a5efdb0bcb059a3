import { Dexie, type Table } from 'dexie'
import { ATTACHMENT_MIMES, type AttachmentMime } from '../protocol.ts'

/*
 * Photo bytes on the device, outside RxDB: documents refer to photos by id (SHA-256 of the bytes), the
 * same photo may appear in several documents and in history, and bytes cross HTTP through the
 * attachment endpoints rather than inside pushed documents. RxDB attachments would tie a photo to one
 * document and put Blobs into push rows; a plain Dexie table keyed by id avoids both.
 */

/** Where IndexedDB comes from; fake-indexeddb provides both in Node. */
export interface IndexedDbApi {
  indexedDB: IDBFactory
  IDBKeyRange: typeof IDBKeyRange
}

interface StoredPhoto {
  id: string
  mime: AttachmentMime
  bytes: Uint8Array<ArrayBuffer>
  /** 1 once the server confirmed it has the bytes (a number, because IndexedDB cannot index booleans). */
  uploaded: 0 | 1
}

export interface PhotoStore {
  /** Stores bytes taken on this device and returns their id; the upload happens before the first push that refers to them. */
  add(bytes: Uint8Array<ArrayBuffer>, mime: AttachmentMime): Promise<string>
  /** Stores bytes that came from the server (already uploaded). */
  putDownloaded(id: string, bytes: Uint8Array<ArrayBuffer>, mime: AttachmentMime): Promise<void>
  get(id: string): Promise<StoredPhoto | undefined>
  /** Of `ids`, those without bytes on the device. */
  missing(ids: readonly string[]): Promise<string[]>
  /** Of `ids`, the photos taken here that the server has not confirmed yet. */
  notUploaded(ids: readonly string[]): Promise<StoredPhoto[]>
  markUploaded(id: string): Promise<void>
  close(): void
}

const photoDatabaseName = (databaseName: string) => `${databaseName}-photos`

class PhotoDatabase extends Dexie {
  photos!: Table<StoredPhoto, string>

  constructor(name: string, idb?: IndexedDbApi) {
    super(name, idb ? { indexedDB: idb.indexedDB, IDBKeyRange: idb.IDBKeyRange } : {})
    this.version(1).stores({ photos: 'id, uploaded' })
  }
}

/** Lower-case hex SHA-256, the id the server checks an upload against. */
export async function photoId(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function isAttachmentMime(value: unknown): value is AttachmentMime {
  return typeof value === 'string' && (ATTACHMENT_MIMES as readonly string[]).includes(value)
}

export function createPhotoStore(databaseName: string, idb?: IndexedDbApi): PhotoStore {
  const db = new PhotoDatabase(photoDatabaseName(databaseName), idb)
  return {
    async add(bytes, mime) {
      const id = await photoId(bytes)
      // Keep the upload flag of bytes we already have: re-adding a photo must not upload it again.
      const existing = await db.photos.get(id)
      if (!existing) await db.photos.put({ id, mime, bytes, uploaded: 0 })
      return id
    },
    async putDownloaded(id, bytes, mime) {
      await db.photos.put({ id, mime, bytes, uploaded: 1 })
    },
    get: (id) => db.photos.get(id),
    async missing(ids) {
      // Most pulled pages refer to no photo: no transaction (nor the store's opening) for nothing.
      if (ids.length === 0) return []
      const found = await db.photos.bulkGet([...ids])
      return ids.filter((_, i) => found[i] === undefined)
    },
    async notUploaded(ids) {
      if (ids.length === 0) return []
      const found = await db.photos.bulkGet([...ids])
      return found.filter((photo): photo is StoredPhoto => photo !== undefined && photo.uploaded === 0)
    },
    async markUploaded(id) {
      await db.photos.update(id, { uploaded: 1 })
    },
    close: () => db.close(),
  }
}

export async function deletePhotoStore(databaseName: string, idb?: IndexedDbApi): Promise<void> {
  await new PhotoDatabase(photoDatabaseName(databaseName), idb).delete()
}

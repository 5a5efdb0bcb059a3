import { Dexie } from 'dexie'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, beforeAll } from 'vitest'
import { DeviceDatabase } from '../app/device-db.ts'
import type { NewOutboxRequest } from '../app/outbox.ts'

const idb = { indexedDB, IDBKeyRange }
let count = 0

/**
 * For a test file: returns `openDb`, which opens a device database of the test's own on
 * fake-indexeddb; each is deleted when its test ends.
 */
export function testDeviceDatabases(): () => DeviceDatabase {
  let opened: DeviceDatabase[] = []
  beforeAll(() => {
    // Dexie's live queries (the hooks) never run while Dexie sees no global IndexedDB, whatever a
    // database was opened with; Node has none.
    Object.assign(Dexie.dependencies, idb)
  })
  afterEach(async () => {
    await Promise.all(opened.map((db) => db.delete()))
    opened = []
  })
  return () => {
    const db = new DeviceDatabase(`ss-device-test-${++count}`, idb)
    opened.push(db)
    return db
  }
}

/**
 * A device database as an older version of the app left it: the schema of its versions 1 to `upTo`
 * (web/app/device-db.ts), for the tests of what a newer version finds there.
 */
export function deviceDbAsOf(name: string, upTo: 1 | 3): Dexie {
  const db = new Dexie(name, idb)
  db.version(1).stores({
    cart: 'id, addedAt',
    drafts: '[owner+formKey], owner',
    chatHistory: '++id, owner',
    heatmapCache: 'key',
  })
  if (upTo === 3) {
    db.version(2).stores({ outbox: 'id, state, kind' })
    db.version(3).stores({ cart: 'id, addedAt, owner', catalog: 'id', meta: 'key' })
  }
  return db
}

/** A count of a roll as the warehouse queues it (web/features/inventory/commands.ts). */
export function rollCountRequest(
  id: string,
  { rollId = 'roll-a', countedFt = 42 }: { rollId?: string; countedFt?: number } = {},
): NewOutboxRequest {
  return {
    id,
    kind: 'inventory-count',
    method: 'POST',
    url: `/api/inventory/rolls/${rollId}/counts`,
    body: { id, countedFt },
    summary: { rollId, countedFt },
    owner: 'user-1',
    record: `roll:${rollId}`,
  }
}

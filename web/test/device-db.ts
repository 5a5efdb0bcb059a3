import { Dexie } from 'dexie'
import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, beforeAll } from 'vitest'
import { DeviceDatabase } from '../app/device-db.ts'

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

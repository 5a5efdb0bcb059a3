/*
 * The device database read without Dexie, for the app's start (web/main.tsx): whether requests wait
 * in the outbox. The `outbox:queued` flag (web/app/device-flags.ts) says so without opening anything,
 * but the browser writes localStorage to disk seconds after the page sets it, where IndexedDB has a
 * request on disk when its transaction completes: a browser killed in between (a crash, a phone that
 * ran out of battery, the OS ending it) comes back with the request and without the flag. This reads
 * the store itself, with the browser's own IndexedDB, so that Dexie loads only when something is there.
 */

/** The device database's name: web/app/device-db.ts opens it with Dexie. */
export const DEVICE_DB_NAME = 'ss-device'

/** States of a request the sender or the user still has to deal with (web/app/device-db.ts, OutboxRow.state). */
const OPEN_STATES = ['pending', 'attention', 'failed']

/**
 * Whether the outbox holds a request not yet sent (waiting, stopped, or refused: the header says so):
 * never creates the database, never keeps it open, and answers false when it cannot read.
 */
export function outboxHoldsRequests(
  idb: IDBFactory | undefined = globalThis.indexedDB,
  name = DEVICE_DB_NAME,
): Promise<boolean> {
  if (!idb) return Promise.resolve(false)
  return new Promise((resolve) => {
    let open: IDBOpenDBRequest
    try {
      open = idb.open(name)
    } catch {
      return resolve(false)
    }
    // No database yet: nothing waits. Aborting the creation leaves none behind for Dexie to upgrade.
    open.onupgradeneeded = () => open.transaction?.abort()
    open.onerror = () => resolve(false)
    open.onblocked = () => resolve(false)
    open.onsuccess = () => {
      const db = open.result
      // Dexie may want to upgrade it in a moment: this connection must not hold that up.
      db.onversionchange = () => db.close()
      const done = (holds: boolean) => {
        db.close()
        resolve(holds)
      }
      if (!db.objectStoreNames.contains('outbox')) return done(false)
      try {
        const index = db.transaction('outbox').objectStore('outbox').index('state')
        let left = OPEN_STATES.length
        let found = false
        for (const state of OPEN_STATES) {
          const count = index.count(state)
          count.onsuccess = () => {
            found ||= count.result > 0
            if (--left === 0) done(found)
          }
          count.onerror = () => done(false)
        }
      } catch {
        done(false)
      }
    }
  })
}

/*
 * Whether requests wait in the outbox (web/app/outbox.ts), kept where the app can read it on start
 * without loading Dexie: web/main.tsx starts the sender only when this says so.
 */

const QUEUED_KEY = 'outbox:queued'

export function hasQueuedRequests(): boolean {
  try {
    return localStorage.getItem(QUEUED_KEY) === '1'
  } catch {
    return false // storage blocked: the pages that queue requests start the sender themselves
  }
}

export function markQueued(queued: boolean): void {
  try {
    if (queued) localStorage.setItem(QUEUED_KEY, '1')
    else localStorage.removeItem(QUEUED_KEY)
  } catch {
    // not fatal: see hasQueuedRequests
  }
}

import { liveQuery } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import {
  deviceDb,
  stillToSend,
  type DeviceDatabase,
  type JsonValue,
  type OutboxKind,
  type OutboxRow,
} from './device-db.ts'
import { outboxQueued } from './device-flags.ts'
import { keepDataOnThisDevice } from './device-storage.ts'
import {
  flushOutbox,
  OUTBOX_RETRY_INTERVAL_MS,
  OUTBOX_SYNC_TAG,
  withOutboxLock,
  type FlushResult,
  type Send,
} from './outbox-send.ts'

/*
 * Requests that must reach the server even when made without signal (docs/state.md): a page puts
 * one in the outbox with the id the server deduplicates by, and the page's sender here delivers it —
 * at once, when the browser comes back online, when the app starts or comes back to the screen, and
 * every 30 seconds while any waits, each request backing off exponentially. A pass is
 * web/app/outbox-send.ts, which the service worker runs too (Background Sync, with the app closed).
 */

export interface NewOutboxRequest {
  id: string
  kind: OutboxKind
  method: OutboxRow['method']
  url: string
  body: JsonValue
  summary: JsonValue
  /** The signed-in user it acts for; see OutboxRow.owner. */
  owner?: string
  /** The record it is about, for the order of sending; see OutboxRow.record. */
  record?: string
  /** A request the server must have first; see OutboxRow.after. */
  after?: string
}

/** Queues a request; queuing an id already in the outbox changes nothing and returns that row. */
export async function enqueue(
  request: NewOutboxRequest,
  db: DeviceDatabase = deviceDb(),
  now: number = Date.now(),
): Promise<OutboxRow> {
  const row = await db.transaction('rw', db.outbox, async () => {
    const existing = await db.outbox.get(request.id)
    if (existing) return existing
    // After the last one, even within one millisecond or with a clock set back: the order requests
    // about one record are sent in is the order they were made in.
    const last = await db.outbox.orderBy('createdAt').last()
    const createdAt = Math.max(now, (last?.createdAt ?? 0) + 1)
    const added: OutboxRow = { ...request, state: 'pending', attempts: 0, nextAttemptAt: now, createdAt }
    await db.outbox.add(added)
    return added
  })
  if (row.state === 'pending') {
    outboxQueued.set(true)
    void keepDataOnThisDevice()
  }
  return row
}

/**
 * Queues a request a feature makes for a signed-in user in the field (post, bid, count, the
 * account's language…: a POST unless `method` says otherwise) and tries to send it at once. `owner`
 * is that user: it is sent with their session only, and dropped when they sign out. Its id is the
 * server's idempotency key; `record` what it is about (see OutboxRow.record).
 */
export async function queueRequest({
  method = 'POST',
  kind,
  id,
  url,
  body,
  summary,
  owner,
  record,
  after,
}: {
  method?: OutboxRow['method']
  kind: OutboxKind
  id: string
  url: string
  body: object
  summary: object
  owner: string | undefined
  record: string
  after?: string
}): Promise<void> {
  await enqueue({
    id,
    kind,
    method,
    url,
    body: body as unknown as JsonValue,
    summary: summary as unknown as JsonValue,
    ...(owner ? { owner } : {}),
    record,
    ...(after ? { after } : {}),
  })
  void startOutboxSender().flush(true)
}

function getOutboxRow(id: string, db: DeviceDatabase = deviceDb()): Promise<OutboxRow | undefined> {
  return db.outbox.get(id)
}

export async function removeOutboxRow(id: string, db: DeviceDatabase = deviceDb()): Promise<void> {
  await db.outbox.delete(id)
}

/** The row, live; undefined while reading, null when this device has no such row. */
export function useOutboxRow(
  id: string | undefined,
  db: DeviceDatabase = deviceDb(),
): OutboxRow | null | undefined {
  return useLiveQuery(async () => {
    if (!id) return null
    try {
      return (await db.outbox.get(id)) ?? null
    } catch (error) {
      console.error('The outbox could not be read from this device', error)
      return null
    }
  }, [db, id])
}

export interface OutboxCounts {
  /** Requests the sender sends by itself. */
  waiting: number
  /** Requests that wait for the user: stopped after the server kept failing, or refused. */
  attention: number
}

/** Calls `onCounts` with the outbox's counts now and on every change; returns the stop. */
export function watchOutboxCounts(
  onCounts: (counts: OutboxCounts) => void,
  db: DeviceDatabase = deviceDb(),
): () => void {
  const subscription = liveQuery(async () => ({
    waiting: await db.outbox.where('state').equals('pending').count(),
    attention: await db.outbox.where('state').anyOf('attention', 'failed').count(),
  })).subscribe({
    next: onCounts,
    error: (error: unknown) => {
      console.error('The outbox could not be read from this device', error)
      onCounts({ waiting: 0, attention: 0 })
    },
  })
  return () => subscription.unsubscribe()
}

/** The requests that wait for the user (stopped or refused), oldest first, live; undefined while reading. */
export function useOutboxAttention(db: DeviceDatabase = deviceDb()): OutboxRow[] | undefined {
  return useLiveQuery(async () => {
    try {
      return await db.outbox.where('state').anyOf('attention', 'failed').sortBy('createdAt')
    } catch (error) {
      console.error('The outbox could not be read from this device', error)
      return []
    }
  }, [db])
}

/**
 * "Try again": a request that stopped waits like a new one and goes now; one that waits by itself goes
 * now, whatever its backoff says.
 */
export async function retryOutboxRow(
  id: string,
  db: DeviceDatabase = deviceDb(),
  sender: Pick<OutboxSender, 'flush'> = startOutboxSender(),
): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .filter(stillToSend)
    .modify((row) => {
      if (row.state === 'attention') Object.assign(row, { state: 'pending', serverFailures: 0 })
      row.nextAttemptAt = 0
    })
  await sender.flush(true)
}

/** "Discard": the request is deleted from this device and never sent; what waited behind it goes. */
export async function discardOutboxRow(
  id: string,
  db: DeviceDatabase = deviceDb(),
  sender: Pick<OutboxSender, 'flush'> = startOutboxSender(),
): Promise<void> {
  await removeOutboxRow(id, db)
  await sender.flush()
}

/** Requests still to send that act for a signed-in user: a sign-out deletes them (device-db.ts). */
export function countOwnedPending(db: DeviceDatabase = deviceDb()): Promise<number> {
  return db.outbox
    .where('state')
    .anyOf('pending', 'attention')
    .filter((row) => row.owner !== undefined)
    .count()
}

interface Timers {
  setInterval: (callback: () => void, ms: number) => unknown
  clearInterval: (handle: unknown) => void
  setTimeout: (callback: () => void, ms: number) => unknown
}

/**
 * 'online' comes when a link is up, which can be a moment before requests get through (the pass it
 * starts fails like one made offline, and the backoff would then wait half a minute or more). While a
 * pass after it still cannot reach the server, forced passes follow at these delays.
 */
export const NETWORK_BACK_RETRIES_MS = [1000, 3000, 10_000] as const

export interface SenderOptions {
  db?: DeviceDatabase
  send?: Send
  now?: () => number
  /** Where 'online' and 'visibilitychange' events come from: the window. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  /** Whether the app is on screen (a 'visibilitychange' to visible sends what waits). */
  visible?: () => boolean
  timers?: Timers
  /** Runs a pass so that no other tab, nor the service worker, runs one at the same time. */
  exclusive?: (work: () => Promise<FlushResult>) => Promise<FlushResult>
  /** Asks the browser to wake the service worker when the network is back (Background Sync). */
  syncLater?: () => Promise<void>
}

export interface OutboxSender {
  /** Listens for 'online' and the app coming back on screen, and sends what waits. Starting twice is starting once. */
  start(): Promise<FlushResult>
  stop(): void
  /** One pass now; a pass asked for while one runs follows it, so nothing is sent twice at once. */
  flush(force?: boolean): Promise<FlushResult>
}

/**
 * Background Sync, where the browser has it (Chromium): the service worker (web/sw.ts) sends what
 * waits once the network is back, even with every tab of the app closed. Elsewhere, or where the
 * browser turned it off, the page's own passes remain: at start, on 'online', on coming back on screen.
 */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync
    await sync?.register(OUTBOX_SYNC_TAG)
  } catch {
    // Refused (switched off, no permission): the page's passes still send it.
  }
}

const NOTHING: FlushResult = { sent: 0, failed: 0, pending: 0, attention: 0 }

export function createOutboxSender({
  db = deviceDb(),
  send,
  now = Date.now,
  events = typeof window === 'undefined' ? undefined : window,
  visible = () => typeof document === 'undefined' || document.visibilityState === 'visible',
  timers = {
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
  },
  exclusive = withOutboxLock,
  syncLater = registerBackgroundSync,
}: SenderOptions = {}): OutboxSender {
  let started = false
  let interval: unknown = null
  /** The last pass asked for; the next one starts after it. */
  let tail: Promise<FlushResult> = Promise.resolve(NOTHING)
  /** A pass asked for that has not started yet: later asks join it instead of queuing another. */
  let next: { force: boolean; promise: Promise<FlushResult> } | null = null

  /** Forced passes after 'online' until one reaches the server (nothing is left or none failed to). */
  function afterNetworkBack(retry = 0): void {
    void flush(true).then((result) => {
      const delay = NETWORK_BACK_RETRIES_MS[retry]
      if (started && result.unreachable && delay !== undefined)
        timers.setTimeout(() => afterNetworkBack(retry + 1), delay)
    })
  }
  const onOnline = () => afterNetworkBack()
  const onVisibility = () => {
    if (visible()) void flush(true)
  }

  function keepTicking(result: FlushResult) {
    outboxQueued.set(result.pending + result.attention > 0)
    if (result.pending > 0) {
      if (started && interval === null)
        interval = timers.setInterval(() => void flush(false), OUTBOX_RETRY_INTERVAL_MS)
      return
    }
    if (interval !== null) timers.clearInterval(interval)
    interval = null
  }

  async function pass(force: boolean): Promise<FlushResult> {
    try {
      const result = await exclusive(() => flushOutbox({ db, ...(send ? { send } : {}), now, force }))
      keepTicking(result)
      if (result.unreachable) void syncLater()
      return result
    } catch (error) {
      // IndexedDB unavailable or closing: the next event or tick tries again.
      console.error('The outbox could not be sent', error)
      return NOTHING
    }
  }

  function flush(force = false): Promise<FlushResult> {
    if (next) {
      next.force ||= force
      return next.promise
    }
    const entry = { force }
    const promise = tail.then(() => {
      next = null
      return pass(entry.force)
    })
    next = Object.assign(entry, { promise })
    tail = promise
    return promise
  }

  return {
    start() {
      if (!started) {
        started = true
        events?.addEventListener('online', onOnline)
        events?.addEventListener('visibilitychange', onVisibility)
      }
      return flush(true)
    },
    stop() {
      started = false
      events?.removeEventListener('online', onOnline)
      events?.removeEventListener('visibilitychange', onVisibility)
      if (interval !== null) timers.clearInterval(interval)
      interval = null
    },
    flush,
  }
}

let appSender: OutboxSender | null = null

/** The app's sender (one per page), started; safe to call from every page that queues requests. */
export function startOutboxSender(): OutboxSender {
  appSender ??= createOutboxSender()
  void appSender.start()
  return appSender
}

/**
 * Sends what waits now and resolves with the request's row once the server answered or the network
 * failed — or after `patienceMs`, leaving a slow upload to finish in the background.
 */
export async function sendQueuedRequest(id: string, patienceMs = 15_000): Promise<OutboxRow | undefined> {
  const sender = startOutboxSender()
  await Promise.race([sender.flush(true), new Promise((resolve) => setTimeout(resolve, patienceMs))])
  return getOutboxRow(id)
}

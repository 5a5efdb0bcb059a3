import { liveQuery } from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { ApiError, NetworkError, apiRequest } from './api-client.ts'
import { deviceDb, type DeviceDatabase, type JsonValue, type OutboxRow } from './device-db.ts'
import { outboxQueued } from './device-flags.ts'
import { keepDataOnThisDevice } from './device-storage.ts'

/*
 * Requests that must reach the server even when made without signal (docs/state.md): a page puts
 * one in the outbox with the id the server deduplicates by, and the sender here delivers it — at
 * once, when the browser comes back online, when the app starts, and every 30 seconds while any
 * waits, each request backing off exponentially. It stops at the first 2xx. A 4xx that will never
 * succeed (the server refused the content) marks the request failed, kept so the page can say why.
 */

/** How often the sender looks for due requests while some wait; also the first retry delay. */
export const OUTBOX_RETRY_INTERVAL_MS = 30_000
/** The longest wait between two attempts of one request. */
export const OUTBOX_MAX_BACKOFF_MS = 15 * 60_000
/** Sent requests stay this long, for their confirmation page; then they go. */
export const OUTBOX_SENT_KEPT_MS = 7 * 24 * 60 * 60_000

/** The wait after `attempts` failed attempts: 30 s, 1 min, 2 min, … up to 15 min. */
export function backoffMs(attempts: number): number {
  return Math.min(OUTBOX_RETRY_INTERVAL_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_MAX_BACKOFF_MS)
}

/** No network, a server error, or "try later" (408 timeout, 425 too early, 429 rate limit): worth another try. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status >= 500 || error.status === 408 || error.status === 425 || error.status === 429
}

export interface NewOutboxRequest {
  id: string
  kind: string
  method: OutboxRow['method']
  url: string
  body: JsonValue
  summary: JsonValue
  /** The signed-in user it acts for; see OutboxRow.owner. */
  owner?: string
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
    const added: OutboxRow = { ...request, state: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now }
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
 * Queues a POST a feature makes for a signed-in user in the field (post, bid, count…) and tries to
 * send it at once. `owner` is that user: it is sent with their session only, and dropped when they
 * sign out. Its id is the server's idempotency key.
 */
export async function queuePost({
  kind,
  id,
  url,
  body,
  summary,
  owner,
  after,
}: {
  kind: string
  id: string
  url: string
  body: object
  summary: object
  owner: string | undefined
  after?: string
}): Promise<void> {
  await enqueue({
    id,
    kind,
    method: 'POST',
    url,
    body: body as unknown as JsonValue,
    summary: summary as unknown as JsonValue,
    ...(owner ? { owner } : {}),
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

/** Calls `onCount` with the number of waiting requests now and on every change; returns the stop. */
export function watchWaitingCount(
  onCount: (count: number) => void,
  db: DeviceDatabase = deviceDb(),
): () => void {
  const subscription = liveQuery(() => db.outbox.where('state').equals('pending').count()).subscribe({
    next: onCount,
    error: (error: unknown) => {
      console.error('The outbox could not be read from this device', error)
      onCount(0)
    },
  })
  return () => subscription.unsubscribe()
}

/** Requests still waiting that act for a signed-in user: a sign-out deletes them (device-db.ts). */
export function countOwnedPending(db: DeviceDatabase = deviceDb()): Promise<number> {
  return db.outbox
    .where('state')
    .equals('pending')
    .filter((row) => row.owner !== undefined)
    .count()
}

/** Delivers one request; resolves with the server's answer, throws ApiError or NetworkError. */
export type Send = (row: OutboxRow) => Promise<JsonValue>

/** The row's id goes as the Idempotency-Key too, for the APIs that deduplicate by header (orders). */
const sendWithApi: Send = (row) =>
  apiRequest<JsonValue>(row.method, row.url, row.body, { headers: { 'Idempotency-Key': row.id } })

export interface FlushOptions {
  db?: DeviceDatabase
  send?: Send
  now?: () => number
  /** Send every waiting request now, whatever its backoff says (the network is back, the app starts). */
  force?: boolean
}

export interface FlushResult {
  sent: number
  failed: number
  /** Requests still waiting afterwards. */
  pending: number
  /** The pass stopped on a network failure: the server could not be reached. */
  unreachable?: boolean
}

/**
 * One pass over the outbox: sends what is due, oldest first, and forgets old sent requests. A request
 * whose `after` still waits stays for a later pass, even when it is due and the other is not.
 */
export async function flushOutbox({
  db = deviceDb(),
  send = sendWithApi,
  now = Date.now,
  force = false,
}: FlushOptions = {}): Promise<FlushResult> {
  const waiting = await db.outbox.where('state').equals('pending').sortBy('createdAt')
  const due = waiting.filter((row) => force || row.nextAttemptAt <= now())
  const stillWaiting = new Set(waiting.map((row) => row.id))
  let sent = 0
  let failed = 0
  let unreachable = false
  for (const row of due) {
    if (row.after !== undefined && stillWaiting.has(row.after)) continue
    const attempts = row.attempts + 1
    try {
      const response = await send(row)
      stillWaiting.delete(row.id)
      await db.outbox.update(row.id, {
        state: 'sent',
        attempts,
        sentAt: now(),
        response,
        body: null,
        lastError: undefined,
      })
      sent++
    } catch (error) {
      if (isRetryable(error)) {
        await db.outbox.update(row.id, {
          attempts,
          nextAttemptAt: now() + backoffMs(attempts),
          lastError:
            error instanceof ApiError
              ? `HTTP ${error.status}`
              : error instanceof NetworkError
                ? 'offline'
                : 'unexpected answer',
        })
        // Without a network the others would fail the same way; their turn comes when it is back.
        if (error instanceof NetworkError) {
          unreachable = true
          break
        }
      } else {
        const refusal = error as ApiError
        stillWaiting.delete(row.id)
        await db.outbox.update(row.id, {
          state: 'failed',
          attempts,
          lastError: undefined,
          refusal: {
            status: refusal.status,
            message: refusal.message,
            ...(refusal.code ? { code: refusal.code } : {}),
            ...(Object.keys(refusal.fieldErrors).length ? { fieldErrors: refusal.fieldErrors } : {}),
          },
        })
        failed++
      }
    }
  }
  await db.outbox
    .where('state')
    .equals('sent')
    .filter((row) => (row.sentAt ?? 0) < now() - OUTBOX_SENT_KEPT_MS)
    .delete()
  const pending = await db.outbox.where('state').equals('pending').count()
  return unreachable ? { sent, failed, pending, unreachable } : { sent, failed, pending }
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
  /** Where 'online' events come from: the window. */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  timers?: Timers
  /** Runs a pass so that no other tab runs one at the same time. */
  exclusive?: (work: () => Promise<FlushResult>) => Promise<FlushResult>
}

export interface OutboxSender {
  /** Listens for 'online' and sends what waits. Starting twice is starting once. */
  start(): Promise<FlushResult>
  stop(): void
  /** One pass now; a pass asked for while one runs follows it, so nothing is sent twice at once. */
  flush(force?: boolean): Promise<FlushResult>
}

/** Web Locks, where the browser has them: two tabs of the app never send the outbox at the same time. */
const browserLock = async (work: () => Promise<FlushResult>): Promise<FlushResult> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? await navigator.locks.request('ss-outbox', work)
    : await work()

const NOTHING: FlushResult = { sent: 0, failed: 0, pending: 0 }

export function createOutboxSender({
  db = deviceDb(),
  send = sendWithApi,
  now = Date.now,
  events = typeof window === 'undefined' ? undefined : window,
  timers = {
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
  },
  exclusive = browserLock,
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

  function keepTicking(pending: number) {
    if (pending > 0) {
      if (started && interval === null)
        interval = timers.setInterval(() => void flush(false), OUTBOX_RETRY_INTERVAL_MS)
      return
    }
    if (interval !== null) timers.clearInterval(interval)
    interval = null
    outboxQueued.set(false)
  }

  async function pass(force: boolean): Promise<FlushResult> {
    try {
      const result = await exclusive(() => flushOutbox({ db, send, now, force }))
      keepTicking(result.pending)
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
      }
      return flush(true)
    },
    stop() {
      started = false
      events?.removeEventListener('online', onOnline)
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

import { ApiError, NetworkError, apiRequest } from './api-client.ts'
import {
  deviceDb,
  type DeviceDatabase,
  type JsonValue,
  type OutboxProblem,
  type OutboxRow,
} from './device-db.ts'

/*
 * Sending the device's outbox (docs/state.md): one pass over the requests waiting in it, shared by the
 * page's sender (web/app/outbox.ts) and the service worker (web/sw.ts), which sends them with the app
 * closed when the browser fires a Background Sync. Both run a pass under the Web Lock `ss-outbox`, so
 * that two tabs, or a tab and the worker, never send the same request at once.
 *
 * A pass sends what is due, oldest first, each with its id as the idempotency key, and stops at the
 * first network failure (the others would fail the same way). A request waits while an earlier one
 * about the same record still waits (its `record`), or while the one it names in `after` does: two
 * counts of one roll, or a quote and its acceptance, reach the server in the order they were made.
 *
 * A 2xx sends it. A 4xx that will never succeed (the server refused the content) marks it failed,
 * kept so that the page can say why. No network is never a reason to give up: a day without signal
 * is a day of work on a job site. A server that keeps failing is: after OUTBOX_ATTENTION_AFTER failed
 * answers the request stops as `attention` until the user tries again or discards it, and so does a
 * request whose session has ended (401), which no retry can fix before the user signs in again.
 */

/** How often the sender looks for due requests while some wait; also the first retry delay. */
export const OUTBOX_RETRY_INTERVAL_MS = 30_000
/** The longest wait between two attempts of one request. */
export const OUTBOX_MAX_BACKOFF_MS = 15 * 60_000
/** Sent requests stay this long, for their confirmation page; then they go. */
export const OUTBOX_SENT_KEPT_MS = 7 * 24 * 60 * 60_000
/**
 * Failed answers of the server (5xx, "try later", an answer that is not JSON) after which a request
 * stops for the user: with the backoff, about three quarters of an hour of a server that does not
 * take it. Network failures do not count.
 */
export const OUTBOX_ATTENTION_AFTER = 8
/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox'

/** The wait after `attempts` failed attempts: 30 s, 1 min, 2 min, … up to 15 min. */
export function backoffMs(attempts: number): number {
  return Math.min(OUTBOX_RETRY_INTERVAL_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_MAX_BACKOFF_MS)
}

/** No network, a server error, or "try later" (408 timeout, 425 too early, 429 rate limit): worth another try. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status >= 500 || error.status === 408 || error.status === 425 || error.status === 429
}

function problemOf(error: unknown): OutboxProblem {
  if (error instanceof ApiError) return `HTTP ${error.status}`
  return error instanceof NetworkError ? 'offline' : 'unexpected answer'
}

/** Whether a pass sends it: its backoff is over, or it waited for a network that may be back (`force`). */
const isDue = (row: OutboxRow, force: boolean, now: number) =>
  row.nextAttemptAt <= now || (force && (row.lastError === undefined || row.lastError === 'offline'))

/** The record a request is about; one without is a record of its own. */
const recordOf = (row: OutboxRow): string => row.record ?? `request:${row.id}`

/** Delivers one request; resolves with the server's answer, throws ApiError or NetworkError. */
export type Send = (row: OutboxRow) => Promise<JsonValue>

/** The row's id goes as the Idempotency-Key too, for the APIs that deduplicate by header (orders). */
const sendWithApi: Send = (row) =>
  apiRequest<JsonValue>(row.method, row.url, row.body, { headers: { 'Idempotency-Key': row.id } })

export interface FlushOptions {
  db?: DeviceDatabase
  send?: Send
  now?: () => number
  /**
   * The network may be back (it came online, the app starts or comes back on screen): the requests
   * that waited for it go now, whatever their backoff says. Those a server failed keep their backoff:
   * a server in trouble is not helped by every device sending again the moment its link comes up.
   */
  force?: boolean
}

export interface FlushResult {
  sent: number
  failed: number
  /** Requests still waiting afterwards. */
  pending: number
  /** Requests that wait for the user afterwards: stopped (attention) or refused (failed). */
  attention: number
  /** The pass stopped on a network failure: the server could not be reached. */
  unreachable?: boolean
}

/** One pass over the outbox: sends what is due, in order, and forgets old sent requests. */
export async function flushOutbox({
  db = deviceDb(),
  send = sendWithApi,
  now = Date.now,
  force = false,
}: FlushOptions = {}): Promise<FlushResult> {
  const open = await db.outbox.where('state').anyOf('pending', 'attention').sortBy('createdAt')
  const waiting = new Set(open.map((row) => row.id))
  /** Records with an earlier request still waiting: their later requests wait behind it. */
  const held = new Set<string>()
  let sent = 0
  let failed = 0
  let unreachable = false
  for (const row of open) {
    const record = recordOf(row)
    const holds =
      row.state === 'attention' ||
      held.has(record) ||
      !isDue(row, force, now()) ||
      (row.after !== undefined && waiting.has(row.after))
    if (holds) {
      held.add(record)
      continue
    }
    const attempts = row.attempts + 1
    try {
      const response = await send(row)
      waiting.delete(row.id)
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
      if (error instanceof ApiError && error.status === 401) {
        // The session ended: no retry gets through until the user signs in again.
        held.add(record)
        await db.outbox.update(row.id, { state: 'attention', attempts, lastError: problemOf(error) })
      } else if (isRetryable(error)) {
        held.add(record)
        const offline = error instanceof NetworkError
        const serverFailures = (row.serverFailures ?? 0) + (offline ? 0 : 1)
        await db.outbox.update(row.id, {
          ...(serverFailures >= OUTBOX_ATTENTION_AFTER ? { state: 'attention' } : {}),
          attempts,
          serverFailures,
          nextAttemptAt: now() + backoffMs(attempts),
          lastError: problemOf(error),
        })
        // Without a network the others would fail the same way; their turn comes when it is back.
        if (offline) {
          unreachable = true
          break
        }
      } else {
        const refusal = error as ApiError
        waiting.delete(row.id)
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
  const [pending, attention] = await Promise.all([
    db.outbox.where('state').equals('pending').count(),
    db.outbox.where('state').anyOf('attention', 'failed').count(),
  ])
  const result = { sent, failed, pending, attention }
  return unreachable ? { ...result, unreachable } : result
}

/** Runs a pass so that no other tab, nor the service worker, runs one at the same time (Web Locks). */
export const withOutboxLock = async (work: () => Promise<FlushResult>): Promise<FlushResult> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? await navigator.locks.request('ss-outbox', work)
    : await work()

/** For the service worker: one forced pass, under the lock, when the browser says the network is back. */
export const sendWaitingRequests = (): Promise<FlushResult> =>
  withOutboxLock(() => flushOutbox({ force: true }))

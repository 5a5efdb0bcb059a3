import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from './api-client.ts'
import { deleteSignedInRows, DeviceDatabase, type JsonValue, type OutboxRow } from './device-db.ts'
import { deviceDbAsOf, rollCountRequest } from '../test/device-db.ts'
import {
  countOwnedPending,
  createOutboxSender,
  discardOutboxRow,
  enqueue,
  NETWORK_BACK_RETRIES_MS,
  retryOutboxRow,
  type NewOutboxRequest,
  type SenderOptions,
} from './outbox.ts'
import {
  backoffMs,
  flushOutbox,
  OUTBOX_ATTENTION_AFTER,
  OUTBOX_MAX_BACKOFF_MS,
  OUTBOX_RETRY_INTERVAL_MS,
  OUTBOX_SENT_KEPT_MS,
  type FlushResult,
  type Send,
} from './outbox-send.ts'

const idb = { indexedDB, IDBKeyRange }
let opened: DeviceDatabase[] = []
let count = 0

function openDb(): DeviceDatabase {
  const db = new DeviceDatabase(`ss-outbox-test-${++count}`, idb)
  opened.push(db)
  return db
}

afterEach(async () => {
  await Promise.all(opened.map((db) => db.delete()))
  opened = []
  localStorage.clear()
})

// Node 20 has no localStorage; the flag (web/app/device-flags.ts) reads it.
const storage = new Map<string, string>()
globalThis.localStorage ??= {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
  removeItem: (key: string) => void storage.delete(key),
  clear: () => storage.clear(),
  key: () => null,
  length: 0,
}

function homeownerRequest(id = '0b7e6f3c-52d4-4a8e-9d1f-3c2b1a0f9e8d'): NewOutboxRequest {
  return {
    id,
    kind: 'estimate-request',
    method: 'POST',
    url: '/api/estimate-requests',
    body: { id, name: 'Pat Smith', photos: [{ mime: 'image/jpeg', data: '/9j/4AAQ' }] },
    summary: { name: 'Pat Smith', photoCount: 1 },
  }
}

/** A stand-in for the network and the server: offline until `online`, then answers like the API. */
function fakeServer() {
  const received: string[] = []
  const server = {
    online: false,
    answer: null as ApiError | null,
    /** The answer to one request, when it differs from `answer`. */
    answerFor: (_row: OutboxRow): ApiError | null | undefined => undefined,
    received,
    send: vi.fn<Send>(async (row: OutboxRow) => {
      if (!server.online) throw new NetworkError(new TypeError('Failed to fetch'))
      const answer = server.answerFor(row) ?? server.answer
      if (answer) throw answer
      const id = (row.body as { id: string }).id
      // The API is idempotent by id: a second delivery is not a second request.
      if (!received.includes(id)) received.push(id)
      return { id, receivedAt: '2025-06-02T09:00:00.000Z', photoCount: 1 } as JsonValue
    }),
  }
  return server
}

/** A clock, timers and an 'online' event source the test moves by hand. */
function fakeBrowser() {
  let time = 1_000_000
  const ticks = new Set<() => void>()
  const later: { at: number; callback: () => void }[] = []
  const events = new EventTarget()
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
    events,
    timers: {
      setInterval: (callback: () => void) => (ticks.add(callback), callback),
      clearInterval: (handle: unknown) => void ticks.delete(handle as () => void),
      setTimeout: (callback: () => void, ms: number) => later.push({ at: time + ms, callback }),
    },
    /** Moves the clock by `ms` and runs the timeouts that came due. */
    wait(ms: number) {
      time += ms
      for (const due of later.filter((entry) => entry.at <= time)) {
        later.splice(later.indexOf(due), 1)
        due.callback()
      }
    },
    ticking: () => ticks.size > 0,
    tick() {
      for (const callback of ticks) callback()
    },
    goOnline: () => events.dispatchEvent(new Event('online')),
  }
}

/** A sender on a fresh device database, against the fake server, clock, timers and events. */
function senderWithFakes(options: SenderOptions = {}) {
  const db = openDb()
  const server = fakeServer()
  const browser = fakeBrowser()
  const syncLater = vi.fn(async () => {})
  const sender = createOutboxSender({
    db,
    send: server.send,
    now: browser.now,
    events: browser.events,
    timers: browser.timers,
    syncLater,
    ...options,
  })
  return { db, server, browser, sender, syncLater }
}

describe('outbox sender', () => {
  it('homeowner request submitted offline arrives after reconnect', async () => {
    const { db, server, browser, sender } = senderWithFakes()
    const { id } = homeownerRequest()

    await enqueue(homeownerRequest(), db, browser.now())
    expect(localStorage.getItem('outbox:queued')).toBe('1')
    expect(await sender.start()).toEqual({ sent: 0, failed: 0, pending: 1, attention: 0, unreachable: true })
    expect(await db.outbox.get(id)).toMatchObject({ state: 'pending', attempts: 1, lastError: 'offline' })
    expect(browser.ticking()).toBe(true)
    expect(server.received).toEqual([])

    server.online = true
    browser.goOnline()
    await sender.flush() // joins the pass the event asked for
    const sent = (await db.outbox.get(id))!
    expect(sent).toMatchObject({
      attempts: 2,
      body: null,
      response: { id, photoCount: 1 },
      sentAt: browser.now(),
    })
    expect(sent.summary).toEqual({ name: 'Pat Smith', photoCount: 1 })
    expect(server.received).toEqual([id])
    expect(browser.ticking()).toBe(false)
    expect(localStorage.getItem('outbox:queued')).toBeNull()
    sender.stop()
  })

  it('retries every 30 s while pending, backing off exponentially', async () => {
    const { db, server, browser, sender } = senderWithFakes()
    await enqueue(homeownerRequest(), db, browser.now())
    await sender.start()
    expect(server.send).toHaveBeenCalledTimes(1)

    // Attempts at 30 s, then 1 min, then 2 min after the one before; ticks in between send nothing.
    const attemptsAt: number[] = []
    const started = browser.now()
    for (let i = 0; i < 12; i++) {
      browser.advance(OUTBOX_RETRY_INTERVAL_MS)
      const before = server.send.mock.calls.length
      browser.tick()
      await sender.flush() // joins the pass the tick asked for
      if (server.send.mock.calls.length > before) attemptsAt.push((browser.now() - started) / 1000)
    }
    expect(attemptsAt).toEqual([30, 90, 210])
    expect(backoffMs(1)).toBe(30_000)
    expect(backoffMs(4)).toBe(240_000)
    expect(backoffMs(50)).toBe(OUTBOX_MAX_BACKOFF_MS)

    // Coming back online does not wait for the backoff.
    server.online = true
    browser.goOnline()
    await sender.flush()
    expect((await db.outbox.get(homeownerRequest().id))?.state).toBe('sent')
    sender.stop()
  })

  it('tries again within seconds when the network is back but the first pass after it cannot get through yet', async () => {
    const { db, server, browser, sender } = senderWithFakes()
    await enqueue(homeownerRequest(), db, browser.now())
    await sender.start()
    // 'online' fires a moment before requests get through.
    browser.goOnline()
    expect(await sender.flush()).toMatchObject({ pending: 1, unreachable: true })
    server.online = true
    browser.wait(NETWORK_BACK_RETRIES_MS[0])
    await vi.waitFor(async () => expect((await db.outbox.get(homeownerRequest().id))?.state).toBe('sent'))
    sender.stop()
  })

  it('retries server errors and "try later" answers, and keeps a refused request as failed with the reason', async () => {
    const db = openDb()
    const server = fakeServer()
    server.online = true
    for (const status of [500, 503, 408, 429]) {
      server.answer = new ApiError(status, 'later')
      await enqueue(homeownerRequest(`retry-${status}`), db)
      await flushOutbox({ db, send: server.send, force: true })
      expect(await db.outbox.get(`retry-${status}`)).toMatchObject({
        state: 'pending',
        lastError: `HTTP ${status}`,
      })
      await db.outbox.clear()
    }
    server.answer = new ApiError(400, 'Enter a 5-digit ZIP code', 'zipInvalid', { zip: 'zipInvalid' })
    await enqueue(homeownerRequest(), db)
    expect(await flushOutbox({ db, send: server.send })).toEqual({
      sent: 0,
      failed: 1,
      pending: 0,
      attention: 1,
    })
    const failed = await db.outbox.get(homeownerRequest().id)
    expect(failed).toMatchObject({
      state: 'failed',
      refusal: {
        status: 400,
        code: 'zipInvalid',
        message: 'Enter a 5-digit ZIP code',
        fieldErrors: { zip: 'zipInvalid' },
      },
    })
    // Kept with its body, so that it can be corrected; never sent again by itself.
    expect(failed?.body).toEqual(homeownerRequest().body)
    await flushOutbox({ db, send: server.send, force: true })
    expect(server.send).toHaveBeenCalledTimes(5) // four retried answers, one refusal
  })

  it('queues an id once, and sends it once even when asked from several places at the same time', async () => {
    const { db, server, browser, sender } = senderWithFakes()
    server.online = true
    await enqueue(homeownerRequest(), db, browser.now())
    await enqueue({ ...homeownerRequest(), summary: 'changed' }, db, browser.now())
    expect(await db.outbox.count()).toBe(1)
    expect((await db.outbox.get(homeownerRequest().id))?.summary).toEqual(homeownerRequest().summary)

    await Promise.all([sender.start(), sender.flush(true), sender.flush(), sender.flush(true)])
    expect(server.send).toHaveBeenCalledTimes(1)
    sender.stop()
  })

  it('stops after the first network failure of a pass: the others would fail the same way', async () => {
    const db = openDb()
    const server = fakeServer()
    await enqueue(homeownerRequest('first'), db, 1)
    await enqueue(homeownerRequest('second'), db, 2)
    await flushOutbox({ db, send: server.send, force: true })
    expect(server.send).toHaveBeenCalledTimes(1)
    expect(server.send.mock.calls[0]?.[0].id).toBe('first')
  })

  it('holds a request back while the one it comes after waits, whatever their backoffs say', async () => {
    const db = openDb()
    const server = fakeServer()
    const browser = fakeBrowser()
    // A quote made offline, then signed: the acceptance needs the quote on the server first.
    await enqueue({ ...homeownerRequest('quote'), kind: 'quote' }, db, browser.now())
    await enqueue(
      { ...homeownerRequest('accept'), kind: 'quote-accept', after: 'quote' },
      db,
      browser.now() + 1,
    )
    await db.outbox.update('quote', { nextAttemptAt: browser.now() + OUTBOX_MAX_BACKOFF_MS })
    await db.outbox.update('accept', { nextAttemptAt: browser.now() })
    server.online = true
    expect(await flushOutbox({ db, send: server.send, now: browser.now })).toEqual({
      sent: 0,
      failed: 0,
      pending: 2,
      attention: 0,
    })
    expect(server.send).not.toHaveBeenCalled()

    // A forced pass sends both, in order; the acceptance once the quote is through.
    expect(await flushOutbox({ db, send: server.send, now: browser.now, force: true })).toEqual({
      sent: 2,
      failed: 0,
      pending: 0,
      attention: 0,
    })
    expect(server.received).toEqual(['quote', 'accept'])
  })

  it('forgets sent requests after a week', async () => {
    const db = openDb()
    const server = fakeServer()
    server.online = true
    const browser = fakeBrowser()
    await enqueue(homeownerRequest(), db, browser.now())
    await flushOutbox({ db, send: server.send, now: browser.now })
    browser.advance(OUTBOX_SENT_KEPT_MS - 1)
    await flushOutbox({ db, send: server.send, now: browser.now })
    expect(await db.outbox.count()).toBe(1)
    browser.advance(2)
    await flushOutbox({ db, send: server.send, now: browser.now })
    expect(await db.outbox.count()).toBe(0)
  })
})

describe('requests about one record', () => {
  it('reach the server in the order they were made: a later one waits while an earlier one is retried', async () => {
    const db = openDb()
    const server = fakeServer()
    const browser = fakeBrowser()
    server.online = true
    // Two counts of one roll, then a count of another; the server fails the first for a while.
    await enqueue(rollCountRequest('first'), db, browser.now())
    await enqueue(rollCountRequest('second'), db, browser.now())
    await enqueue(rollCountRequest('other', { rollId: 'roll-b' }), db, browser.now())
    server.answerFor = (row) => (row.id === 'first' ? new ApiError(503, 'Service Unavailable') : null)

    expect(await flushOutbox({ db, send: server.send, now: browser.now, force: true })).toMatchObject({
      sent: 1,
      pending: 2,
    })
    // The other roll's count went; the second count of roll A waits behind the first, unsent.
    expect(server.received).toEqual(['other'])
    expect(server.send.mock.calls.map(([row]) => row.id)).toEqual(['first', 'other'])
    expect(await db.outbox.get('second')).toMatchObject({ state: 'pending', attempts: 0 })

    // Even when the first backs off and the second is due, the second waits.
    browser.advance(1)
    await flushOutbox({ db, send: server.send, now: browser.now })
    expect(server.send).toHaveBeenCalledTimes(2)

    // The first's backoff over, the server takes it, and the second follows it in the same pass.
    server.answerFor = () => null
    browser.advance(backoffMs(1))
    await flushOutbox({ db, send: server.send, now: browser.now })
    expect(server.received).toEqual(['other', 'first', 'second'])
  })

  it('are numbered in the order they were queued, even within one millisecond or with the clock set back', async () => {
    const db = openDb()
    const first = await enqueue(rollCountRequest('first'), db, 5_000)
    const second = await enqueue(rollCountRequest('second'), db, 5_000)
    const third = await enqueue(rollCountRequest('third'), db, 1_000)
    expect([first.createdAt, second.createdAt, third.createdAt]).toEqual([5_000, 5_001, 5_002])

    const server = fakeServer()
    server.online = true
    await flushOutbox({ db, send: server.send, force: true })
    expect(server.received).toEqual(['first', 'second', 'third'])
  })

  it('go on after a refused one: a refusal is final, and the next request is about what it left', async () => {
    const db = openDb()
    const server = fakeServer()
    server.online = true
    await enqueue(rollCountRequest('refused'), db, 1)
    await enqueue(rollCountRequest('next'), db, 2)
    server.answerFor = (row) =>
      row.id === 'refused' ? new ApiError(422, 'Not a length', 'lengthInvalid') : null
    expect(await flushOutbox({ db, send: server.send, force: true })).toEqual({
      sent: 1,
      failed: 1,
      pending: 0,
      attention: 1,
    })
    expect(server.received).toEqual(['next'])
  })
})

describe('requests that need the user', () => {
  /** Two counts of one roll: the first stopped after the server kept failing, the second behind it. */
  async function stoppedBeforeAnother() {
    const fakes = senderWithFakes()
    fakes.server.online = true
    await enqueue(rollCountRequest('stuck'), fakes.db, fakes.browser.now())
    await enqueue(rollCountRequest('behind'), fakes.db, fakes.browser.now())
    await fakes.db.outbox.update('stuck', {
      state: 'attention',
      serverFailures: OUTBOX_ATTENTION_AFTER,
      lastError: 'HTTP 502',
    })
    return fakes
  }

  it(`never give up without a network, and stop for the user after ${OUTBOX_ATTENTION_AFTER} failed answers of the server`, async () => {
    const { db, server, browser, sender } = senderWithFakes()
    await enqueue(rollCountRequest('count'), db, browser.now())
    // A day without signal: every pass fails for the network, and the request still waits.
    for (let hour = 0; hour < 24; hour++) {
      browser.advance(60 * 60_000)
      await sender.flush()
    }
    expect(await db.outbox.get('count')).toMatchObject({
      state: 'pending',
      serverFailures: 0,
      lastError: 'offline',
    })

    // Then a server that answers 500 every time, tried as its backoff comes due.
    server.online = true
    server.answer = new ApiError(500, 'Internal Server Error')
    for (let failure = 1; failure < OUTBOX_ATTENTION_AFTER; failure++) {
      await sender.flush(true)
      expect(await db.outbox.get('count')).toMatchObject({ state: 'pending', serverFailures: failure })
      // The network coming back is no reason to try a server in trouble before its backoff is over.
      browser.goOnline()
      await sender.flush(true)
      expect(await db.outbox.get('count')).toMatchObject({ serverFailures: failure })
      browser.advance(OUTBOX_MAX_BACKOFF_MS)
    }
    expect(await sender.flush()).toMatchObject({ pending: 0, attention: 1 })
    expect(await db.outbox.get('count')).toMatchObject({
      state: 'attention',
      serverFailures: OUTBOX_ATTENTION_AFTER,
      lastError: 'HTTP 500',
    })
    // Stopped: neither the ticks nor a forced pass send it again, and the device still says so.
    const calls = server.send.mock.calls.length
    browser.advance(OUTBOX_MAX_BACKOFF_MS)
    await sender.flush(true)
    expect(server.send).toHaveBeenCalledTimes(calls)
    expect(browser.ticking()).toBe(false)
    expect(localStorage.getItem('outbox:queued')).toBe('1')
    sender.stop()
  })

  it('hold back what comes after them about the same record; "Try again" sends it now, then the rest', async () => {
    const { db, server, sender } = await stoppedBeforeAnother()

    await sender.flush(true)
    expect(server.received).toEqual([])
    expect(await db.outbox.get('behind')).toMatchObject({ state: 'pending', attempts: 0 })

    await retryOutboxRow('stuck', db, sender)
    expect(server.received).toEqual(['stuck', 'behind'])
    expect(await db.outbox.get('stuck')).toMatchObject({ state: 'sent', serverFailures: 0 })
    expect(localStorage.getItem('outbox:queued')).toBeNull()
    sender.stop()
  })

  it('go for good when discarded, and what waited behind them is sent', async () => {
    const { db, server, sender } = await stoppedBeforeAnother()
    await discardOutboxRow('stuck', db, sender)
    expect(await db.outbox.get('stuck')).toBeUndefined()
    expect(server.received).toEqual(['behind'])
    sender.stop()
  })

  it('include a request whose session ended (401): no retry gets through before the user signs in again', async () => {
    const db = openDb()
    const server = fakeServer()
    server.online = true
    server.answer = new ApiError(401, 'Not signed in')
    await enqueue(rollCountRequest('count'), db)
    expect(await flushOutbox({ db, send: server.send, force: true })).toEqual({
      sent: 0,
      failed: 0,
      pending: 0,
      attention: 1,
    })
    expect(await db.outbox.get('count')).toMatchObject({ state: 'attention', lastError: 'HTTP 401' })
    // Still to send: the sign-out warning counts it.
    expect(await countOwnedPending(db)).toBe(1)
  })
})

describe('the page and the service worker', () => {
  it('ask the browser for a Background Sync when a request could not be sent for want of a network', async () => {
    const { db, server, browser, sender, syncLater } = senderWithFakes()
    await enqueue(homeownerRequest(), db, browser.now())
    await sender.start()
    expect(syncLater).toHaveBeenCalledTimes(1)

    // A server error is no reason to wake the worker when the network comes back.
    server.online = true
    server.answer = new ApiError(503, 'Service Unavailable')
    await sender.flush(true)
    expect(syncLater).toHaveBeenCalledTimes(1)
    sender.stop()
  })

  it('sends what waits when the app comes back on screen', async () => {
    let visible = false
    const { db, server, browser, sender } = senderWithFakes({ visible: () => visible })
    await enqueue(homeownerRequest(), db, browser.now())
    await sender.start()
    server.online = true
    // No 'online' event (the link never went down as far as the browser knows), and the backoff not over.
    browser.events.dispatchEvent(new Event('visibilitychange'))
    await sender.flush()
    expect(server.received).toEqual([])

    visible = true
    browser.events.dispatchEvent(new Event('visibilitychange'))
    await sender.flush()
    expect(server.received).toEqual([homeownerRequest().id])
    sender.stop()
  })

  it('never send one request twice at once: a pass waits for the other to finish (the Web Lock)', async () => {
    const db = openDb()
    const server = fakeServer()
    server.online = true
    await enqueue(homeownerRequest(), db)
    let locked = Promise.resolve()
    const lock = (work: () => Promise<FlushResult>) => {
      const run = locked.then(work)
      locked = run.then(() => undefined)
      return run
    }
    // The page's sender and the worker's pass, at the same moment, each under the lock.
    const page = createOutboxSender({ db, send: server.send, exclusive: lock, syncLater: async () => {} })
    await Promise.all([page.flush(true), lock(() => flushOutbox({ db, send: server.send, force: true }))])
    expect(server.send).toHaveBeenCalledTimes(1)
    page.stop()
  })
})

describe('the outbox table', () => {
  it('arrives with a later version of the device database, keeping what version 1 stored', async () => {
    const name = `ss-outbox-upgrade-${++count}`
    const v1 = deviceDbAsOf(name, 1)
    await v1.table('cart').add({ id: 'line', productId: 'sol-35', quantity: 2, options: {}, addedAt: 1 })
    await v1.table('drafts').add({ owner: 'guest', formKey: 'f', value: { a: 1 }, savedAt: 1 })
    v1.close()

    const db = new DeviceDatabase(name, idb)
    opened.push(db)
    expect(await db.cart.toArray()).toMatchObject([{ productId: 'sol-35', quantity: 2 }])
    expect(await db.drafts.count()).toBe(1)
    await enqueue(homeownerRequest(), db)
    expect(await db.outbox.where('state').equals('pending').count()).toBe(1)
    expect(db.verno).toBeGreaterThanOrEqual(2)
  })
})

describe('requests acting for a signed-in user', () => {
  it('are counted while they wait, and go with a sign-out; a visitor’s own request stays', async () => {
    const db = openDb()
    const bid: NewOutboxRequest = {
      ...homeownerRequest('5d1a8c2e-7b3f-4e6a-9c0d-1f2e3a4b5c6d'),
      kind: 'bid',
      owner: 'user-1',
    }
    await enqueue(homeownerRequest(), db)
    await enqueue(bid, db)
    expect(await countOwnedPending(db)).toBe(1)

    await db.meta.bulkPut([
      { key: 'account:quotes:estimate-1', value: { versions: [] } },
      { key: 'pricingSheet', value: { version: '1', sheet: {} } },
    ])

    await deleteSignedInRows(db)
    expect((await db.outbox.toArray()).map((row) => row.kind)).toEqual(['estimate-request'])
    // The account's copies of server data go too; the device's own (the pricing sheet) stay.
    expect((await db.meta.toArray()).map((row) => row.key)).toEqual(['pricingSheet'])
    expect(await countOwnedPending(db)).toBe(0)
  })
})

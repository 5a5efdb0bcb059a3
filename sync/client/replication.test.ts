import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { randomBytes } from 'node:crypto'
import type { RxCollection, RxStorage } from 'rxdb'
import { Subject } from 'rxjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_PASSWORD, seed } from '../../api/db/seed.ts'
import { insertUser } from '../../api/features/auth/auth.repo.ts'
import { hashPasswordSync } from '../../api/features/auth/password.ts'
import { SAME_ORIGIN, signIn, type TestClient } from '../../api/test/client.ts'
import { createTestApp } from '../../api/test/test-app.ts'
import { makeEstimate, makeWindow } from '../../domain/testing/estimate-factory.ts'
import type { Estimate } from '../../domain/estimates/estimate.ts'
import type { OrderDocument } from '../../domain/shop/order-document.ts'
import { makeOrderBody } from '../../domain/testing/order-factory.ts'
import type { PlacedOrder } from '../../domain/shop/order.ts'
import {
  PUSH_BODY_MAX_BYTES,
  PUSH_ROWS_MAX,
  syncPaths,
  type Checkpoint,
  type PullResponse,
  type PushRow,
} from '../protocol.ts'
import { createSyncDatabase, dexieStorage, wipeUserData, type SyncDatabase } from './database.ts'
import {
  pushBodies,
  startReplication,
  type ReplicationHandle,
  type ReplicationOptions,
  type SyncFetch,
} from './replication.ts'
import { makeUser } from '../server/test-users.ts'
import { fetchStreamTransport, type StreamTransport } from './stream.ts'

/*
 * The client against the real API, in-process on a fresh SQLite database: fetch is the app's own
 * request(), the stream is read from it with the fetch transport, IndexedDB is fake-indexeddb.
 */

const idb = { indexedDB, IDBKeyRange }
const paths = syncPaths('estimates')
const PASSWORD_HASH = hashPasswordSync(DEMO_PASSWORD)
const BASE_URL = 'http://localhost'

let opened: SyncDatabase[] = []
let handles: ReplicationHandle[] = []
let dbCounter = 0

afterEach(async () => {
  await Promise.all(handles.map((handle) => handle.stop()))
  await Promise.all(opened.map((db) => db.close()))
  await Promise.all(opened.map((db) => wipeUserData(db.name, { idb })))
  handles = []
  opened = []
})

/** The API with one signed-in homeowner; `online` cuts every device's network. */
async function setup() {
  const t = createTestApp()
  // Server stamps near the devices' real clocks, so "the later edit" means what it says.
  t.clock.advance(Date.now() - t.clock.now().getTime())
  const userId = 'user-ann'
  insertUser(t.db, {
    id: userId,
    username: 'ann',
    email: 'ann@example.com',
    passwordHash: PASSWORD_HASH,
    userType: 'homeowner',
    isAdmin: false,
    hasCompletedOnboarding: true,
    emailVerifiedAt: t.clock.now().toISOString(),
    hubId: null,
    createdAt: t.clock.now().toISOString(),
  })
  const api: TestClient = await signIn(t.app, 'ann')
  const server = { online: true, requests: [] as string[], rewrite: (url: string) => url }

  const fetch: SyncFetch = async (url, init) => {
    if (!server.online) throw new TypeError('fetch failed')
    server.requests.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`)
    const headers = new Headers(init.headers)
    for (const [name, value] of Object.entries(SAME_ORIGIN)) headers.set(name, value)
    headers.set('Cookie', `session=${api.token ?? ''}`)
    return t.app.request(server.rewrite(url), { ...init, headers })
  }

  /** A device of the same user: its own IndexedDB database. */
  async function device(storage?: RxStorage<unknown, unknown>) {
    const db = await createSyncDatabase({
      userId,
      name: `ss-${userId}-${++dbCounter}`,
      idb,
      storage,
      multiInstance: false,
      onlyReadableBy: makeUser('ann', { id: userId }),
    })
    opened.push(db)
    const estimates = db.rx.collections['estimates'] as unknown as RxCollection<Estimate>
    const start = (options: Partial<ReplicationOptions> = {}) => {
      const handle = startReplication(db, {
        baseUrl: BASE_URL,
        fetch,
        stream: fetchStreamTransport(fetch, 50),
        user: makeUser('ann', { id: userId }),
        retry: { initialMs: 20, maxMs: 100 },
        waitForLeadership: false,
        ...options,
      })
      handles.push(handle)
      return handle
    }
    const local = async (id: string) => (await estimates.findOne(id).exec())?.toMutableJSON()
    return { db, estimates, start, local }
  }

  async function pullAll(): Promise<Estimate[]> {
    const docs: Estimate[] = []
    let checkpoint: Checkpoint | null = null
    for (;;) {
      const res = await api.get(paths.pull(checkpoint, 1000))
      const page = (await res.json()) as PullResponse<Estimate>
      docs.push(...page.documents)
      if (page.documents.length < 1000) return docs
      checkpoint = page.checkpoint
    }
  }

  return { t, api, userId, server, fetch, device, pullAll }
}

/** The Dexie storage, counting the documents read by id from the estimates and from their replication state. */
function countingStorage() {
  const base = dexieStorage(idb)
  const reads = { estimates: 0, replicationState: 0, estimatesQueried: 0 }
  const storage: RxStorage<unknown, unknown> = {
    ...base,
    async createStorageInstance(params) {
      const instance = await base.createStorageInstance(params)
      const which = params.collectionName === 'estimates' ? 'estimates' : null
      const findById = instance.findDocumentsById.bind(instance)
      const query = instance.query.bind(instance)
      instance.query = async (prepared) => {
        const result = await query(prepared)
        if (which) reads.estimatesQueried += result.documents.length
        return result
      }
      instance.findDocumentsById = (ids, withDeleted) => {
        if (which) reads[which] += ids.length
        else if (params.collectionName.startsWith('rx-replication-meta-'))
          reads.replicationState += ids.length
        return findById(ids, withDeleted)
      }
      return instance
    },
  }
  return { storage, reads }
}

/** `count` estimates of the user on the server, and a device (counting its reads) that pulled them. */
async function syncedDevice(
  s: Awaited<ReturnType<typeof setup>>,
  count: number,
  options: Partial<ReplicationOptions> = {},
) {
  const docs = Array.from({ length: count }, (_, i) =>
    makeEstimate({ id: `e${String(i).padStart(3, '0')}`, ownerId: s.userId }),
  )
  const rows = docs.map((doc) => ({ assumedMasterState: null, newDocumentState: doc }))
  expect((await s.api.post(paths.push, rows)).status).toBe(200)
  const { storage, reads } = countingStorage()
  const device = await s.device(storage)
  const handle = device.start(options)
  await handle.awaitInSync()
  await vi.waitFor(async () => expect(await device.estimates.count().exec()).toBe(count))
  /** Every estimate on the device changed at once, stamped as a local edit. */
  const editAll = async (change: Partial<Estimate>) => {
    const all = await device.estimates.find().exec()
    await device.estimates.bulkUpsert(all.map((doc) => editedNow(doc.toMutableJSON(), change)))
  }
  return { ...device, handle, reads, editAll }
}

/** A promise and what settles it (Node 20 has no Promise.withResolvers). */
function signal(): [Promise<void>, () => void] {
  let settle: () => void = () => undefined
  const promise = new Promise<void>((resolve) => (settle = resolve))
  return [promise, settle]
}

/** A local edit: the device stamps its own edit time, which conflict resolution compares. */
const editedNow = (doc: Estimate, change: Partial<Estimate>, offsetMs = 0): Estimate => {
  const at = new Date(Date.now() + offsetMs).toISOString()
  return { ...doc, ...change, editedAt: at, updatedAt: at }
}

describe('replication with the API', () => {
  it('pushes what was created offline once the network is back, and counts it as pending until then', async () => {
    const s = await setup()
    const a = await s.device()
    const doc = makeEstimate({ id: 'est-offline', ownerId: s.userId, name: 'Measured in a basement' })
    await a.estimates.insert(doc) // replication not running yet

    s.server.online = false
    const handle = a.start()
    await vi.waitFor(() =>
      expect(handle.status).toMatchObject({
        online: false,
        pendingChanges: 1,
        pendingIds: { estimates: ['est-offline'] },
      }),
    )
    // Every collection replicates: whichever asked last is named.
    expect(handle.status.error).toEqual({ kind: 'network', collection: expect.any(String) })
    expect(await s.pullAll()).toEqual([])

    s.server.online = true // the next retry (backoff ≤ 100 ms here) gets through
    await handle.awaitInSync()
    await vi.waitFor(() =>
      expect(handle.status).toMatchObject({
        online: true,
        pendingChanges: 0,
        pendingIds: {},
        error: null,
        lastSyncedAt: expect.any(String),
      }),
    )
    const onServer = await s.pullAll()
    expect(onServer.map((d) => [d.id, d.name])).toEqual([['est-offline', 'Measured in a basement']])
  })

  it('pulls a document another client wrote, told by the stream', async () => {
    const s = await setup()
    const a = await s.device()
    const handle = a.start()
    await handle.awaitInSync()
    const doc = makeEstimate({ id: 'est-elsewhere', ownerId: s.userId, name: 'From the office' })
    expect((await s.api.post(paths.push, [{ assumedMasterState: null, newDocumentState: doc }])).status).toBe(
      200,
    )
    await vi.waitFor(async () => expect((await a.local('est-elsewhere'))?.name).toBe('From the office'))
  })

  it('keeps replicating when a referenced photo is not on the server (yet)', async () => {
    const s = await setup()
    const a = await s.device()
    const handle = a.start()
    await handle.awaitInSync()
    const missing = 'f'.repeat(64)
    const push = (doc: Estimate) =>
      s.api.post(paths.push, [{ assumedMasterState: null, newDocumentState: doc }])
    await push(
      makeEstimate({ id: 'with-missing', ownerId: s.userId, windows: [makeWindow({ photos: [missing] })] }),
    )
    await vi.waitFor(async () => expect(await a.local('with-missing')).toBeDefined())
    await push(makeEstimate({ id: 'after', ownerId: s.userId, name: 'Still arriving' }))
    await vi.waitFor(async () => expect((await a.local('after'))?.name).toBe('Still arriving'))
    expect(handle.status.error).toBeNull()
    expect(await a.db.photos.missing([missing])).toEqual([missing])
  })

  it('pages through 320 documents with its checkpoint, never counting downloads as pending changes', async () => {
    const s = await setup()
    const docs = Array.from({ length: 320 }, (_, i) =>
      makeEstimate({ id: `e${String(i).padStart(3, '0')}`, ownerId: s.userId, name: `Estimate ${i}` }),
    )
    for (let i = 0; i < docs.length; i += 100) {
      const rows = docs.slice(i, i + 100).map((doc) => ({ assumedMasterState: null, newDocumentState: doc }))
      expect((await s.api.post(paths.push, rows)).status).toBe(200)
    }
    const a = await s.device()
    const handle = a.start({ pullBatchSize: 50 })
    const pendingSeen: number[] = []
    const watching = handle.status$.subscribe((status) => pendingSeen.push(status.pendingChanges))
    await handle.awaitInSync()
    expect(await a.estimates.count().exec()).toBe(320)
    watching.unsubscribe()
    expect(Math.max(...pendingSeen)).toBe(0)
    const pulls = s.server.requests.filter((r) => r.endsWith('/estimates/pull'))
    expect(pulls.length).toBeGreaterThanOrEqual(7) // 320 / 50, plus the empty page that ends it
  })

  it('counts pending changes without reading the documents it downloads again', async () => {
    const s = await setup()
    const a = await syncedDevice(s, 0, { pullBatchSize: 20 })
    // 200 estimates written elsewhere: the stream tells, the device pulls them.
    const docs = Array.from({ length: 200 }, (_, i) => makeEstimate({ id: `n${i}`, ownerId: s.userId }))
    const rows = docs.map((doc) => ({ assumedMasterState: null, newDocumentState: doc }))
    expect((await s.api.post(paths.push, rows)).status).toBe(200)
    await vi.waitFor(async () => expect(await a.estimates.count().exec()).toBe(200))
    // A local edit still counts (checked after the downloads, which were queued first), and settles.
    const seen: string[][] = []
    const watching = a.handle.status$.subscribe((status) =>
      seen.push([...(status.pendingIds['estimates'] ?? [])]),
    )
    await a.estimates.upsert(editedNow((await a.local('n7'))!, { name: 'Edited here' }))
    await vi.waitFor(() => expect(seen.some((ids) => ids.includes('n7'))).toBe(true))
    await vi.waitFor(() => expect(a.handle.status.pendingIds).toEqual({}))
    watching.unsubscribe()
    // RxDB reads each pulled document once from either store to compare it with what it has; the
    // pending count adds nothing to that, and a few reads for the edit.
    expect(a.reads.estimates).toBeLessThanOrEqual(200 + 50)
    expect(a.reads.replicationState).toBeLessThanOrEqual(200 + 50)
  })

  it('counts a bulk edit as pending until it is pushed, without reading back what was written', async () => {
    const s = await setup()
    const a = await syncedDevice(s, 100)
    await vi.waitFor(() => expect(a.handle.status.pendingChanges).toBe(0))
    a.reads.estimates = 0
    const seen: number[] = []
    const watching = a.handle.status$.subscribe((status) => seen.push(status.pendingChanges))
    await a.editAll({ notes: 'Bulk' })
    await vi.waitFor(async () => expect((await s.pullAll()).every((doc) => doc.notes === 'Bulk')).toBe(true))
    await vi.waitFor(() => expect(a.handle.status.pendingChanges).toBe(0))
    watching.unsubscribe()
    expect(Math.max(...seen)).toBe(100)
    // RxDB reads each edited document once from the collection, to take the server's version back;
    // the pending count once more, when the push is recorded: what was written locally it knows.
    expect(a.reads.estimates).toBeLessThanOrEqual(2 * 100 + 10)
  })

  it('pulls after its own pushes once they are over, without reading back the rows it sends', async () => {
    const s = await setup()
    const a = await syncedDevice(s, 100, { pushBatchSize: 20 })
    await a.editAll({ notes: 'Later' })
    // Counted from here: the edit's own query is the test's, and the pushes answer later.
    a.reads.estimatesQueried = 0
    await vi.waitFor(async () => expect((await s.pullAll()).every((doc) => doc.notes === 'Later')).toBe(true))
    // The device takes the server's versions back (read by id: the count is of queries).
    await vi.waitFor(async () => {
      const server = await s.pullAll()
      const local = await a.estimates.findByIds(server.map((doc) => doc.id)).exec()
      expect(server.every((doc) => local.get(doc.id)?.updatedAt === doc.updatedAt)).toBe(true)
    })
    await a.handle.awaitInSync()
    // Each of the five pushes told the device's stream, and RxDB answers each event by also looking
    // over the local changes since its checkpoint. Answered in the middle of the pushes, those looks
    // read back the rows being sent (about 200 of them); held until the pushes are over, they find
    // the checkpoint past every edit and read none.
    expect(a.reads.estimatesQueried).toBeLessThan(100)
  })

  it('does not open the photo store for documents that refer to no photo', async () => {
    const s = await setup()
    const rows = [makeEstimate({ id: 'no-photos', ownerId: s.userId, windows: [makeWindow({ photos: [] })] })]
    expect(
      (
        await s.api.post(
          paths.push,
          rows.map((doc) => ({ assumedMasterState: null, newDocumentState: doc })),
        )
      ).status,
    ).toBe(200)
    const a = await s.device()
    await a.start().awaitInSync()
    await a.estimates.upsert(editedNow((await a.local('no-photos'))!, { name: 'Pushed back' }))
    await vi.waitFor(async () => expect((await s.pullAll())[0]?.name).toBe('Pushed back'))
    const names = (await indexedDB.databases()).map((database) => database.name)
    expect(names).not.toContain(`${a.db.name}-photos`)
  })

  it('merges edits of different windows made offline on two devices, on both', async () => {
    const s = await setup()
    const [a, b] = [await s.device(), await s.device()]
    const base = makeEstimate({
      id: 'est-shared',
      ownerId: s.userId,
      windows: [makeWindow({ id: 'w1', label: 'Kitchen' }), makeWindow({ id: 'w2', label: 'Porch' })],
    })
    await a.estimates.insert(base)
    const [ha, hb] = [a.start(), b.start()]
    await ha.awaitInSync()
    await vi.waitFor(async () => expect(await b.local('est-shared')).toBeDefined())
    await Promise.all([ha.stop(), hb.stop()])

    // Offline on both devices.
    const onA = (await a.local('est-shared'))!
    const onB = (await b.local('est-shared'))!
    await a.estimates.upsert(
      editedNow(onA, { windows: [{ ...onA.windows[0]!, label: 'Kitchen (A)' }, onA.windows[1]!] }),
    )
    await b.estimates.upsert(
      editedNow(
        onB,
        { windows: [onB.windows[0]!, { ...onB.windows[1]!, label: 'Porch (B)', quantity: 3 }] },
        1,
      ),
    )

    const [ha2, hb2] = [a.start(), b.start()]
    await Promise.all([ha2.awaitInSync(), hb2.awaitInSync()])
    const expected = ['Kitchen (A)', 'Porch (B)']
    for (const device of [a, b])
      await vi.waitFor(async () =>
        expect((await device.local('est-shared'))?.windows.map((w) => w.label)).toEqual(expected),
      )
    const [onServer] = await s.pullAll()
    expect(onServer?.windows.map((w) => w.label)).toEqual(expected)
    expect(onServer?.totalWindows).toBe(4)
    expect(onServer?.history).toEqual([]) // nothing was overruled
  })

  it('lets the later edit of the same field win and keeps the other in history', async () => {
    const s = await setup()
    const [a, b] = [await s.device(), await s.device()]
    await a.estimates.insert(makeEstimate({ id: 'est-clash', ownerId: s.userId, name: 'Original' }))
    const [ha, hb] = [a.start(), b.start()]
    await ha.awaitInSync()
    await vi.waitFor(async () => expect(await b.local('est-clash')).toBeDefined())
    await Promise.all([ha.stop(), hb.stop()])

    await a.estimates.upsert(editedNow((await a.local('est-clash'))!, { name: 'Name from A' }, 1000))
    await b.estimates.upsert(editedNow((await b.local('est-clash'))!, { name: 'Name from B' }, 2000))

    const ha2 = a.start()
    await ha2.awaitInSync() // A reaches the server first; B's later edit still wins
    const hb2 = b.start()
    await hb2.awaitInSync()
    for (const device of [a, b]) {
      await vi.waitFor(async () => {
        const doc = await device.local('est-clash')
        expect(doc?.name).toBe('Name from B')
        expect(doc?.history.map((entry) => entry.version.name)).toEqual(['Name from A'])
      })
    }
    const [onServer] = await s.pullAll()
    expect(onServer?.history.map((entry) => [entry.version.name, entry.by, entry.reason])).toEqual([
      ['Name from A', s.userId, 'conflict'],
    ])
  })

  it('uploads a photo before the document that refers to it, and another device downloads it byte for byte', async () => {
    const s = await setup()
    const [a, b] = [await s.device(), await s.device()]
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(40_000)])
    const photo = await a.db.photos.add(png, 'image/png')
    await a.estimates.insert(
      makeEstimate({
        id: 'est-photo',
        ownerId: s.userId,
        windows: [makeWindow({ id: 'w1', photos: [photo] })],
      }),
    )
    await a.start().awaitInSync()
    const order = s.server.requests.filter((r) => r.startsWith('POST'))
    expect(order).toEqual(['POST /api/sync/v2/estimates/attachments', 'POST /api/sync/v2/estimates/push'])

    await b.start().awaitInSync()
    const downloaded = await b.db.photos.get(photo)
    expect(downloaded?.mime).toBe('image/png')
    expect(Buffer.from(downloaded!.bytes).equals(Buffer.from(png))).toBe(true)
    // Pushing again (an edit) does not upload the photo a second time.
    await a.estimates.upsert(editedNow((await a.local('est-photo'))!, { notes: 'edited' }))
    await vi.waitFor(() => expect(s.server.requests.filter((r) => r.endsWith('/attachments')).length).toBe(1))
  })

  it('replicates the user’s orders pull-only: never pending, changed when the server changes them', async () => {
    const s = await setup()
    seed(s.t.db) // the catalog, and an admin
    const placed = await s.api.post('/api/orders', makeOrderBody(), {
      'Idempotency-Key': 'replication-order-1',
    })
    expect(placed.status).toBe(201)
    const { orderNumber } = (await placed.json()) as PlacedOrder
    const a = await s.device()
    const orders = a.db.rx.collections['orders'] as unknown as RxCollection<OrderDocument>
    const handle = a.start()
    await handle.awaitInSync()
    expect((await orders.findOne(orderNumber).exec())?.toJSON()).toMatchObject({
      status: 'placed',
      ownerId: s.userId,
    })

    const admin = await signIn(s.t.app, 'admin')
    expect((await admin.patch(`/api/orders/${orderNumber}/status`, { status: 'paid' })).status).toBe(200)
    await vi.waitFor(async () => expect((await orders.findOne(orderNumber).exec())?.status).toBe('paid'))
    expect(handle.status).toMatchObject({ pendingChanges: 0, error: null })
    expect(s.server.requests.filter((r) => r.includes('/orders/push'))).toEqual([])
  })

  it('when the network is back, reconnects a stream that died without a word and pulls what the server wrote', async () => {
    const s = await setup()
    const a = await s.device()
    const networkBack = new Subject<void>()
    // The first connection goes silent, as one does when a phone changes networks: no error, no events.
    let connections = 0
    const base = fetchStreamTransport(s.fetch, 50)
    const stream: StreamTransport = (url, handlers) => {
      const alive = ++connections > 1
      return base(url, { onMessage: (data) => alive && handlers.onMessage(data), onError: handlers.onError })
    }
    const handle = a.start({ stream, networkBack })
    await handle.awaitInSync()

    const doc = makeEstimate({ id: 'est-written-meanwhile', ownerId: s.userId })
    await s.api.post(paths.push, [{ assumedMasterState: null, newDocumentState: doc }])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(await a.local('est-written-meanwhile')).toBeUndefined()

    networkBack.next()
    await vi.waitFor(async () => expect(await a.local('est-written-meanwhile')).toMatchObject({ id: doc.id }))
    expect(connections).toBe(2)
  })

  it('takes the version the server completed its push with, even when a pull of it came while the push was under way', async () => {
    const s = await setup()
    const a = await s.device()
    // A pull sent just before a push reaches the server just after it (as on reconnecting, when every
    // collection pulls while the changes made offline are pushed): it brings the stored version while
    // the device still waits for the push's answer, and RxDB sets such a pull aside.
    const [pullSent, sendingPull] = signal()
    const [pushStored, storedPush] = signal()
    const [pullAnswered, answeredPull] = signal()
    let racing = false
    const fetch: SyncFetch = async (url, init) => {
      if (!racing) return s.fetch(url, init)
      if (url.includes('/estimates/pull')) {
        sendingPull()
        await pushStored
        const res = await s.fetch(url, init)
        answeredPull()
        return res
      }
      if (url.includes('/estimates/push')) {
        const res = await s.fetch(url, init)
        storedPush()
        await pullAnswered
        await new Promise((resolve) => setTimeout(resolve, 100)) // the device handles that pull first
        return res
      }
      return s.fetch(url, init)
    }
    const networkBack = new Subject<void>()
    const handle = a.start({ fetch, stream: fetchStreamTransport(fetch, 50), networkBack })
    await handle.awaitInSync()

    racing = true
    networkBack.next() // every collection pulls again
    await pullSent
    // The server recomputes the totals a device sends.
    const doc = makeEstimate({
      id: 'est-completed',
      ownerId: s.userId,
      windows: [makeWindow({ quantity: 3 })],
    })
    await a.estimates.insert({ ...doc, totalWindows: 99 })
    await vi.waitFor(async () => expect(await a.local('est-completed')).toMatchObject({ totalWindows: 3 }))
    await handle.awaitInSync()
    expect([handle.status.pendingChanges, (await a.local('est-completed'))?.history]).toEqual([0, []])
  })

  it('stops replicating on stop(), and wipeUserData() removes the local data', async () => {
    const s = await setup()
    const a = await s.device()
    await a.estimates.insert(makeEstimate({ id: 'est-kept', ownerId: s.userId }))
    const handle = a.start()
    await handle.awaitInSync()
    await handle.stop()

    const before = s.server.requests.length
    await a.estimates.insert(makeEstimate({ id: 'est-local-only', ownerId: s.userId }))
    const doc = makeEstimate({ id: 'est-server-only', ownerId: s.userId })
    await s.api.post(paths.push, [{ assumedMasterState: null, newDocumentState: doc }])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(s.server.requests.length).toBe(before)
    expect(await a.local('est-server-only')).toBeUndefined()
    expect((await s.pullAll()).map((d) => d.id).sort()).toEqual(['est-kept', 'est-server-only'])

    await a.db.close()
    await wipeUserData(a.db.name, { idb })
    const reopened = await createSyncDatabase({
      userId: s.userId,
      name: a.db.name,
      idb,
      multiInstance: false,
    })
    opened.push(reopened)
    expect(await reopened.rx.collections['estimates']!.count().exec()).toBe(0)
  })

  it('reports an old protocol version (426) as an error and stops', async () => {
    const s = await setup()
    s.server.rewrite = (url) => url.replace('/api/sync/v2/', '/api/sync/v0/')
    const a = await s.device()
    // A stream that reconnects at once: it must be closed the moment the server refuses the protocol,
    // not when every collection has finished cancelling.
    const handle = a.start({ stream: fetchStreamTransport(s.fetch, 1) })
    await vi.waitFor(() =>
      expect(handle.status.error).toEqual({
        kind: 'versionUnsupported',
        collection: expect.any(String),
        status: 426,
      }),
    )
    const count = s.server.requests.length
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(s.server.requests.slice(count)).toEqual([]) // no retries, of the pulls or of the stream
  })
})

describe('pushBodies', () => {
  const row = (id: string, notes = '') => ({ newDocumentState: makeEstimate({ id, notes }) })

  it('sends the rows in order, at most the server’s rows per request, new documents as null', () => {
    const rows = Array.from({ length: PUSH_ROWS_MAX + 20 }, (_, i) => row(`e${i}`))
    const bodies = pushBodies(rows).map((body) => JSON.parse(body) as PushRow<Estimate>[])
    expect(bodies.map((body) => body.length)).toEqual([PUSH_ROWS_MAX, 20])
    expect(bodies.flat().map((wire) => wire.newDocumentState.id)).toEqual(
      rows.map((r) => r.newDocumentState.id),
    )
    expect(bodies[0]![0]!.assumedMasterState).toBeNull()
  })

  it('keeps each request within the server’s body limit, however many bytes a character takes', () => {
    // 400 rows of 30 kB (notes of three-byte characters): fewer than 500, but 12 MB together.
    const rows = Array.from({ length: 400 }, (_, i) => row(`e${i}`, 'ü€'.repeat(5000)))
    const bodies = pushBodies(rows)
    expect(bodies.length).toBeGreaterThan(1)
    for (const body of bodies)
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(PUSH_BODY_MAX_BYTES)
    expect(bodies.flatMap((body) => JSON.parse(body) as unknown[])).toHaveLength(rows.length)
  })
})

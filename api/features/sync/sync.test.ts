import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { UserType } from '../../../domain/auth/roles.ts'
import { makeEstimate, makeWindow } from '../../../domain/testing/estimate-factory.ts'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { estimatesCollection } from '../../../sync/collections/estimates.ts'
import {
  syncPaths,
  syncStreamPath,
  type Checkpoint,
  type PullResponse,
  type PushRow,
} from '../../../sync/protocol.ts'
import { DEMO_PASSWORD } from '../../db/seed.ts'
import { createClient, signIn, type TestClient } from '../../test/client.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { insertUser } from '../auth/auth.repo.ts'
import { hashPasswordSync } from '../auth/password.ts'
import { createSqliteSyncStorage } from './sync.repo.ts'

const paths = syncPaths('estimates')
/** argon2 is slow on purpose: hash the one password all test users share once per file. */
const PASSWORD_HASH = hashPasswordSync(DEMO_PASSWORD)

function addUser(t: TestApp, username: string, userType: UserType = 'homeowner', isAdmin = false): string {
  const id = `user-${username}`
  const now = t.clock.now().toISOString()
  insertUser(t.db, {
    id,
    username,
    email: `${username}@example.com`,
    passwordHash: PASSWORD_HASH,
    userType,
    isAdmin,
    hasCompletedOnboarding: true,
    emailVerifiedAt: now,
    hubId: null,
    createdAt: now,
  })
  return id
}

/** Two homeowners (ann, bob) and an admin, signed in through the real login. */
async function setup() {
  const t = createTestApp()
  const ids = { ann: addUser(t, 'ann'), bob: addUser(t, 'bob'), admin: addUser(t, 'root', 'regular', true) }
  const [ann, bob, admin] = await Promise.all(['ann', 'bob', 'root'].map((name) => signIn(t.app, name)))
  const rows = () => t.db.prepare('SELECT count(*) FROM estimates').pluck().get() as number
  return { ...t, ids, ann: ann!, bob: bob!, admin: admin!, rows }
}

const created = (doc: Estimate): PushRow<Estimate> => ({ assumedMasterState: null, newDocumentState: doc })

async function pushRows(client: TestClient, rows: unknown) {
  const res = await client.post(paths.push, rows)
  return { status: res.status, body: (await res.json()) as unknown }
}

async function pullAll(client: TestClient, checkpoint: Checkpoint | null = null, limit = 100) {
  const res = await client.get(paths.pull(checkpoint, limit))
  expect(res.status).toBe(200)
  return (await res.json()) as PullResponse<Estimate>
}

/** The stored document, straight from the table. */
function storedDoc(t: TestApp, id: string): Estimate | undefined {
  const json = t.db.prepare('SELECT doc FROM estimates WHERE id = ?').pluck().get(id) as string | undefined
  return json === undefined ? undefined : (JSON.parse(json) as Estimate)
}

describe('pull and push round trips', () => {
  it('stores a pushed estimate with the server’s time and hands it back in a pull', async () => {
    const t = await setup()
    const doc = makeEstimate({ id: 'est-ann', ownerId: t.ids.ann })
    expect(await pushRows(t.ann, [created(doc)])).toEqual({
      status: 200,
      body: { conflicts: [], completed: [] },
    })

    const first = await pullAll(t.ann)
    const stored = { ...doc, updatedAt: t.clock.now().toISOString() }
    expect(first).toEqual({ documents: [stored], checkpoint: { id: 'est-ann', updatedAt: stored.updatedAt } })

    const edited = { ...stored, name: 'Renamed on the tablet' }
    expect(await pushRows(t.ann, [{ assumedMasterState: stored, newDocumentState: edited }])).toEqual({
      status: 200,
      body: { conflicts: [], completed: [] },
    })
    const next = await pullAll(t.ann, first.checkpoint)
    expect(next.documents.map((d) => d.name)).toEqual(['Renamed on the tablet'])
    // Later than the first write even though the test clock did not move: checkpoints never skip.
    expect(next.documents[0]!.updatedAt > stored.updatedAt).toBe(true)
    expect(await pullAll(t.ann, next.checkpoint)).toEqual({ documents: [], checkpoint: next.checkpoint })
  })

  it('takes `updatedAt=&id=` as the beginning, and checks the limit and checkpoint', async () => {
    const t = await setup()
    const base = '/api/sync/v2/estimates/pull'
    expect((await t.ann.get(`${base}?updatedAt=&id=&limit=`)).status).toBe(200)
    for (const query of [
      'limit=0',
      'limit=1001',
      'limit=ten',
      'updatedAt=2025-06-02T09:00:00.000Z',
      'id=x&updatedAt=soon',
    ]) {
      const res = await t.ann.get(`${base}?${query}`)
      expect([query, res.status, await res.json()]).toEqual([
        query,
        400,
        { message: expect.any(String), code: 'checkpointInvalid' },
      ])
    }
  })

  it('pages over 1 050 documents in (updatedAt, id) order, each exactly once, and only the user’s', async () => {
    const t = await setup()
    const start = Date.parse('2025-06-01T00:00:00.000Z')
    // Three documents share each write time, and bob's are interleaved with ann's.
    const docs = Array.from({ length: 1400 }, (_, i) =>
      makeEstimate({
        id: `e${String((i * 7919) % 1400).padStart(4, '0')}`,
        ownerId: i % 4 === 3 ? t.ids.bob : t.ids.ann,
        updatedAt: new Date(start + Math.floor(i / 3)).toISOString(),
      }),
    )
    const store = createSqliteSyncStorage(t.db)
    await store.write(estimatesCollection.table, [], () => ({
      writes: docs.map((doc) => ({ doc, attachments: [] })),
      result: null,
    }))
    const expected = docs
      .filter((doc) => doc.ownerId === t.ids.ann)
      .sort((a, b) =>
        a.updatedAt === b.updatedAt ? (a.id < b.id ? -1 : 1) : a.updatedAt < b.updatedAt ? -1 : 1,
      )
      .map((doc) => doc.id)
    expect(expected).toHaveLength(1050)

    const seen: string[] = []
    let checkpoint: Checkpoint | null = null
    for (let page = 0; page < 20; page++) {
      const answer: PullResponse<Estimate> = await pullAll(t.ann, checkpoint, 100)
      if (answer.documents.length === 0) break
      expect(answer.documents.length).toBeLessThanOrEqual(100)
      seen.push(...answer.documents.map((doc) => doc.id))
      checkpoint = answer.checkpoint
    }
    expect(seen).toEqual(expected)
  })

  it('accepts batches beyond the 2 MB limit of other API requests', async () => {
    const t = await setup()
    const rows = Array.from({ length: 450 }, (_, i) =>
      created(makeEstimate({ id: `big-${i}`, ownerId: t.ids.ann, notes: 'n'.repeat(5000) })),
    )
    expect(JSON.stringify(rows).length).toBeGreaterThan(2 * 1024 * 1024)
    expect((await pushRows(t.ann, rows)).status).toBe(200)
    expect(t.rows()).toBe(450)
  })

  it('refuses more than 500 rows, or a body over the sync limit, with 413', async () => {
    const t = await setup()
    const rows = Array.from({ length: 501 }, (_, i) =>
      created(makeEstimate({ id: `e${i}`, ownerId: t.ids.ann })),
    )
    expect(await pushRows(t.ann, rows)).toMatchObject({ status: 413, body: { code: 'pushTooLarge' } })
    const huge = await t.ann.post(paths.push, '[]', {
      'Content-Type': 'application/json',
      'Content-Length': String(64 * 1024 * 1024),
    })
    expect(huge.status).toBe(413)
    expect(t.rows()).toBe(0)
  })
})

describe('conflicts', () => {
  it('answers the server’s version for a change based on a stale one and writes nothing for that row', async () => {
    const t = await setup()
    await pushRows(t.ann, [created(makeEstimate({ id: 'shared', ownerId: t.ids.ann }))])
    const [v1] = (await pullAll(t.ann)).documents
    // The phone edits and syncs first…
    await pushRows(t.ann, [{ assumedMasterState: v1, newDocumentState: { ...v1!, notes: 'from the phone' } }])
    const v2 = storedDoc(t, 'shared')
    // …then the tablet, still based on v1.
    const tablet = { assumedMasterState: v1, newDocumentState: { ...v1!, name: 'from the tablet' } }
    const fresh = created(makeEstimate({ id: 'other', ownerId: t.ids.ann }))
    expect(await pushRows(t.ann, [tablet, fresh])).toEqual({
      status: 200,
      body: { conflicts: [v2], completed: [] },
    })
    expect(storedDoc(t, 'shared')).toEqual(v2)
    expect(storedDoc(t, 'other')).toBeDefined()
  })
})

describe('access', () => {
  it('never shows a homeowner another user’s estimates; an admin sees all', async () => {
    const t = await setup()
    await pushRows(t.ann, [created(makeEstimate({ id: 'anns', ownerId: t.ids.ann }))])
    await pushRows(t.bob, [created(makeEstimate({ id: 'bobs', ownerId: t.ids.bob }))])
    expect((await pullAll(t.ann)).documents.map((d) => d.id)).toEqual(['anns'])
    expect((await pullAll(t.bob)).documents.map((d) => d.id)).toEqual(['bobs'])
    expect((await pullAll(t.admin)).documents.map((d) => d.id).sort()).toEqual(['anns', 'bobs'])
  })

  it('refuses a homeowner pushing another user’s estimate, even under their own ownerId', async () => {
    const t = await setup()
    await pushRows(t.bob, [created(makeEstimate({ id: 'bobs', ownerId: t.ids.bob }))])
    const bobs = storedDoc(t, 'bobs')!
    const attempts = [
      { assumedMasterState: bobs, newDocumentState: { ...bobs, name: 'vandalised' } },
      { assumedMasterState: bobs, newDocumentState: { ...bobs, ownerId: t.ids.ann } },
      created({ ...bobs, ownerId: t.ids.ann }),
    ]
    for (const attempt of attempts) {
      expect(await pushRows(t.ann, [attempt])).toMatchObject({ status: 403, body: { code: 'forbidden' } })
    }
    expect(storedDoc(t, 'bobs')).toEqual(bobs)
  })

  it('refuses a forged ownerId with 403 and writes nothing of the batch', async () => {
    const t = await setup()
    const rows = [
      created(makeEstimate({ id: 'mine', ownerId: t.ids.ann })),
      created(makeEstimate({ id: 'forged', ownerId: t.ids.bob })),
    ]
    expect(await pushRows(t.ann, rows)).toEqual({
      status: 403,
      body: { message: 'You do not have access to this', code: 'forbidden' },
    })
    expect(t.rows()).toBe(0)
  })

  it('lets an admin write an estimate for a homeowner', async () => {
    const t = await setup()
    expect(
      (await pushRows(t.admin, [created(makeEstimate({ id: 'for-bob', ownerId: t.ids.bob }))])).status,
    ).toBe(200)
    expect((await pullAll(t.bob)).documents.map((d) => d.id)).toEqual(['for-bob'])
  })

  it('answers 401 signed out and 404 for an unknown collection', async () => {
    const t = await setup()
    const signedOut = createClient(t.app)
    expect((await signedOut.get(paths.pull(null, 10))).status).toBe(401)
    expect((await signedOut.post(paths.push, [])).status).toBe(401)
    expect((await signedOut.get(syncStreamPath(['estimates']))).status).toBe(401)
    expect((await t.ann.get(syncStreamPath(['estimates', 'invoices']))).status).toBe(404)
    const unknown = await t.ann.get('/api/sync/v2/invoices/pull')
    expect([unknown.status, await unknown.json()]).toEqual([
      404,
      { message: 'No such collection', code: 'collectionNotFound' },
    ])
    expect((await t.ann.post('/api/sync/v2/invoices/push', [])).status).toBe(404)
  })
})

describe('validation and derived values', () => {
  it('refuses a batch with an invalid document with 400, saying where, and writes none of it', async () => {
    const t = await setup()
    const bad = {
      ...makeEstimate({ id: 'bad', ownerId: t.ids.ann }),
      windows: [{ ...makeWindow(), quantity: 0 }],
    }
    const result = await pushRows(t.ann, [
      created(makeEstimate({ id: 'good', ownerId: t.ids.ann })),
      created(bad),
    ])
    expect(result).toEqual({
      status: 400,
      body: {
        message: 'A document in this batch is not valid; nothing was saved',
        code: 'documentInvalid',
        issues: [{ row: 1, path: 'windows.0.quantity', code: 'quantityInvalid' }],
      },
    })
    expect(t.rows()).toBe(0)
  })

  it.each([
    ['a body that is not JSON', 'not json', 'pushInvalid'],
    ['an object instead of a list', { rows: [] }, 'pushInvalid'],
    ['a document without fields', [{ newDocumentState: {} }], 'documentInvalid'],
  ])('refuses %s with 400', async (_label, body, code) => {
    const t = await setup()
    const res =
      typeof body === 'string'
        ? await t.ann.post(paths.push, body, { 'Content-Type': 'application/json' })
        : await t.ann.post(paths.push, body)
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([400, code])
    expect(t.rows()).toBe(0)
  })

  it('recomputes the totals whatever the device sent', async () => {
    const t = await setup()
    const windows = [
      makeWindow({ id: 'a', width: 36, height: 48, quantity: 2 }),
      makeWindow({ id: 'b', width: 1, height: 1, unit: 'meters' }),
    ]
    const lying = {
      ...makeEstimate({ id: 'totals', ownerId: t.ids.ann, windows }),
      totalWindows: 1,
      totalAreaSqFt: 9999,
    }
    await pushRows(t.ann, [created(lying)])
    expect(storedDoc(t, 'totals')).toMatchObject({ totalWindows: 3, totalAreaSqFt: 34.76 })
    expect((await pullAll(t.ann)).documents[0]).toMatchObject({ totalWindows: 3, totalAreaSqFt: 34.76 })
  })

  it('replicates a soft delete through pull, to the owner’s other devices and to admins', async () => {
    const t = await setup()
    await pushRows(t.ann, [created(makeEstimate({ id: 'gone', ownerId: t.ids.ann }))])
    const first = await pullAll(t.ann)
    const adminFirst = await pullAll(t.admin)
    await pushRows(t.ann, [
      {
        assumedMasterState: first.documents[0],
        newDocumentState: { ...first.documents[0]!, _deleted: true },
      },
    ])
    expect((await pullAll(t.ann, first.checkpoint)).documents).toMatchObject([{ id: 'gone', _deleted: true }])
    expect((await pullAll(t.admin, adminFirst.checkpoint)).documents).toMatchObject([
      { id: 'gone', _deleted: true },
    ])
    expect(t.db.prepare("SELECT deleted FROM estimates WHERE id = 'gone'").pluck().get()).toBe(1)
  })
})

describe('attachments', () => {
  /** A real PNG signature and random bytes after it. */
  const photo = (size: number) =>
    Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), randomBytes(size - 8)])
  const idOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
  const upload = (client: TestClient, bytes: Buffer, mime = 'image/png') =>
    client.post(paths.attachments, { id: idOf(bytes), mime, data: bytes.toString('base64') })

  it('round-trips the bytes exactly, for the owner of an estimate that refers to them and for admins only', async () => {
    const t = await setup()
    const bytes = photo(300_000)
    const id = idOf(bytes)
    const res = await upload(t.ann, bytes)
    expect([res.status, await res.json()]).toEqual([200, { id, mime: 'image/png', size: 300_000 }])
    // Not readable until an estimate refers to it.
    expect((await t.ann.get(paths.attachment(id))).status).toBe(404)

    const estimate = makeEstimate({
      id: 'with-photo',
      ownerId: t.ids.ann,
      windows: [makeWindow({ photos: [id] })],
    })
    await pushRows(t.ann, [created(estimate)])
    for (const reader of [t.ann, t.admin]) {
      const read = await reader.get(paths.attachment(id))
      expect(read.status).toBe(200)
      const body = (await read.json()) as { id: string; mime: string; data: string }
      expect({ id: body.id, mime: body.mime }).toEqual({ id, mime: 'image/png' })
      expect(Buffer.from(body.data, 'base64').equals(bytes)).toBe(true)
    }
    expect((await t.bob.get(paths.attachment(id))).status).toBe(404)
    // Nor is a photo served by the public logo route to someone who learnt its hash.
    expect((await t.bob.get(`/api/files/${id}`)).status).toBe(404)
  })

  it('stores the same bytes once for everyone, and answers 404 for a photo referred to but never uploaded', async () => {
    const t = await setup()
    const bytes = photo(1000)
    const refer = (id: string, owner: string) =>
      created(
        makeEstimate({ id: `${owner}-estimate`, ownerId: owner, windows: [makeWindow({ photos: [id] })] }),
      )
    expect((await upload(t.ann, bytes)).status).toBe(200)
    expect((await upload(t.bob, bytes)).status).toBe(200)
    await pushRows(t.ann, [refer(idOf(bytes), t.ids.ann)])
    await pushRows(t.bob, [refer(idOf(bytes), t.ids.bob)])
    expect(t.db.prepare('SELECT count(*) FROM files').pluck().get()).toBe(1)
    expect((await t.ann.get(paths.attachment(idOf(bytes)))).status).toBe(200)
    expect((await t.bob.get(paths.attachment(idOf(bytes)))).status).toBe(200)

    const missing = 'e'.repeat(64)
    await pushRows(t.ann, [
      {
        assumedMasterState: null,
        newDocumentState: makeEstimate({
          id: 'm',
          ownerId: t.ids.ann,
          windows: [makeWindow({ photos: [missing] })],
        }),
      },
    ])
    const res = await t.ann.get(paths.attachment(missing))
    expect([res.status, await res.json()]).toEqual([
      404,
      { message: 'No such attachment', code: 'attachmentNotFound' },
    ])
  })

  it.each([
    [
      'a GIF',
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      'image/png',
      400,
      'attachmentTypeInvalid',
    ],
    ['a PNG declared as JPEG', photo(100), 'image/jpeg', 400, 'attachmentTypeInvalid'],
  ])('refuses %s', async (_label, bytes, mime, status, code) => {
    const t = await setup()
    const res = await upload(t.ann, bytes, mime)
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([status, code])
  })

  it('refuses an id that is not the SHA-256 of the bytes, and more than 2 MB', async () => {
    const t = await setup()
    const bytes = photo(100)
    const mismatch = await t.ann.post(paths.attachments, {
      id: 'a'.repeat(64),
      mime: 'image/png',
      data: bytes.toString('base64'),
    })
    expect([mismatch.status, ((await mismatch.json()) as { code: string }).code]).toEqual([
      400,
      'attachmentIdMismatch',
    ])
    const big = await upload(t.ann, photo(2 * 1024 * 1024 + 1))
    expect([big.status, ((await big.json()) as { code: string }).code]).toEqual([413, 'attachmentTooLarge'])
    expect(t.db.prepare('SELECT count(*) FROM files').pluck().get()).toBe(0)
  })
})

describe('protocol version', () => {
  it.each([
    '/api/sync/v1/estimates/pull',
    '/api/sync/v0/estimates/push',
    '/api/sync/latest/stream?collections=estimates',
  ])('answers 426 on %s, signed in or not', async (path) => {
    const t = await setup()
    for (const client of [t.ann, createClient(t.app)]) {
      const res = await client.get(path)
      expect([res.status, await res.json()]).toEqual([
        426,
        {
          message: 'This version of the app is out of date. Reload to update it.',
          code: 'syncVersionUnsupported',
        },
      ])
    }
  })
})

describe('stream', () => {
  const decoder = new TextDecoder()
  const events = (chunk: Uint8Array | undefined) =>
    decoder
      .decode(chunk)
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => JSON.parse(line.slice(6)) as unknown)

  it('is an event stream that starts with RESYNC, then tells of changes the user may see', async () => {
    const t = await setup()
    const res = await t.ann.get(syncStreamPath(['estimates']))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
    const reader = res.body!.getReader()
    const first = await reader.read()
    expect(events(first.value)).toEqual([{ type: 'RESYNC' }])
    expect(decoder.decode(first.value)).toContain('retry: 5000')

    // Bob's write is not ann's business; her own, from another device, is.
    await pushRows(t.bob, [created(makeEstimate({ id: 'bobs', ownerId: t.ids.bob }))])
    await pushRows(t.ann, [created(makeEstimate({ id: 'anns', ownerId: t.ids.ann }))])
    const next = await reader.read()
    const { checkpoint } = await pullAll(t.ann)
    expect(events(next.value)).toEqual([{ type: 'CHANGES', collection: 'estimates', checkpoint }])
    await reader.cancel()
  })
})

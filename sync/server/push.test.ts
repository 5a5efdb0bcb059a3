import { describe, expect, it, vi } from 'vitest'
import { makeEstimate, makeWindow } from '../../domain/testing/estimate-factory.ts'
import type { Estimate } from '../../domain/estimates/estimate.ts'
import { computeEstimate } from '../../domain/estimator/compute.ts'
import { estimatesCollection } from '../collections/estimates.ts'
import { PUSH_ROWS_MAX, type PullResponse } from '../protocol.ts'
import { SyncError } from './errors.ts'
import { createMemoryStorage } from './memory-storage.ts'
import { pull } from './pull.ts'
import { nextWriteTime, push } from './push.ts'
import { makeUser } from './test-users.ts'

const NOW = new Date('2025-06-02T12:00:00.000Z')
const ann = makeUser('ann')
const bob = makeUser('bob')
const admin = makeUser('root', { isAdmin: true, userType: 'regular' })

const own = (overrides: Partial<Estimate> = {}) => makeEstimate({ ownerId: ann.id, ...overrides })
const created = (doc: Estimate) => ({ assumedMasterState: null, newDocumentState: doc })

async function setup() {
  const store = createMemoryStorage()
  const all = async () =>
    (JSON.parse(await pull(store, estimatesCollection, admin, null, 1000)) as PullResponse<Estimate>)
      .documents
  return { store, all, count: () => store.count(estimatesCollection.table) }
}

async function refusal(promise: Promise<unknown>): Promise<SyncError> {
  const error = await promise.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  )
  if (!(error instanceof SyncError)) throw error
  return error
}

describe('push', () => {
  it('writes new documents with the server time and recomputed totals, answering no conflicts', async () => {
    const { store, all } = await setup()
    const doc = { ...own({ windows: [makeWindow({ quantity: 3 })] }), totalWindows: 99, totalAreaSqFt: 1 }
    const result = await push(store, estimatesCollection, ann, [created(doc)], NOW)
    expect(result.conflicts).toEqual([])
    const stored = { ...doc, totalWindows: 3, totalAreaSqFt: 36, updatedAt: NOW.toISOString() }
    expect(result.written).toEqual([stored])
    expect(await all()).toEqual([stored])
    // The device sent other totals: it is handed the stored version.
    expect(result.completed).toEqual([stored])
  })

  it('answers no completed version for a document stored as sent', async () => {
    const { store } = await setup()
    const result = await push(store, estimatesCollection, ann, [created(own())], NOW)
    expect([result.written.length, result.completed]).toEqual([1, []])
  })

  it('writes a change based on the stored version', async () => {
    const { store, all } = await setup()
    const [master] = (await push(store, estimatesCollection, ann, [created(own())], NOW)).written
    const next = { ...master!, name: 'Renamed' }
    const later = new Date(NOW.getTime() + 60_000)
    const result = await push(
      store,
      estimatesCollection,
      ann,
      [{ assumedMasterState: master, newDocumentState: next }],
      later,
    )
    expect(result.conflicts).toEqual([])
    expect(await all()).toEqual([{ ...next, updatedAt: later.toISOString() }])
  })

  it('answers the stored version and writes nothing for a change based on an older one', async () => {
    const { store, all } = await setup()
    const [v1] = (await push(store, estimatesCollection, ann, [created(own())], NOW)).written
    const [v2] = (
      await push(
        store,
        estimatesCollection,
        ann,
        [{ assumedMasterState: v1, newDocumentState: { ...v1!, notes: 'second' } }],
        NOW,
      )
    ).written
    const stale = { assumedMasterState: v1, newDocumentState: { ...v1!, name: 'from a stale device' } }
    const fresh = created(own({ id: 'est-2' }))
    const result = await push(store, estimatesCollection, ann, [stale, fresh], NOW)
    expect(result.conflicts).toEqual([v2])
    expect(result.written.map((doc) => doc.id)).toEqual(['est-2'])
    expect((await all()).find((doc) => doc.id === v1!.id)).toEqual(v2)
  })

  it('conflicts when the device believes a document is new that the server has', async () => {
    const { store } = await setup()
    const [master] = (await push(store, estimatesCollection, ann, [created(own())], NOW)).written
    const result = await push(store, estimatesCollection, ann, [created(own({ name: 'other device' }))], NOW)
    expect(result).toEqual({ conflicts: [master], completed: [], written: [] })
  })

  it('compares content, not key order or fields RxDB keeps for itself', async () => {
    const { store } = await setup()
    const [master] = (await push(store, estimatesCollection, ann, [created(own())], NOW)).written
    const assumed = { _meta: { lwt: 1 }, _rev: '1-x', ...JSON.parse(JSON.stringify(master)) }
    const result = await push(
      store,
      estimatesCollection,
      ann,
      [{ assumedMasterState: assumed, newDocumentState: master }],
      NOW,
    )
    expect(result.conflicts).toEqual([])
  })

  it('takes the stored version sent back as it is without validating it again; an invalid one conflicts', async () => {
    const { store } = await setup()
    const [master] = (await push(store, estimatesCollection, ann, [created(own())], NOW)).written
    const edit = { ...master!, name: 'Edited' }
    const parse = vi.spyOn(estimatesCollection.schema, 'safeParse')
    const result = await push(
      store,
      estimatesCollection,
      ann,
      [{ assumedMasterState: master, newDocumentState: edit }],
      NOW,
    )
    expect(result.conflicts).toEqual([])
    // Only the new version is validated: the assumed one is compared with what is stored.
    expect(parse).toHaveBeenCalledTimes(1)
    parse.mockRestore()

    const [stored] = result.written
    const invalid = { ...stored!, windows: 'none' }
    const refused = await push(
      store,
      estimatesCollection,
      ann,
      [{ assumedMasterState: invalid, newDocumentState: { ...stored!, name: 'Again' } }],
      NOW,
    )
    expect(refused.conflicts).toEqual([stored])
  })

  it('recomputes the totals and the price, whatever the device sent', async () => {
    const { store } = await setup()
    const honest = own({ id: 'e-priced', windows: [makeWindow({ width: 48, height: 60, quantity: 4 })] })
    const tampered = { ...honest, totalWindows: 1, totalAreaSqFt: 1, totalPriceCents: 1 }
    const [stored] = (await push(store, estimatesCollection, ann, [created(tampered)], NOW)).written
    expect(stored).toMatchObject({ totalWindows: 4, totalAreaSqFt: 80 })
    expect(stored?.totalPriceCents).toBe(computeEstimate(honest).price.totalCents)
    expect(stored?.totalPriceCents).toBeGreaterThan(100_00)
  })

  it('keeps the first creation time, whatever a later push says', async () => {
    const { store } = await setup()
    const [master] = (await push(store, estimatesCollection, ann, [created(own())], NOW)).written
    const next = { ...master!, createdAt: '2030-01-01T00:00:00.000Z' }
    const [stored] = (
      await push(
        store,
        estimatesCollection,
        ann,
        [{ assumedMasterState: master, newDocumentState: next }],
        NOW,
      )
    ).written
    expect(stored?.createdAt).toBe(master!.createdAt)
  })

  it('keeps the device’s edit time, but never later than the server’s write time', async () => {
    const { store } = await setup()
    const offline = own({ id: 'e-offline', editedAt: '2025-06-01T08:00:00.000Z' })
    const ahead = own({ id: 'e-ahead', editedAt: '2031-01-01T00:00:00.000Z' })
    const { written } = await push(store, estimatesCollection, ann, [created(offline), created(ahead)], NOW)
    expect(written.map((doc) => [doc.id, doc.editedAt, doc.updatedAt])).toEqual([
      ['e-offline', '2025-06-01T08:00:00.000Z', NOW.toISOString()],
      ['e-ahead', NOW.toISOString(), NOW.toISOString()],
    ])
  })

  it('refuses a batch with one invalid document, writing none of it, and says where', async () => {
    const { store, count } = await setup()
    const bad = { ...own({ id: 'bad' }), windows: [{ ...makeWindow(), width: -1 }] }
    const error = await refusal(push(store, estimatesCollection, ann, [created(own()), created(bad)], NOW))
    expect(error.kind).toBe('invalid')
    expect(error.body()).toMatchObject({
      code: 'documentInvalid',
      issues: [{ row: 1, path: 'windows.0.width', code: 'dimensionInvalid' }],
    })
    expect(count()).toBe(0)
  })

  it.each([
    ['not a list', { rows: [] }, 'pushInvalid'],
    ['a row without a document', [{ assumedMasterState: null }], 'documentInvalid'],
    ['a row that is not an object', [42], 'documentInvalid'],
    [
      'one document twice',
      [created(makeEstimate({ ownerId: 'ann' })), created(makeEstimate({ ownerId: 'ann' }))],
      'duplicateDocument',
    ],
  ])('refuses %s', async (_label, body, code) => {
    const { store, count } = await setup()
    const error = await refusal(push(store, estimatesCollection, ann, body, NOW))
    expect([error.kind, error.code]).toEqual(['invalid', code])
    expect(count()).toBe(0)
  })

  it('refuses more rows than a batch may hold', async () => {
    const { store } = await setup()
    const rows = Array.from({ length: PUSH_ROWS_MAX + 1 }, (_, i) => created(own({ id: `e${i}` })))
    expect((await refusal(push(store, estimatesCollection, ann, rows, NOW))).kind).toBe('tooLarge')
  })

  it('refuses a forged ownerId, writing nothing of the batch', async () => {
    const { store, count } = await setup()
    const forged = created(makeEstimate({ id: 'forged', ownerId: bob.id }))
    const error = await refusal(push(store, estimatesCollection, ann, [created(own()), forged], NOW))
    expect([error.kind, error.code]).toEqual(['forbidden', 'forbidden'])
    expect(count()).toBe(0)
  })

  it('refuses taking over someone else’s document by pushing it under one’s own ownerId', async () => {
    const { store, all } = await setup()
    const [bobs] = (
      await push(store, estimatesCollection, bob, [created(makeEstimate({ ownerId: bob.id }))], NOW)
    ).written
    const takeover = { assumedMasterState: bobs, newDocumentState: { ...bobs!, ownerId: ann.id } }
    expect((await refusal(push(store, estimatesCollection, ann, [takeover], NOW))).kind).toBe('forbidden')
    expect(await all()).toEqual([bobs])
  })

  it('lets an admin write anyone’s estimate', async () => {
    const { store } = await setup()
    const result = await push(
      store,
      estimatesCollection,
      admin,
      [created(makeEstimate({ ownerId: bob.id }))],
      NOW,
    )
    expect(result.written).toHaveLength(1)
  })

  it('stores a soft delete like any other change', async () => {
    const { store, all } = await setup()
    const [master] = (await push(store, estimatesCollection, ann, [created(own())], NOW)).written
    await push(
      store,
      estimatesCollection,
      ann,
      [{ assumedMasterState: master, newDocumentState: { ...master!, _deleted: true } }],
      NOW,
    )
    expect((await all())[0]?._deleted).toBe(true)
  })
})

describe('nextWriteTime', () => {
  it('is the clock when the clock is ahead of every write', () => {
    expect(nextWriteTime(NOW, null)).toBe(NOW.toISOString())
    expect(nextWriteTime(NOW, '2025-06-02T11:59:59.999Z')).toBe(NOW.toISOString())
  })

  it('is one millisecond after the latest write when the clock is not ahead of it', () => {
    expect(nextWriteTime(NOW, NOW.toISOString())).toBe('2025-06-02T12:00:00.001Z')
    expect(nextWriteTime(NOW, '2025-06-02T13:00:00.000Z')).toBe('2025-06-02T13:00:00.001Z')
  })

  it('keeps successive batches in order when they land within one millisecond', async () => {
    const { store, all } = await setup()
    for (let i = 0; i < 5; i++)
      await push(store, estimatesCollection, ann, [created(own({ id: `e${i}` }))], NOW)
    const times = (await all()).map((doc) => doc.updatedAt)
    expect(new Set(times).size).toBe(5)
    expect([...times].sort()).toEqual(times)
  })
})

import { describe, expect, it } from 'vitest'
import { makeEstimate } from '../../domain/testing/estimate-factory.ts'
import type { Estimate } from '../../domain/estimates/estimate.ts'
import { defineCollection } from '../collection.ts'
import { estimatesCollection } from '../collections/estimates.ts'
import type { PullResponse } from '../protocol.ts'
import { SyncError } from './errors.ts'
import { createMemoryStorage } from './memory-storage.ts'
import { pull as pullJson } from './pull.ts'
import { makeUser } from './test-users.ts'

const ann = makeUser('ann')
const bob = makeUser('bob')
const admin = makeUser('root', { isAdmin: true })

/** Stores documents as they are, updatedAt included, the way a test fixture needs them. */
async function storeWith(docs: Estimate[]) {
  const store = createMemoryStorage()
  await store.write(estimatesCollection.table, [], () => ({
    writes: docs.map((doc) => ({ doc, attachments: [] })),
    result: undefined,
  }))
  return store
}

/** The answer as the device reads it. */
const pull = async (...args: Parameters<typeof pullJson<Estimate>>) =>
  JSON.parse(await pullJson(...args)) as PullResponse<Estimate>

const at = (second: number) => `2025-06-02T09:00:${String(second).padStart(2, '0')}.000Z`

describe('pull', () => {
  it('answers only the user’s own estimates; an admin gets all', async () => {
    const store = await storeWith([
      makeEstimate({ id: 'a1', ownerId: 'ann', updatedAt: at(1) }),
      makeEstimate({ id: 'b1', ownerId: 'bob', updatedAt: at(2) }),
    ])
    const ids = async (user: typeof ann) =>
      (await pull(store, estimatesCollection, user, null, 100)).documents.map((doc) => doc.id)
    expect(await ids(ann)).toEqual(['a1'])
    expect(await ids(bob)).toEqual(['b1'])
    expect(await ids(admin)).toEqual(['a1', 'b1'])
  })

  it('pages by (updatedAt, id), including documents that share a write time', async () => {
    const store = await storeWith([
      makeEstimate({ id: 'c', ownerId: 'ann', updatedAt: at(1) }),
      makeEstimate({ id: 'a', ownerId: 'ann', updatedAt: at(2) }),
      makeEstimate({ id: 'b', ownerId: 'ann', updatedAt: at(1) }),
    ])
    const first = await pull(store, estimatesCollection, ann, null, 2)
    expect(first.documents.map((doc) => doc.id)).toEqual(['b', 'c'])
    expect(first.checkpoint).toEqual({ id: 'c', updatedAt: at(1) })
    const second = await pull(store, estimatesCollection, ann, first.checkpoint, 2)
    expect(second.documents.map((doc) => doc.id)).toEqual(['a'])
    const third = await pull(store, estimatesCollection, ann, second.checkpoint, 2)
    expect(third).toEqual({ documents: [], checkpoint: second.checkpoint })
  })

  it('includes soft-deleted documents, so that deletions replicate', async () => {
    const store = await storeWith([makeEstimate({ ownerId: 'ann', _deleted: true })])
    expect((await pull(store, estimatesCollection, ann, null, 10)).documents[0]?._deleted).toBe(true)
  })

  it.each([0, 1001, 1.5])('refuses a limit of %s', async (limit) => {
    const store = await storeWith([])
    await expect(pull(store, estimatesCollection, ann, null, limit)).rejects.toMatchObject({
      code: 'checkpointInvalid',
    })
  })

  it('refuses a user a collection grants nothing to', async () => {
    const closed = defineCollection({
      ...estimatesCollection,
      access: { readScope: () => ({ kind: 'none' }), canWrite: () => false },
    })
    const error = await pull(await storeWith([]), closed, ann, null, 10).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SyncError)
    expect(error).toMatchObject({ kind: 'forbidden' })
  })
})

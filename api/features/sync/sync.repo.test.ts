import { describe, expect, it, vi } from 'vitest'
import { makeEstimate, makeWindow } from '../../../domain/testing/estimate-factory.ts'
import type { Estimate } from '../../../domain/estimates/estimate.ts'
import { estimatesCollection } from '../../../sync/collections/estimates.ts'
import { SYNC_COLLECTIONS } from '../../../sync/collections/index.ts'
import { openDatabase } from '../../db/client.ts'
import { migrate } from '../../db/migrate.ts'
import { pull } from '../../../sync/server/pull.ts'
import { makeUser } from '../../../sync/server/test-users.ts'
import { createSqliteSyncStorage } from './sync.repo.ts'

function setup() {
  const db = openDatabase(':memory:')
  migrate(db)
  return { db, store: createSqliteSyncStorage(db) }
}

const table = estimatesCollection.table
const photo = 'c'.repeat(64)

describe('SQLite sync storage', () => {
  it('has a table with the protocol’s columns and the mapped ones for every registered collection', () => {
    const { db } = setup()
    for (const collection of SYNC_COLLECTIONS) {
      const columns = db
        .prepare(`SELECT name FROM pragma_table_info(?)`)
        .pluck()
        .all(collection.table.name) as string[]
      expect(columns.sort()).toEqual(
        ['id', 'doc', 'updated_at', 'deleted', ...Object.values(collection.table.columns)].sort(),
      )
    }
  })

  it('keeps the copied columns and the attachment references in step with the document', async () => {
    const { db, store } = setup()
    const write = (doc: Estimate) =>
      store.write(table, [doc.id], () => ({ writes: [{ doc, attachments: [photo] }], result: null }))
    await write(makeEstimate({ id: 'e1', ownerId: 'ann', windows: [makeWindow({ photos: [photo] })] }))
    await write(
      makeEstimate({ id: 'e1', ownerId: 'bob', _deleted: true, updatedAt: '2025-06-03T00:00:00.000Z' }),
    )
    expect(db.prepare('SELECT id, owner_id, updated_at, deleted FROM estimates').all()).toEqual([
      { id: 'e1', owner_id: 'bob', updated_at: '2025-06-03T00:00:00.000Z', deleted: 1 },
    ])
    expect(db.prepare('SELECT collection, doc_id, attachment_id FROM sync_attachment_refs').all()).toEqual([
      { collection: 'estimates', doc_id: 'e1', attachment_id: photo },
    ])
    expect(
      await store.referencesAttachment(table, { kind: 'equals', field: 'ownerId', value: 'bob' }, photo),
    ).toBe(true)
    expect(
      await store.referencesAttachment(table, { kind: 'equals', field: 'ownerId', value: 'ann' }, photo),
    ).toBe(false)
  })

  it('hands decide the stored versions and latest write time, and writes nothing when it throws', async () => {
    const { db, store } = setup()
    const first = makeEstimate({ id: 'e1', updatedAt: '2025-06-02T10:00:00.000Z' })
    await store.write(table, [], () => ({ writes: [{ doc: first, attachments: [photo] }], result: null }))

    const seen = await store.write<Estimate, unknown>(table, ['e1', 'missing'], (stored, latest) => ({
      writes: [],
      result: { ids: [...stored.keys()], doc: stored.get('e1'), latest },
    }))
    expect(seen).toEqual({ ids: ['e1'], doc: first, latest: '2025-06-02T10:00:00.000Z' })

    const failing = store.write<Estimate, null>(table, [], () => {
      throw new Error('refused')
    })
    await expect(failing).rejects.toThrow('refused')
    // The second row breaks a CHECK after the first was inserted: the transaction takes both back.
    const halfway = store.write(table, [], () => ({
      writes: [
        { doc: makeEstimate({ id: 'e2' }), attachments: [photo] },
        { doc: makeEstimate({ id: 'x'.repeat(65) }), attachments: [] },
      ],
      result: null,
    }))
    await expect(halfway).rejects.toThrow(/CHECK/)
    expect(db.prepare("SELECT count(*) FROM sync_attachment_refs WHERE doc_id = 'e2'").pluck().get()).toBe(0)
    expect(db.prepare('SELECT count(*) FROM estimates').pluck().get()).toBe(1)
  })

  it('pulls the stored text of each document, in order, with the last one’s position', async () => {
    const { store } = setup()
    const docs = [
      makeEstimate({ id: 'b', ownerId: 'ann', updatedAt: '2025-06-02T10:00:00.000Z' }),
      makeEstimate({ id: 'a', ownerId: 'ann', updatedAt: '2025-06-02T10:00:00.000Z' }),
      makeEstimate({ id: 'c', ownerId: 'bob', updatedAt: '2025-06-02T11:00:00.000Z' }),
    ]
    await store.write(table, [], () => ({
      writes: docs.map((doc) => ({ doc, attachments: [] })),
      result: null,
    }))
    const parse = vi.spyOn(JSON, 'parse')
    const answer = await pull(store, estimatesCollection, makeUser('ann'), null, 10)
    // Sent on as stored: nothing is parsed and written out again.
    expect(parse).not.toHaveBeenCalled()
    parse.mockRestore()
    expect(JSON.parse(answer)).toEqual({
      documents: [docs[1], docs[0]],
      checkpoint: { id: 'b', updatedAt: '2025-06-02T10:00:00.000Z' },
    })
  })

  it('refuses a table or column name that is not a plain identifier', async () => {
    const { store } = setup()
    const evil = { name: 'estimates; DROP TABLE users', columns: {} }
    await expect(store.pull(evil, { kind: 'all' }, null, 10)).rejects.toThrow(/identifier/)
  })
})

import { IDBKeyRange, indexedDB } from 'fake-indexeddb'
import { addRxPlugin, createRxDatabase, type RxCollection, type RxStorage } from 'rxdb'
import { disableWarnings, RxDBDevModePlugin } from 'rxdb/plugins/dev-mode'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { makeEstimate, makeWindow } from '../../domain/testing/estimate-factory.ts'
import { versionOf, type Estimate } from '../../domain/estimates/estimate.ts'
import { makeOrderDocument } from '../../domain/testing/order-document-factory.ts'
import type { OrderDocument } from '../../domain/shop/order-document.ts'
import type { CalendarEvent } from '../../domain/calendar/event.ts'
import { plannedInstallDay, signoffHash } from '../../domain/quotes/install-day.ts'
import { makeEvent } from '../../domain/testing/event-factory.ts'
import { ESTIMATES_JSON_SCHEMA, estimatesCollection } from '../collections/estimates.ts'
import { bidsCollection } from '../collections/bids.ts'
import { eventsCollection } from '../collections/events.ts'
import { ORDERS_JSON_SCHEMA, ordersCollection } from '../collections/orders.ts'
import {
  conflictHandlerFor,
  createSyncDatabase,
  dexieStorage,
  syncDatabaseName,
  wipeUserData,
  type SyncDatabase,
} from './database.ts'

/*
 * Test-only: dev-mode checks the collection schemas and the validating storage checks every write,
 * so the shared JSON schemas are proven to be valid RxDB schemas that accept what zod accepts.
 * Production code never loads either (DESIGN.md pitfalls).
 */

const idb = { indexedDB, IDBKeyRange }
const storage = wrappedValidateAjvStorage({ storage: dexieStorage(idb) }) as RxStorage<unknown, unknown>
let opened: SyncDatabase[] = []

beforeAll(() => {
  disableWarnings()
  addRxPlugin(RxDBDevModePlugin)
})

afterEach(async () => {
  await Promise.all(opened.map((db) => db.close()))
  await Promise.all(opened.map((db) => wipeUserData(db.name, { idb, storage })))
  opened = []
})

/**
 * What a device running an older app left: `doc` stored in `collection` created with `schema` (the
 * collection's older version) in the user's database, closed again for the current app to open.
 */
async function storeAsOlderApp(
  userId: string,
  collection: string,
  schema: object,
  doc: object,
  migrationStrategies: Record<number, (doc: unknown) => unknown> = {},
) {
  const old = await createRxDatabase({ name: syncDatabaseName(userId), storage, multiInstance: false })
  await old.addCollections({ [collection]: { schema: schema as never, migrationStrategies } })
  await old.collections[collection]!.insert(doc)
  await old.close()
}

/** A collection's schema as its version `version` had it: before `field` was added. */
function before(
  schema: { properties: Readonly<Record<string, unknown>>; required: readonly string[] },
  field: string,
  version: number,
) {
  const { [field]: _, ...properties } = schema.properties
  return { ...schema, version, properties, required: schema.required.filter((name) => name !== field) }
}

async function open(userId: string) {
  const db = await createSyncDatabase({ userId, idb, storage, multiInstance: false })
  opened.push(db)
  return { db, estimates: db.rx.collections['estimates'] as unknown as RxCollection<Estimate> }
}

describe('createSyncDatabase', () => {
  it('names the database after the user and opens every collection with a valid schema', async () => {
    const { db, estimates } = await open('u1')
    expect(db.name).toBe(syncDatabaseName('u1'))
    expect(db.name).toBe('ss-u1')
    const doc = makeEstimate({ id: 'e1', ownerId: 'u1', windows: [makeWindow({ photos: ['a'.repeat(64)] })] })
    await estimates.insert(doc)
    expect((await estimates.findOne('e1').exec())?.toJSON()).toMatchObject({ id: 'e1', name: doc.name })
  })

  it('gives orders a device stored before refunds replicated an empty list of them', async () => {
    // The orders collection as devices created it before version 1.
    const { _deleted: _, refunds: __, ...stored } = makeOrderDocument({ ownerId: 'u9' })
    await storeAsOlderApp('u9', 'orders', before(ORDERS_JSON_SCHEMA, 'refunds', 0), stored)

    const { db } = await open('u9')
    const orders = db.rx.collections['orders'] as unknown as RxCollection<OrderDocument>
    expect((await orders.findOne(stored.id).exec())?.toJSON()).toMatchObject({
      number: stored.number,
      refunds: [],
    })
  })

  it('gives installations a device stored before install days existed none, and takes a recorded one', async () => {
    // The events collection as devices created it at version 1.
    const { _deleted: _, installDay: __, ...stored } = makeEvent({ id: 'booked-before' })
    const schema = before(eventsCollection.jsonSchema, 'installDay', 1)
    await storeAsOlderApp('u8', 'events', schema, stored, { 1: (doc) => doc })

    const { db } = await open('u8')
    const events = db.rx.collections['events'] as unknown as RxCollection<CalendarEvent>
    expect((await events.findOne('booked-before').exec())?.toJSON()).toMatchObject({
      title: stored.title,
      installDay: null,
    })
    // A day the crew recorded and the customer signed fits the schema the device validates with.
    const day = plannedInstallDay({
      quoteHash: 'a'.repeat(64),
      windows: [makeWindow({ photos: [] })],
      film: [{ sku: 'SEC-8C-72', feet: 9.3 }],
    })
    const recorded = {
      ...day,
      beforePhotoIds: ['b'.repeat(64)],
      crewHours: 6,
      checklist: ['glassCleaned' as const],
    }
    const signed = {
      ...recorded,
      signoff: {
        name: 'Dana',
        signatureId: 'c'.repeat(64),
        signedAt: '2026-12-01T18:00:00.000Z',
        hash: signoffHash(recorded),
      },
    }
    const { _deleted: ___, ...installation } = makeEvent({ id: 'installed', installDay: signed })
    await events.insert(installation as CalendarEvent)
    expect((await events.findOne('installed').exec())?.toJSON().installDay).toEqual(signed)
  })

  it('opens estimates a device stored before history entries could be settled, losing nothing', async () => {
    // The estimates collection as devices created it at version 0: history entries without `settled`.
    const { history, ...properties } = ESTIMATES_JSON_SCHEMA.properties
    const { settled: _, ...entryProperties } = history.items.properties
    const schema = {
      ...ESTIMATES_JSON_SCHEMA,
      version: 0,
      properties: {
        ...properties,
        history: { ...history, items: { ...history.items, properties: entryProperties } },
      },
    }
    const lost = makeEstimate({ id: 'e6', ownerId: 'u6', name: 'Porch, as the other phone had it' })
    const { _deleted: __, ...stored } = makeEstimate({
      id: 'e6',
      ownerId: 'u6',
      windows: [makeWindow({ id: 'w1', photos: ['d'.repeat(64)] }), makeWindow({ id: 'w2', label: 'Den' })],
      history: [{ at: '2026-01-01T00:00:00.000Z', by: 'u6', reason: 'conflict', version: versionOf(lost) }],
    })
    await storeAsOlderApp('u6', 'estimates', schema, stored)

    const { estimates } = await open('u6')
    const reopened = await estimates.findOne('e6').exec()
    expect(reopened?.toJSON()).toEqual(expect.objectContaining(stored))
    // Settling the entry is a write the new schema takes.
    const settled = { at: '2026-01-02T00:00:00.000Z', by: 'u6', choice: 'other' as const }
    await reopened!.incrementalModify((doc) => ({ ...doc, history: [{ ...doc.history[0]!, settled }] }))
    expect((await estimates.findOne('e6').exec())?.toJSON().history[0]?.settled).toEqual(settled)
  })

  it('gives bids a device stored before bids carried quotes none', async () => {
    const stored = {
      id: 'bid-1',
      jobId: 'job-1',
      installerId: 'installer-1',
      posterId: 'u7',
      installer: {
        name: 'Peachtree Film & Glass',
        company: 'Peachtree Film & Glass',
        certified: true,
        rating: 5,
        reviewCount: 1,
      },
      priceCents: 42_589,
      startDate: '2026-12-01',
      message: 'Next week',
      masked: false,
      validUntil: '2026-12-14',
      status: 'active',
      contact: null,
      createdAt: '2026-11-28T12:00:00.000Z',
      updatedAt: '2026-11-28T12:00:00.000Z',
    }
    await storeAsOlderApp('u7', 'bids', before(bidsCollection.jsonSchema, 'quote', 0), stored)

    const { db } = await open('u7')
    const bids = db.rx.collections['bids'] as unknown as RxCollection<{ id: string; quote: unknown }>
    expect((await bids.findOne('bid-1').exec())?.toJSON()).toMatchObject({ priceCents: 42_589, quote: null })
  })

  it('opens the pull-only orders collection too, whose schema takes what the server writes', async () => {
    const { db } = await open('u5')
    const orders = db.rx.collections['orders'] as unknown as RxCollection<OrderDocument>
    const { _deleted: _, ...doc } = makeOrderDocument({ ownerId: 'u5' })
    await orders.insert(doc as OrderDocument)
    expect((await orders.findOne(doc.id).exec())?.toJSON()).toMatchObject({
      number: doc.number,
      events: doc.events,
    })
    await expect(orders.insert({ ...doc, id: 'SS-0000-0000', status: 'lost' } as never)).rejects.toThrow()
    // "My orders": one owner's, newest first (an admin's device holds everyone's).
    const newer = makeOrderDocument({
      id: 'SS-1111-1111',
      ownerId: 'u5',
      placedAt: '2025-07-01T00:00:00.000Z',
    })
    const { _deleted: __, ...newerDoc } = newer
    await orders.insert(newerDoc as OrderDocument)
    await orders.insert({
      ...newerDoc,
      id: 'SS-2222-2222',
      number: 'SS-2222-2222',
      ownerId: 'other',
    } as OrderDocument)
    const mine = await orders
      .find({ selector: { ownerId: 'u5' }, sort: [{ placedAt: 'desc' }], limit: 30 })
      .exec()
    expect(mine.map((order) => order.id)).toEqual(['SS-1111-1111', doc.id])
  })

  it('refuses a document its schema refuses', async () => {
    const { estimates } = await open('u2')
    await expect(
      estimates.insert({ ...makeEstimate({ id: 'e2' }), status: 'lost' as Estimate['status'] }),
    ).rejects.toThrow()
  })

  it('keeps each user’s documents apart and wipes one user’s without touching another’s', async () => {
    // One database open at a time, as in a browser: two at once would pass RxDB's 13 collections.
    const first = await open('u3')
    await first.estimates.insert(makeEstimate({ id: 'e3', ownerId: 'u3' }))
    await first.db.close()
    const second = await open('u4')
    await second.estimates.insert(makeEstimate({ id: 'e4', ownerId: 'u4' }))
    expect(await second.estimates.findOne('e3').exec()).toBeNull()
    await second.db.close()

    await wipeUserData(first.db.name, { idb, storage })
    const again = await open('u3')
    expect(await again.estimates.count().exec()).toBe(0)
    await again.db.close()
    expect(await (await open('u4')).estimates.count().exec()).toBe(1)
  })
})

describe('conflictHandlerFor', () => {
  const at = new Date('2026-01-01T00:00:00.000Z')
  const handler = conflictHandlerFor(estimatesCollection, 'u1', () => at)

  it('sees documents that differ only in the server’s updatedAt as equal', () => {
    const doc = makeEstimate()
    const renamed: Estimate = { ...doc, name: 'Other' }
    expect(handler.isEqual(doc, { ...doc, updatedAt: '2030-01-01T00:00:00.000Z' }, 'test')).toBe(true)
    expect(handler.isEqual(doc, renamed, 'test')).toBe(false)
  })

  it('lets the server’s version of a pull-only document stand (orders have no history to keep)', async () => {
    const orders = conflictHandlerFor(ordersCollection, 'u1', () => at)
    const remote = makeOrderDocument({ status: 'shipped', trackingNumber: '1Z999' })
    const local = makeOrderDocument()
    expect(
      await orders.resolve(
        { assumedMasterState: local, newDocumentState: local, realMasterState: remote },
        'test',
      ),
    ).toBe(remote)
  })

  it('merges estimates window by window and records who resolved when', async () => {
    const base = makeEstimate({ windows: [makeWindow({ id: 'w1' }), makeWindow({ id: 'w2' })] })
    const local = {
      ...base,
      windows: [{ ...base.windows[0]!, label: 'Local' }, base.windows[1]!],
      editedAt: '2026-01-02T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    }
    const remote = {
      ...base,
      windows: [base.windows[0]!, { ...base.windows[1]!, label: 'Remote' }],
      editedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    }
    const merged = (await handler.resolve(
      { assumedMasterState: base, newDocumentState: local, realMasterState: remote },
      'test',
    )) as Estimate
    expect(merged.windows.map((w) => w.label)).toEqual(['Local', 'Remote'])

    const clash = { ...local, name: 'Local name' }
    const other = { ...remote, name: 'Remote name' }
    const resolved = (await handler.resolve(
      { assumedMasterState: base, newDocumentState: clash, realMasterState: other },
      'test',
    )) as Estimate
    expect(resolved.name).toBe('Local name')
    expect(resolved.history.map((h) => [h.at, h.by, h.version.name])).toEqual([
      [at.toISOString(), 'u1', 'Remote name'],
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { makeOrderBody } from '../../../domain/testing/order-factory.ts'
import { OrderDocumentSchema, type OrderDocument } from '../../../domain/shop/order-document.ts'
import type { OrderView, PlacedOrder } from '../../../domain/shop/order.ts'
import { syncPaths, syncStreamPath, type Checkpoint, type PullResponse } from '../../../sync/protocol.ts'
import { seed } from '../../db/seed.ts'
import { createClient, signIn, type TestClient } from '../../test/client.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { backfillOrderDocuments, orderDocumentOf } from './orders.documents.ts'

/*
 * Orders replicate pull-only (sync/collections/orders.ts): the server writes each customer's order
 * document with every change of the order, and the sync endpoints serve it like any collection's.
 */

const paths = syncPaths('orders')
let keys = 0

async function setup() {
  const t = createTestApp()
  seed(t.db)
  const [homeowner, installer, admin] = await Promise.all(
    ['homeowner', 'installer', 'admin'].map((name) => signIn(t.app, name)),
  )
  return { ...t, homeowner: homeowner!, installer: installer!, admin: admin! }
}

async function place(client: TestClient, body = makeOrderBody()): Promise<string> {
  const res = await client.post('/api/orders', body, { 'Idempotency-Key': `sync-test-${++keys}` })
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as PlacedOrder).orderNumber
}

async function pull(client: TestClient, checkpoint: Checkpoint | null = null) {
  const res = await client.get(paths.pull(checkpoint, 100))
  expect(res.status).toBe(200)
  return (await res.json()) as PullResponse<OrderDocument>
}

const numbers = (page: PullResponse<OrderDocument>) => page.documents.map((doc) => doc.number)

const storedCount = (db: TestApp['db']) =>
  db.prepare('SELECT count(*) FROM order_documents').pluck().get() as number

describe('orders as a replicated collection', () => {
  it('gives customers their own orders, admins every customer’s, and visitors’ orders to nobody', async () => {
    const t = await setup()
    const mine = await place(t.homeowner)
    const theirs = await place(t.installer)
    await place(createClient(t.app)) // a visitor's: followed with track-order only

    expect(numbers(await pull(t.homeowner))).toEqual([mine])
    expect(numbers(await pull(t.installer))).toEqual([theirs])
    expect(numbers(await pull(t.admin)).sort()).toEqual([mine, theirs].sort())
    expect((await createClient(t.app).get(paths.pull(null, 100))).status).toBe(401)
  })

  it('holds what the order view shows, in the document’s own shape', async () => {
    const t = await setup()
    const number = await place(t.homeowner)
    const [doc] = (await pull(t.homeowner)).documents
    const view = (await (await t.homeowner.get(`/api/orders/${number}`)).json()) as OrderView
    expect(OrderDocumentSchema.parse(doc)).toEqual(doc)
    expect(doc).toMatchObject({
      id: number,
      number,
      ownerId: expect.any(String),
      status: view.status,
      email: view.email,
      placedAt: view.placedAt,
      shippingMethod: view.shippingMethod,
      paymentMethod: view.paymentMethod,
      hubId: view.hubId,
      shipTo: view.shipTo,
      lines: view.lines,
      totals: view.totals,
      itemCount: 1,
      trackingNumber: null,
      events: view.events,
      _deleted: false,
    })
  })

  it('refuses every push, admins’ included, with a clear code, and writes nothing', async () => {
    const t = await setup()
    await place(t.homeowner)
    const [doc] = (await pull(t.homeowner)).documents
    const before = t.db.prepare('SELECT doc, updated_at FROM order_documents').all()
    const forged = { ...doc!, status: 'delivered' }
    for (const client of [t.homeowner, t.admin]) {
      const res = await client.post(paths.push, [{ assumedMasterState: doc, newDocumentState: forged }])
      expect([res.status, await res.json()]).toEqual([
        403,
        {
          message: 'These documents are changed on the server only; devices cannot push them',
          code: 'collectionPullOnly',
        },
      ])
    }
    const { status } = await t.homeowner.post(paths.push, [])
    expect(status).toBe(403)
    expect(t.db.prepare('SELECT doc, updated_at FROM order_documents').all()).toEqual(before)
    expect(t.db.prepare('SELECT status FROM orders').pluck().all()).toEqual(['placed'])
  })

  it('rewrites the document with a later updatedAt on every change, and the next pull brings it', async () => {
    const t = await setup()
    const number = await place(t.homeowner)
    const first = await pull(t.homeowner)
    const placedAt = first.documents[0]!.updatedAt

    // The clock does not move: the write time still does, so no checkpoint skips the change.
    const res = await t.admin.patch(`/api/orders/${number}/status`, { status: 'paid' })
    expect(res.status).toBe(200)
    const next = await pull(t.homeowner, first.checkpoint)
    expect(next.documents.map((d) => [d.number, d.status])).toEqual([[number, 'paid']])
    expect(next.documents[0]!.updatedAt > placedAt).toBe(true)
    expect(next.documents[0]!.events.map((e) => e.status)).toEqual(['placed', 'paid'])

    t.clock.advance(60_000)
    await t.admin.patch(`/api/orders/${number}/status`, { status: 'processing' })
    t.clock.advance(60_000)
    await t.admin.patch(`/api/orders/${number}/status`, { status: 'shipped', trackingNumber: '1Z999AA1' })
    const shipped = await pull(t.homeowner, next.checkpoint)
    expect(shipped.documents).toHaveLength(1) // the latest version only
    expect(shipped.documents[0]).toMatchObject({
      status: 'shipped',
      trackingNumber: '1Z999AA1',
      updatedAt: t.clock.now().toISOString(),
    })
    expect(shipped.documents[0]!.events.at(-1)).toEqual({
      status: 'shipped',
      at: t.clock.now().toISOString(),
      trackingNumber: '1Z999AA1',
    })
    expect(await pull(t.homeowner, shipped.checkpoint)).toEqual({
      documents: [],
      checkpoint: shipped.checkpoint,
    })
  })

  it('brings the customer’s own cancellation too', async () => {
    const t = await setup()
    const number = await place(t.homeowner)
    const first = await pull(t.homeowner)
    expect((await t.homeowner.post(`/api/orders/${number}/cancel`)).status).toBe(200)
    const next = await pull(t.homeowner, first.checkpoint)
    expect(next.documents.map((d) => d.status)).toEqual(['cancelled'])
  })

  it('writes nothing when a change is refused', async () => {
    const t = await setup()
    const number = await place(t.homeowner)
    const before = t.db.prepare('SELECT doc, updated_at FROM order_documents').all()
    expect((await t.admin.patch(`/api/orders/${number}/status`, { status: 'delivered' })).status).toBe(409)
    expect(t.db.prepare('SELECT doc, updated_at FROM order_documents').all()).toEqual(before)
  })

  it('tells the owner’s open streams, and nobody else’s, once the change is committed', async () => {
    const t = await setup()
    const number = await place(t.homeowner)
    const decoder = new TextDecoder()
    const events = async (reader: ReadableStreamDefaultReader<Uint8Array>) =>
      decoder
        .decode((await reader.read()).value)
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => JSON.parse(line.slice(6)) as unknown)

    const open = async (client: TestClient) => {
      const res = await client.get(syncStreamPath(['orders']))
      expect(res.status).toBe(200)
      const reader = res.body!.getReader()
      expect(await events(reader)).toEqual([{ type: 'RESYNC' }])
      return reader
    }
    const owner = await open(t.homeowner)
    const other = await open(t.installer)

    await t.admin.patch(`/api/orders/${number}/status`, { status: 'processing' })
    const { checkpoint } = await pull(t.homeowner)
    expect(await events(owner)).toEqual([{ type: 'CHANGES', collection: 'orders', checkpoint }])

    // The installer hears of their own order, and of nothing before it.
    await place(t.installer)
    const installers = await pull(t.installer)
    expect(await events(other)).toEqual([
      { type: 'CHANGES', collection: 'orders', checkpoint: installers.checkpoint },
    ])
    await owner.cancel()
    await other.cancel()
  })

  it('writes the documents of orders placed before orders replicated, once', async () => {
    const t = await setup()
    const number = await place(t.homeowner)
    await place(createClient(t.app))
    const orderId = t.db.prepare('SELECT id FROM orders WHERE number = ?').pluck().get(number) as string
    const expected = orderDocumentOf(t.db, orderId)
    t.db.exec('DELETE FROM order_documents')

    expect(backfillOrderDocuments(t.db, t.clock.now())).toBe(1)
    expect(backfillOrderDocuments(t.db, t.clock.now())).toBe(0)
    expect(storedCount(t.db)).toBe(1)
    const [doc] = (await pull(t.homeowner)).documents
    expect(doc).toEqual({ ...expected, updatedAt: doc!.updatedAt })
  })
})

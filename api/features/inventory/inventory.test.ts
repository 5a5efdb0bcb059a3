import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { INVENTORY_ERRORS } from '../../../domain/inventory/errors.ts'
import type { RollDocument } from '../../../domain/inventory/roll.ts'
import { seed } from '../../db/seed.ts'
import { signIn } from '../../test/client.ts'
import { createTestApp } from '../../test/test-app.ts'
import { availableUnits } from '../orders/orders.repo.ts'
import { consumptionByMonth, findLowStock, ledgerOf, stockOnHand } from './inventory.repo.ts'
import { deductShippedOrder } from './inventory.service.ts'

async function setup() {
  const t = createTestApp()
  seed(t.db)
  return { ...t, lead: await signIn(t.app, 'teamlead'), member: await signIn(t.app, 'teammember') }
}
type T = Awaited<ReturnType<typeof setup>>

async function receive(t: T, body: Record<string, unknown> = {}): Promise<RollDocument> {
  const res = await t.lead.post('/api/inventory/rolls', {
    id: randomUUID(),
    hubId: 'atlanta',
    productId: 'prod_SEC-8C-60',
    lot: 'L25-0101',
    lengthFt: 100,
    ...body,
  })
  expect(res.status).toBe(201)
  return (await res.json()) as RollDocument
}

const rawLedger = (t: T, rollId: string) =>
  t.db
    .prepare(
      'SELECT kind, delta_tenths AS delta, actor_name AS actor, reason FROM inventory_ledger WHERE roll_id = ? ORDER BY seq',
    )
    .all(rollId)

describe('access', () => {
  it('lets only team roles and admins in', async () => {
    const t = await setup()
    for (const username of ['homeowner', 'installer', 'member', 'supplier']) {
      const client = await signIn(t.app, username)
      expect((await client.get('/api/inventory/low-stock')).status).toBe(403)
      expect((await client.post('/api/inventory/rolls', {})).status).toBe(403)
    }
    const admin = await signIn(t.app, 'admin')
    expect((await admin.get('/api/inventory/low-stock')).status).toBe(200)
    expect((await t.member.get('/api/inventory/low-stock')).status).toBe(200)
  })

  it('keeps hand adjustments and thresholds to team leads and admins', async () => {
    const t = await setup()
    const roll = await receive(t)
    const adjust = { id: randomUUID(), deltaFt: -3, reason: 'Crushed edge' }
    expect((await t.member.post(`/api/inventory/rolls/${roll.id}/adjustments`, adjust)).status).toBe(403)
    expect((await t.lead.post(`/api/inventory/rolls/${roll.id}/adjustments`, adjust)).status).toBe(200)
    const threshold = { hubId: 'atlanta', productId: 'prod_SEC-8C-60', thresholdFt: 150 }
    expect((await t.member.put('/api/inventory/thresholds', threshold)).status).toBe(403)
    expect((await t.lead.put('/api/inventory/thresholds', threshold)).status).toBe(200)
  })
})

describe('the ledger', () => {
  it('records every change with who and why, and the roll is the sum of its entries', async () => {
    const t = await setup()
    const roll = await receive(t, { reason: 'Delivery' })
    expect(roll).toMatchObject({ remainingFt: 100, sku: 'SEC-8C-60', widthIn: 60, lot: 'L25-0101' })

    const cut = await t.member.post(`/api/inventory/rolls/${roll.id}/cuts`, {
      id: randomUUID(),
      lengthFt: 12.5,
      reason: 'Job 1432, kitchen',
    })
    expect(await cut.json()).toMatchObject({ remainingFt: 87.5 })
    const count = await t.member.post(`/api/inventory/rolls/${roll.id}/counts`, {
      id: randomUUID(),
      countedFt: 85,
    })
    const counted = (await count.json()) as RollDocument
    expect(counted.remainingFt).toBe(85)
    expect(counted.entries.map((e) => [e.kind, e.deltaFt, e.actorName])).toEqual([
      ['count', -2.5, 'teammember'],
      ['cut', -12.5, 'teammember'],
      ['receive', 100, 'teamlead'],
    ])
    expect(rawLedger(t, roll.id)).toEqual([
      { kind: 'receive', delta: 1000, actor: 'teamlead', reason: 'Delivery' },
      { kind: 'cut', delta: -125, actor: 'teammember', reason: 'Job 1432, kitchen' },
      { kind: 'count', delta: -25, actor: 'teammember', reason: '' },
    ])
    // What replicates is what the ledger adds up to.
    const stored = t.db.prepare('SELECT doc FROM inventory_rolls WHERE id = ?').pluck().get(roll.id) as string
    expect(JSON.parse(stored)).toMatchObject({ remainingFt: 85, hubId: 'atlanta' })
  })

  it('refuses a cut longer than what is left, with a translated code, and records nothing', async () => {
    const t = await setup()
    const roll = await receive(t, { lengthFt: 10 })
    const res = await t.member.post(`/api/inventory/rolls/${roll.id}/cuts`, {
      id: randomUUID(),
      lengthFt: 10.5,
      reason: 'Too long',
    })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      code: 'cutExceedsRemaining',
      message: INVENTORY_ERRORS.cutExceedsRemaining,
    })
    expect(ledgerOf(t.db, roll.id)).toHaveLength(1)
  })

  it('refuses to change the ledger in place', async () => {
    const t = await setup()
    const roll = await receive(t)
    expect(() => t.db.prepare('UPDATE inventory_ledger SET delta_tenths = 0').run()).toThrow(/append-only/)
    expect(() => t.db.prepare('DELETE FROM inventory_ledger').run()).toThrow(/append-only/)
    expect(ledgerOf(t.db, roll.id)[0]?.remainingFt).toBe(100)
  })

  it('records a count sent again (the outbox retrying) once', async () => {
    const t = await setup()
    const roll = await receive(t)
    const body = { id: randomUUID(), countedFt: 90, countedAt: '2025-06-02T08:00:00.000Z' }
    expect((await t.member.post(`/api/inventory/rolls/${roll.id}/counts`, body)).status).toBe(200)
    expect((await t.member.post(`/api/inventory/rolls/${roll.id}/counts`, body)).status).toBe(200)
    const entries = ledgerOf(t.db, roll.id)
    expect(entries).toHaveLength(2)
    expect(entries[0]).toMatchObject({ kind: 'count', countedFt: 90, doneAt: '2025-06-02T08:00:00.000Z' })
  })

  it('works an offline count out against cuts that arrived before it', async () => {
    const t = await setup()
    const roll = await receive(t)
    // Counted 80 in the warehouse without signal; meanwhile a 15 ft cut reached the server.
    await t.lead.post(`/api/inventory/rolls/${roll.id}/cuts`, {
      id: randomUUID(),
      lengthFt: 15,
      reason: 'Order',
    })
    const res = await t.member.post(`/api/inventory/rolls/${roll.id}/counts`, {
      id: randomUUID(),
      countedFt: 80,
    })
    expect(await res.json()).toMatchObject({ remainingFt: 80 })
    expect(ledgerOf(t.db, roll.id)[0]).toMatchObject({ kind: 'count', deltaFt: -5 })
  })

  it('moves a roll to another hub with its length, and says from where', async () => {
    const t = await setup()
    const roll = await receive(t)
    const res = await t.member.post(`/api/inventory/rolls/${roll.id}/transfers`, {
      id: randomUUID(),
      toHubId: 'florida',
      reason: 'Florida ran short',
    })
    expect(await res.json()).toMatchObject({ hubId: 'florida', remainingFt: 100 })
    expect(ledgerOf(t.db, roll.id)[0]).toMatchObject({
      kind: 'transfer',
      hubId: 'atlanta',
      toHubId: 'florida',
    })
    const same = await t.member.post(`/api/inventory/rolls/${roll.id}/transfers`, {
      id: randomUUID(),
      toHubId: 'florida',
    })
    expect(same.status).toBe(409)
  })
})

describe('the shop', () => {
  it('may sell each full roll the warehouse receives: a sold-out film is back in stock', async () => {
    const t = await setup()
    const productId = 'prod_DEC-RL-72' // sold out at every hub in the seed
    const lengthFt = t.db
      .prepare('SELECT length_ft FROM products WHERE id = ?')
      .pluck()
      .get(productId) as number
    const stockStatus = async () => {
      const catalog = (await (await t.lead.get('/api/catalog')).json()) as {
        products: { id: string; stockStatus: string }[]
      }
      return catalog.products.find((product) => product.id === productId)?.stockStatus
    }
    expect(await stockStatus()).toBe('outOfStock')

    // Half a roll is not one the shop can promise.
    await receive(t, { hubId: 'florida', productId, lengthFt: lengthFt / 2 })
    expect(availableUnits(t.db, 'florida', productId)).toBe(0)
    await receive(t, { hubId: 'florida', productId, lengthFt })
    expect(availableUnits(t.db, 'florida', productId)).toBe(lengthFt)
    expect(await stockStatus()).toBe('inStock')
  })
})

describe('low stock and consumption', () => {
  it('lists products under their hub’s threshold, by the ledger', async () => {
    const t = await setup()
    const roll = await receive(t)
    await receive(t, { productId: 'prod_SOL-CR20-60' })
    expect(findLowStock(t.db)).toEqual([])
    await t.member.post(`/api/inventory/rolls/${roll.id}/cuts`, {
      id: randomUUID(),
      lengthFt: 1,
      reason: 'Sample',
    })
    const low = findLowStock(t.db, 'atlanta')
    expect(low).toEqual([
      expect.objectContaining({ productId: 'prod_SEC-8C-60', remainingFt: 99, thresholdFt: 100, rolls: 1 }),
    ])
    expect(findLowStock(t.db, 'florida')).toEqual([])
    const api = await (await t.lead.get('/api/inventory/low-stock?hubId=atlanta')).json()
    expect(api).toEqual({ items: low })
    // A threshold change reaches the roll documents the devices hold.
    await t.lead.put('/api/inventory/thresholds', {
      hubId: 'atlanta',
      productId: 'prod_SEC-8C-60',
      thresholdFt: 50,
    })
    expect(findLowStock(t.db)).toEqual([])
    const doc = JSON.parse(
      t.db.prepare('SELECT doc FROM inventory_rolls WHERE id = ?').pluck().get(roll.id) as string,
    )
    expect(doc.thresholdFt).toBe(50)
    expect(stockOnHand(t.db).map((item) => item.sku)).toEqual(['SEC-8C-60', 'SOL-CR20-60'])
  })

  it('sums cuts and receipts per month for the turnover report', async () => {
    const t = await setup()
    const roll = await receive(t)
    await t.member.post(`/api/inventory/rolls/${roll.id}/cuts`, {
      id: randomUUID(),
      lengthFt: 20,
      reason: 'Job',
    })
    expect(consumptionByMonth(t.db, { from: '2025-06-01', to: '2025-07-01' })).toEqual([
      expect.objectContaining({
        month: '2025-06',
        hubId: 'atlanta',
        sku: 'SEC-8C-60',
        cutFt: 20,
        receivedFt: 100,
        adjustedFt: 0,
      }),
    ])
    expect(consumptionByMonth(t.db, { from: '2025-07-01', to: '2025-08-01' })).toEqual([])
  })
})

describe('orders that ship', () => {
  it('cut their film from the best-fitting roll at the shipping hub, once', async () => {
    const t = await setup()
    const fresh = await receive(t)
    const opened = await receive(t)
    await t.member.post(`/api/inventory/rolls/${opened.id}/cuts`, {
      id: randomUUID(),
      lengthFt: 70,
      reason: 'Job',
    })
    const deps = { db: t.db, clock: t.clock.now }
    const order = { id: 'order-1', number: 'SS-AAAA-BBBB', hubId: 'atlanta' }
    const lines = [{ productId: 'prod_SEC-8C-60', quantity: 2, cutLengthFt: 12 }]
    expect(t.db.transaction(() => deductShippedOrder(deps, order, lines))()).toBe(0)
    expect(t.db.transaction(() => deductShippedOrder(deps, order, lines))()).toBe(0)
    expect(ledgerOf(t.db, opened.id)[0]).toMatchObject({
      kind: 'cut',
      deltaFt: -12,
      orderNumber: 'SS-AAAA-BBBB',
      remainingFt: 6,
    })
    expect(ledgerOf(t.db, opened.id)).toHaveLength(4)
    expect(ledgerOf(t.db, fresh.id)).toHaveLength(1)
    // Whole rolls take full ones; a piece no roll at the hub covers is left to the next count.
    const wholeRolls = [{ productId: 'prod_SEC-8C-60', quantity: 2, cutLengthFt: null }]
    expect(deductShippedOrder(deps, { ...order, id: 'order-2' }, wholeRolls)).toBe(1)
    expect(ledgerOf(t.db, fresh.id)[0]).toMatchObject({
      kind: 'cut',
      deltaFt: -100,
      remainingFt: 0,
      reason: 'Whole roll shipped',
    })
  })
})
